import fs from "fs";
import path from "path";

/** A file the build was asked to write or remove outside public/: a bug or hostile content, and it stops the build. */
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
  const target = checkedTarget(publicDir, relative, "write");
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, data);
  return target;
}

/**
 * writePublicFile's asynchronous twin, under the same rules (checked before anything is written),
 * for the thousands of calendar files, whose creation would otherwise hold the main thread.
 */
export async function writePublicFileAsync(publicDir: string, relative: string, data: Buffer): Promise<string> {
  const target = checkedTarget(publicDir, relative, "write");
  await fs.promises.mkdir(path.dirname(target), { recursive: true });
  await fs.promises.writeFile(target, data);
  return target;
}

/**
 * Where writePublicFile would write `relative`, under its rules, for a writer that writes the file
 * itself (the compressed copies are written on worker threads, precompress.ts). Throws as it does.
 */
export const publicWriteTarget = (publicDir: string, relative: string): string => checkedTarget(publicDir, relative, "write");

/**
 * The one way the build removes a file beside the built pages, under writePublicFile's rules: a
 * name that leads out of public/ throws and nothing is removed. A file that is not there is fine.
 * Folders left empty on the way up to public/ go too. Answers whether a file was removed.
 */
export function removePublicFile(publicDir: string, relative: string): boolean {
  const target = checkedTarget(publicDir, relative, "remove");
  if (!fs.existsSync(target) || !fs.lstatSync(target).isFile()) return false;
  fs.rmSync(target);
  const root = path.resolve(publicDir);
  for (let dir = path.dirname(target); dir !== root && fs.readdirSync(dir).length === 0; dir = path.dirname(dir))
    fs.rmdirSync(dir);
  return true;
}

/** public/ + `relative`, or an OutsidePublicError saying why the build may not touch it. */
function checkedTarget(publicDir: string, relative: string, verb: "write" | "remove"): string {
  const root = path.resolve(publicDir);
  const refuse = (why: string): never => {
    throw new OutsidePublicError(
      `Refused to ${verb} ${JSON.stringify(relative)}: ${why}; the build ${verb}s only inside ${root}`,
    );
  };
  if (relative.split("").some((ch) => ch < " " || ch === "\u007f")) refuse("the name holds a control character");
  const target = path.resolve(root, relative.replace(/^\/+/, ""));
  if (!isInside(root, target) || target === root) refuse("it lies outside public/");
  if (!isInside(fs.realpathSync(root), existingAncestor(target))) refuse("a folder on the way is a link out of public/");
  if (fs.existsSync(target) && fs.lstatSync(target).isSymbolicLink()) refuse("the file is a link");
  return target;
}
