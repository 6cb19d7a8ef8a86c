import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { ownersToJson, readLicenceTable } from "../../../content-model";
import { siteOwners } from "../../../gatsby/pages/path-owners";
import { checkSave } from "../../../src/editor/save/save-check";
import { REFUSAL_HEADING } from "../../../src/editor/save/prepare-entry";
import type { ContentKind } from "../../../src/editor/config/model";
import { FOLDERS, kindOfPath, listFolder, RefusedPath, resolveInRepo, type FileKind } from "./repo-paths";
import { writeAll, type Change } from "./atomic-write";
import { drawingProblem, photoProblem } from "./upload-check";

/**
 * What Decap's local backend protocol asks (the actions decap-server's file mode answers, which the
 * editor's "proxy" backend sends), answered over `root` alone: only the files repo-paths.ts allows,
 * and a write only after the same checks the editor made (src/editor/save/save-check.ts, the
 * picture rules), all files of a save or none (atomic-write.ts). `onWritten` is told after a write.
 */
export class Refused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

interface Options {
  root: string;
  /** Hosts a redirect may go to, as the build has them (REDIRECT_HOSTS). */
  redirectHosts: string[];
  onWritten: () => void;
}

const CONTENT_KINDS: Partial<Record<FileKind, ContentKind>> = {
  production: "production",
  article: "article",
  page: "page",
  site: "site",
  redirects: "redirects",
};

const sha = (bytes: Buffer) => crypto.createHash("sha256").update(bytes).digest("hex");

const str = (value: unknown, what: string): string => {
  if (typeof value !== "string") throw new Refused(422, `${what}: expected text`);
  return value;
};

/** A path the backend has to do with, and where it is on disk. */
async function place(root: string, file: unknown): Promise<{ file: string; kind: FileKind; disk: string }> {
  const kind = kindOfPath(file);
  if (!kind) throw new Refused(403, `Ikke tillatt: ${JSON.stringify(file)} er ikke en innholdsfil.`);
  try {
    return { file: file as string, kind, disk: await resolveInRepo(root, file as string) };
  } catch (error) {
    if (error instanceof RefusedPath) throw new Refused(403, `Ikke tillatt: ${error.message}`);
    throw error;
  }
}

async function readEntry(root: string, file: unknown, label?: unknown) {
  const { disk, file: name } = await place(root, file);
  const bytes = await fs.readFile(disk).catch(() => null);
  return {
    data: bytes ? bytes.toString("utf8") : null,
    file: { path: name, ...(typeof label === "string" ? { label } : {}), id: bytes ? sha(bytes) : null },
  };
}

async function readMedia(root: string, file: unknown) {
  const { disk, file: name, kind } = await place(root, file);
  if (kind !== "photo" && kind !== "drawing") throw new Refused(403, `Ikke tillatt: ${JSON.stringify(file)} er ikke et bilde.`);
  const bytes = await fs.readFile(disk).catch(() => {
    throw new Refused(404, `Finnes ikke: ${name}`);
  });
  return { id: sha(bytes), content: bytes.toString("base64"), encoding: "base64", path: name, name: path.posix.basename(name) };
}

/** The content files and redirects.json as they are on disk now, for the rules across files. */
async function otherFiles(root: string): Promise<{ file: string; text: string }[]> {
  const folders = ["content/productions", "content/articles", "content/pages"];
  const files = [...(await Promise.all(folders.map((f) => listFolder(root, f)))).flat(), "redirects.json"];
  const read = await Promise.all(
    files.map(async (file) => ({ file, text: await fs.readFile(path.join(root, file), "utf8").catch(() => null) })),
  );
  return read.filter((f): f is { file: string; text: string } => f.text !== null);
}

/** Why the build would refuse `raw` at `file`, in the editor's words; null when it would take it. */
async function contentProblem(
  options: Options,
  file: string,
  kind: FileKind,
  raw: string,
  replacing: string[],
): Promise<string | null> {
  if (kind === "licences") {
    const { problems } = readLicenceTable(raw, file);
    return problems.length ? `${REFUSAL_HEADING}\n• ${problems.join("\n• ")}` : null;
  }
  const contentKind = CONTENT_KINDS[kind];
  if (!contentKind) return `«${file}» er ikke en innholdsfil.`;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch (error) {
    return `Ikke lagret: ${file} er ikke gyldig JSON (${(error as Error).message}).`;
  }
  const others = async () => (await otherFiles(options.root)).filter((f) => !replacing.includes(f.file));
  return checkSave({ file, kind: contentKind, data }, others, ownersToJson(siteOwners()), options.redirectHosts);
}

async function pictureProblem(file: string, kind: FileKind, bytes: Buffer): Promise<string | null> {
  if (kind === "photo") return photoProblem(file, bytes);
  if (kind === "drawing") return drawingProblem(file, bytes);
  return `«${file}» er ikke et bilde.`;
}

type Params = Record<string, unknown>;

