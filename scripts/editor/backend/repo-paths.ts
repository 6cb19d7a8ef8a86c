import fs from "node:fs/promises";
import path from "node:path";

/**
 * The only files the editor's backend reads or writes, by the path the editor sends. A path is
 * matched as the exact text it is, against a short list of shapes made of lower-case a–z, 0–9, "-"
 * and "_": so no "..", no "." segment, no backslash, no percent-encoding, no NUL, no upper case
 * (which a case-insensitive disk would read as another file), no leading or doubled "/", no other
 * script's letters, no other extension. What matches is then resolved on disk, and refused when any
 * folder on the way or the file itself is a symbolic link (a link inside content/ could point
 * anywhere).
 */
export type FileKind = "production" | "article" | "page" | "site" | "redirects" | "licences" | "photo" | "drawing";

const NAME = "[a-z0-9](?:[a-z0-9_-]{0,118}[a-z0-9])?";
const SHAPES: Array<[RegExp, FileKind]> = [
  [/^content\/site\.json$/, "site"],
  [new RegExp(`^content/productions/${NAME}\\.json$`), "production"],
  [new RegExp(`^content/articles/${NAME}\\.json$`), "article"],
  [new RegExp(`^content/pages/${NAME}\\.json$`), "page"],
  [/^redirects\.json$/, "redirects"],
  [/^content\/images\/LICENSES\.md$/, "licences"],
  [new RegExp(`^content/images/${NAME}\\.(?:jpg|jpeg|png|webp)$`), "photo"],
  [new RegExp(`^static/images/${NAME}\\.svg$`), "drawing"],
];

/** The folders the editor lists, and what each holds. */
export const FOLDERS: Record<string, FileKind> = {
  "content/productions": "production",
  "content/articles": "article",
  "content/pages": "page",
  "content/images": "photo",
  "static/images": "drawing",
};

/** The kind of file at `file` as the editor sent it, or null when the backend has nothing to do with it. */
export function kindOfPath(file: unknown): FileKind | null {
  if (typeof file !== "string" || file.length > 200) return null;
  return SHAPES.find(([shape]) => shape.test(file))?.[1] ?? null;
}

export class RefusedPath extends Error {}

/**
 * `file` (a path kindOfPath accepts) as a path on disk under `root`, after making sure nothing on the
 * way is a symbolic link. A file that does not exist yet is fine; a folder that does not exist is
 * made by the writer, never here.
 */
export async function resolveInRepo(root: string, file: string): Promise<string> {
  if (!kindOfPath(file)) throw new RefusedPath(`not a content file: ${JSON.stringify(file)}`);
  let at = root;
  for (const part of file.split("/")) {
    at = path.join(at, part);
    const stat = await fs.lstat(at).catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return null;
      throw error;
    });
    if (!stat) break;
    if (stat.isSymbolicLink()) throw new RefusedPath(`a symbolic link on the way: ${JSON.stringify(file)}`);
  }
  return path.join(root, file);
}

/** The files of one of FOLDERS, depth 1, that the backend would accept by name; links and odd names left out. */
export async function listFolder(root: string, folder: string): Promise<string[]> {
  const kind = FOLDERS[folder];
  if (!kind) throw new RefusedPath(`not a content folder: ${JSON.stringify(folder)}`);
  const dir = await resolveInRepo(root, `${folder}/x${kind === "photo" ? ".jpg" : kind === "drawing" ? ".svg" : ".json"}`).then(
    path.dirname,
  );
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => `${folder}/${e.name}`)
    .filter((file) => kindOfPath(file) === kind)
    .sort();
}
