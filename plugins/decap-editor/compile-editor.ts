import path from "path";
import { createRequire } from "module";
import type { SiteConfig } from "./webpack-config";
import { copyPrebuiltScripts } from "./prebuilt-scripts";
import { writeEditorPage } from "./editor-page";

type Stats = {
  hasErrors: () => boolean;
  toJson: (options: object) => { errors?: { message: string }[] };
  compilation: { errors: unknown[]; entrypoints: Map<string, { getFiles: () => string[] }> };
};
type Compiler = {
  run: (callback: (error: Error | null, stats?: Stats) => void) => void;
  close: (callback: (error?: Error | null) => void) => void;
};

/**
 * Compiles the editor with the webpack Gatsby uses (gatsby/webpack), then writes what webpack does
 * not make: the prebuilt scripts beside it and the page that loads them and the entry's scripts.
 * Rejects with webpack's errors (an array) or its failure. The compiler is closed before the
 * answer, so its cache is stored before the build goes on.
 */
export function compileEditor(config: SiteConfig, root: string): Promise<void> {
  const webpack = createRequire(path.join(root, "package.json"))("gatsby/webpack") as (config: SiteConfig) => Compiler;
  const publicDir = path.join(root, "public");
  return new Promise((resolve, reject) => {
    const compiler = webpack(config);
    compiler.run((error, stats) => {
      compiler.close((closeError) => {
        if (error || closeError) return reject(error ?? closeError);
        if (!stats) return reject([new Error("webpack gave no result")]);
        // Every error, a child compilation's too (the stylesheet's extraction), which the
        // compilation's own list leaves out.
        if (stats.hasErrors())
          return reject((stats.toJson({ all: false, errors: true }).errors ?? []).map((e) => new Error(e.message)));
        try {
          const entryScripts = (stats.compilation.entrypoints.get("cms")?.getFiles() ?? []).filter((file) =>
            file.endsWith(".js"),
          );
          if (entryScripts.length === 0) throw new Error("webpack made no script of the entry cms");
          copyPrebuiltScripts(root, publicDir);
          writeEditorPage(publicDir, entryScripts);
          resolve();
        } catch (writeError) {
          reject(writeError);
        }
      });
    });
  });
}
