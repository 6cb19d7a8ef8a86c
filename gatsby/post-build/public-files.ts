import fs from "fs";
import path from "path";

/** A file the build was asked to write outside public/: a bug or hostile content, and it stops the build. */
export class OutsidePublicError extends Error {
  name = "OutsidePublicError";
}

const isInside = (root: string, target: string) => target === root || target.startsWith(root + path.sep);

/** The nearest folder of `target` that exists, followed through symbolic links. */
function existingAncestor(target: string): string {
  let dir = path.dirname(target);
  while (!fs.existsSync(dir)) dir = path.dirname(dir);
  return fs.realpathSync(dir);
}

/**
 * The one way the build writes beside the built pages. `relative` ("kalender/ev-1.ics",
 * "/robots.txt") must name a file inside public/: no "..", no absolute path, no control
 * characters, no folder or file that is a link leading out. Anything else throws and nothing is written.
 */
export function writePublicFile(publicDir: string, relative: string, data: string | Buffer): string {
  const root = path.resolve(publicDir);
  const refuse = (why: string): never => {
    throw new OutsidePublicError(`Refused to write ${JSON.stringify(relative)}: ${why}; the build writes only inside ${root}`);
  };
  if (relative.split("").some((ch) => ch < " " || ch === "\u007f")) refuse("the name holds a control character");
  const target = path.resolve(root, relative.replace(/^\/+/, ""));
  if (!isInside(root, target) || target === root) refuse("it lies outside public/");
  if (!isInside(fs.realpathSync(root), existingAncestor(target))) refuse("a folder on the way is a link out of public/");
  if (fs.existsSync(target) && fs.lstatSync(target).isSymbolicLink()) refuse("the file is a link");
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, data);
  return target;
}
