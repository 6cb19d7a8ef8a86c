import { acrossFilesProblems, validateFile, type ContentKind, type FileProblem, type OwnersJson } from "../config/model";
import { refusal } from "./prepare-entry";
import type { RepoFile } from "./other-files";

/**
 * The one check of a save, run twice: in the editor before it sends anything (src/editor/cms.tsx),
 * and again in the local backend before it writes (scripts/editor/backend/), which must not trust
 * what a browser sends. The build's own check of the file, then its rules across files against the
 * other files as they are now (site.json takes no address and no id: nothing across files). Gives
 * the Norwegian message the editor shows, or null when the build would take the file.
 */
export interface SaveToCheck {
  /** Where it goes; null while the field that names a new entry's file is empty (the model asks for it). */
  file: string | null;
  kind: ContentKind;
  /** The data as the file will hold it (redirects.json: the list). */
  data: unknown;
}

/** Every problem of the save, each with its field's label, in the order of the form; [] when the build would take it. */
export async function saveProblems(
  save: SaveToCheck,
  otherFiles: () => Promise<RepoFile[]>,
  owners: OwnersJson,
  hosts?: string[],
): Promise<FileProblem[]> {
  const result = validateFile(save.kind, save.data, hosts);
  if (!result.ok) return result.errors;
  if (save.kind === "site" || !save.file) return [];
  return acrossFilesProblems({ ...save, file: save.file }, await otherFiles(), owners, hosts);
}

export async function checkSave(
  save: SaveToCheck,
  otherFiles: () => Promise<RepoFile[]>,
  owners: OwnersJson,
  hosts?: string[],
): Promise<string | null> {
  const problems = await saveProblems(save, otherFiles, owners, hosts);
  return problems.length ? refusal(problems) : null;
}
