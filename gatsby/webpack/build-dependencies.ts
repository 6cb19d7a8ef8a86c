import crypto from "crypto";
import fs from "fs";
import path from "path";

/** The part of a webpack config's persistent cache this reads and sets. */
export type CacheConfig = {
  type?: string;
  version?: string;
  buildDependencies?: Record<string, string[]>;
};

type Compiler = {
  hooks: {
    done: {
      tap: (
        name: string,
        fn: (stats: { compilation: { buildDependencies: Iterable<string> & { delete: (item: string) => boolean } } }) => void,
      ) => void;
    };
  };
};

const NAME = "InstalledPackagesBuildDependencies";
const inNodeModules = (file: string) => file.split(path.sep).includes("node_modules");

/**
 * A persistent webpack cache must be thrown away when the code that makes the build changes. By
 * default webpack finds that code by walking, at the end of every compilation, the whole tree of
 * modules Node has loaded from each "build dependency": Gatsby's webpack.config.js, the plugins'
 * compiled gatsby-node files, and every loader a module went through (babel-loader, css-loader).
 * In the Gatsby process that tree is most of Gatsby and babel; in a cold 2,000-production build
 * the walk took 22.8 s (the site's scripts), 12.4 s (the HTML renderer) and 11.5 s (the editor) on
 * the main thread, each beside the next compilation.
 *
 * The same question answered cheaply: the packages in node_modules change only with
 * package-lock.json, and the build's own config code is in the files Gatsby lists (Parcel bundles
 * our gatsby-node and its imports into them). So the cache's version is a hash of those files'
 * bytes and of package.json and package-lock.json, no file is walked, and the loaders in
 * node_modules are taken out of the compilation's build dependencies (`apply`). A change of
 * gatsby-config or of a plugin makes Gatsby empty .cache/ itself. Answers false, and changes
 * nothing, when the config has no filesystem cache or the lock file cannot be read.
 */
export function keyCacheByInstalledPackages(cache: CacheConfig | boolean | undefined, root: string): boolean {
  if (!cache || typeof cache !== "object" || cache.type !== "filesystem") return false;
  const files = [
    path.join(root, "package.json"),
    path.join(root, "package-lock.json"),
    ...Object.values(cache.buildDependencies ?? {}).flat(),
  ];
  const hash = crypto.createHash("sha1");
  try {
    for (const file of files) hash.update(file).update("\0").update(fs.readFileSync(file)).update("\0");
  } catch {
    return false;
  }
  cache.version = `${cache.version ?? ""}${cache.version ? "-" : ""}${hash.digest("hex").slice(0, 16)}`;
  cache.buildDependencies = {};
  return true;
}

/** Takes the loaders in node_modules out of a compilation's build dependencies (keyCacheByInstalledPackages says why). */
export class InstalledPackagesBuildDependencies {
  apply(compiler: Compiler): void {
    compiler.hooks.done.tap(NAME, ({ compilation }) => {
      for (const file of [...compilation.buildDependencies]) if (inNodeModules(file)) compilation.buildDependencies.delete(file);
    });
  }
}