async function persistEntry(options: Options, params: Params) {
  const { root } = options;
  const entry = params.entry as Params | undefined;
  const dataFiles = (Array.isArray(params.dataFiles) ? params.dataFiles : entry ? [entry] : []) as Params[];
  const assets = (Array.isArray(params.assets) ? params.assets : []) as Params[];
  if (!dataFiles.length) throw new Refused(422, "Ikke lagret: ingen fil å lagre.");
  const changes: Change[] = [];
  const problems: string[] = [];
  const moved = dataFiles.filter((d) => typeof d.newPath === "string").map((d) => d.path as string);
  for (const dataFile of dataFiles) {
    const from = await place(root, dataFile.path);
    const to = typeof dataFile.newPath === "string" ? await place(root, dataFile.newPath) : from;
    if (to.kind !== from.kind) throw new Refused(403, `Ikke tillatt: ${from.file} kan ikke bli ${to.file}.`);
    const raw = str(dataFile.raw, "raw");
    const problem = await contentProblem(options, to.file, to.kind, raw, [from.file, ...moved]);
    if (problem) problems.push(problem);
    changes.push({ target: to.disk, bytes: Buffer.from(raw, "utf8") });
    if (to.disk !== from.disk) changes.push({ target: from.disk, bytes: null });
  }
  for (const asset of assets) {
    const at = await place(root, asset.path);
    if (asset.encoding !== "base64") throw new Refused(422, "Ikke lagret: et bilde kom ikke som base64.");
    const bytes = Buffer.from(str(asset.content, "content"), "base64");
    const problem = await pictureProblem(at.file, at.kind, bytes);
    if (problem) problems.push(problem);
    changes.push({ target: at.disk, bytes });
  }
  if (problems.length) throw new Refused(422, problems.join("\n"));
  await writeAll(changes);
  options.onWritten();
  return { message: "entry persisted" };
}

async function persistMedia(options: Options, params: Params) {
  const asset = (params.asset ?? {}) as Params;
  const at = await place(options.root, asset.path);
  if (asset.encoding !== "base64") throw new Refused(422, "Ikke lagret: bildet kom ikke som base64.");
  const bytes = Buffer.from(str(asset.content, "content"), "base64");
  const problem = await pictureProblem(at.file, at.kind, bytes);
  if (problem) throw new Refused(422, problem);
  await writeAll([{ target: at.disk, bytes }]);
  options.onWritten();
  return readMedia(options.root, at.file);
}

/** What an editor may delete: an entry or a picture, never a file the build cannot do without. */
const DELETABLE = new Set<FileKind>(["production", "article", "page", "photo", "drawing"]);

async function deleteFiles(options: Options, files: unknown[]) {
  // Every path is checked before the first is deleted.
  const places = await Promise.all(files.map((f) => place(options.root, f)));
  const kept = places.find((p) => !DELETABLE.has(p.kind));
  if (kept) throw new Refused(403, `Ikke tillatt: ${kept.file} kan ikke slettes, bare endres.`);
  await writeAll(places.map((p) => ({ target: p.disk, bytes: null })));
  options.onWritten();
  return { message: `deleted files ${places.map((p) => p.file).join(", ")}` };
}

export async function answer(options: Options, action: unknown, params: Params): Promise<unknown> {
  const { root } = options;
  switch (action) {
    case "info":
      return { repo: path.basename(root), publish_modes: ["simple"], type: "local_fs" };
    case "entriesByFolder": {
      const folder = str(params.folder, "folder");
      if (!FOLDERS[folder]) throw new Refused(403, `Ikke tillatt: ${JSON.stringify(folder)} er ikke en innholdsmappe.`);
      const files = (await listFolder(root, folder)).filter((f) => f.endsWith(`.${String(params.extension ?? "")}`));
      return Promise.all(files.map((file) => readEntry(root, file)));
    }
    case "entriesByFiles": {
      const files = Array.isArray(params.files) ? (params.files as Params[]) : [];
      return Promise.all(files.map((f) => readEntry(root, f?.path, f?.label)));
    }
    case "getEntry":
      return readEntry(root, params.path);
    case "persistEntry":
      return persistEntry(options, params);
    case "getMedia": {
      const folder = str(params.mediaFolder, "mediaFolder");
      if (FOLDERS[folder] !== "photo" && FOLDERS[folder] !== "drawing")
        throw new Refused(403, `Ikke tillatt: ${JSON.stringify(folder)} er ikke en bildemappe.`);
      return Promise.all((await listFolder(root, folder)).map((file) => readMedia(root, file)));
    }
    case "getMediaFile":
      return readMedia(root, params.path);
    case "persistMedia":
      return persistMedia(options, params);
    case "deleteFile":
      return deleteFiles(options, [params.path]);
    case "deleteFiles":
      return deleteFiles(options, Array.isArray(params.paths) ? params.paths : [params.paths]);
    case "getDeployPreview":
      return null;
    default:
      // The editorial workflow's actions (drafts on branches) are not used: the editor publishes at once.
      throw new Refused(422, `Unknown action ${JSON.stringify(action)}`);
  }
}
