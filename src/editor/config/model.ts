/**
 * The content model as the editor reads it: one JSON Schema per kind of file, and the build's own
 * check of a whole file, both from content-model/ (its editorJsonSchemas() and validateFile()). This
 * is the one file of the editor that knows where the model lives.
 */
import {
  acrossFilesLineNb,
  editorJsonSchemas as modelJsonSchemas,
  fileNamer,
  FOCAL_POINT_PATTERN,
  ownersFromJson,
  problemsOfSave,
  validateFile as validateModelFile,
  type OwnersJson,
} from "../../../content-model";
import type { EditorHint, JsonSchema } from "./json-schema";
import { compareRanks, fieldLabel, formRank } from "./field-labels";

export type { OwnersJson };
export { FOCAL_POINT_PATTERN };

export type ContentKind = "production" | "article" | "page" | "site" | "redirects";

/** A problem with a file, as the build would report it: the field's path, its label in the form ("" for the whole file) and, in Norwegian, what was wrong. */
export interface FileProblem {
  path: string;
  label: string;
  message: string;
}

type ModelSchema = Record<string, unknown>;

/** What the model's JSON Schema says in its own words, as the widget hint the editor's forms read. */
function hintOf(schema: ModelSchema): EditorHint | undefined {
  if (schema.format === "date-time") return "datetime";
  if (schema.contentMediaType === "text/html") return "html";
  if (schema["x-running-text"] === true) return "text";
  return undefined;
}

/** The model's JSON Schema with the editor's hints added, all the way down; nothing else is changed. */
function withHints(schema: unknown): JsonSchema {
  if (Array.isArray(schema)) return schema.map(withHints) as unknown as JsonSchema;
  if (!schema || typeof schema !== "object") return schema as JsonSchema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema as ModelSchema)) {
    if (key === "properties" && value && typeof value === "object")
      out[key] = Object.fromEntries(Object.entries(value as ModelSchema).map(([k, v]) => [k, withHints(v)]));
    else if (["items", "oneOf", "anyOf", "additionalProperties"].includes(key) && typeof value === "object")
      out[key] = withHints(value);
    else out[key] = value;
  }
  const hint = hintOf(schema as ModelSchema);
  if (hint && out["x-editor"] === undefined) out["x-editor"] = hint;
  return out as JsonSchema;
}

let modelOnce: ReturnType<typeof modelJsonSchemas> | null = null;
/** The model's JSON Schemas, made once (the editor asks for them as it starts, and for the licences). */
const modelSchemas = () => (modelOnce ??= modelJsonSchemas());

/** One row of content/images/LICENSES.md's table, as the model checks it (its imageLicence). */
export function licenceRowSchema(): JsonSchema {
  return withHints(modelSchemas().imageLicence);
}

let schemasOnce: Record<ContentKind, JsonSchema> | null = null;
const schemaOf = (kind: ContentKind) => (schemasOnce ??= editorJsonSchemas())[kind];

export function editorJsonSchemas(): Record<ContentKind, JsonSchema> {
  const model = modelSchemas();
  return {
    production: withHints(model.production),
    article: withHints(model.article),
    page: withHints(model.page),
    site: withHints(model.site),
    // redirects.json is a list at its top; Decap edits a file as an object (formats.ts).
    redirects: {
      type: "object",
      properties: { redirects: withHints(model.redirects) },
      required: ["redirects"],
    },
  };
}

/**
 * The build's check of one file's data (the redirects as the list the file holds), with its
 * Norwegian messages. Redirects to another site pass only to the hosts the build was given
 * (REDIRECT_HOSTS, passed to the editor's build in plugins/decap-editor/webpack-config.ts; the
 * local backend, which runs in Node, passes its own).
 */
const redirectHosts = () => (process.env.GATSBY_EDITOR_REDIRECT_HOSTS ?? "").split(",").filter(Boolean);

export function validateFile(
  kind: ContentKind,
  data: unknown,
  hosts: string[] = redirectHosts(),
): { ok: boolean; errors: FileProblem[] } {
  const result = validateModelFile(kind, data, kind === "redirects" ? { allowedHosts: hosts } : {});
  // The form's schema holds redirects.json's list under "redirects".
  const schema = schemaOf(kind);
  const inForm = kind === "redirects" ? { redirects: data } : data;
  const at = (path: string) => (kind === "redirects" ? `redirects${path.startsWith("[") ? "" : "."}${path}` : path);
  const errors = result.errors
    .map((e) => ({
      path: e.path,
      label: fieldLabel(schema, inForm, at(e.path)),
      message: e.nb,
      rank: formRank(schema, inForm, at(e.path)),
    }))
    .sort((a, b) => compareRanks(a.rank, b.rank))
    .map(({ rank: _rank, ...problem }) => problem);
  return { ok: result.ok, errors };
}

/**
 * The build's rules across files for one file about to be saved at `file`, among `others` as the
 * backend has them now (src/editor/save/other-files.ts): a path another page, a redirect, a page of
 * the code or a file of the build has, an address outside the site, an id or event id used twice.
 * Each problem as the build words it. `owners` are the code's and the build's addresses, as the
 * editor's build wrote them (EDITOR_PATH_OWNERS).
 */
export function acrossFilesProblems(
  save: { file: string; kind: ContentKind; data: unknown },
  others: { file: string; text: string }[],
  owners: OwnersJson,
  hosts: string[] = redirectHosts(),
): FileProblem[] {
  const titles = new Map<string, string>();
  for (const { file, text } of others) {
    try {
      const title = (JSON.parse(text) as { title?: unknown }).title;
      if (typeof title === "string") titles.set(file, title);
    } catch {
      // A file that is not JSON has no title to name it by.
    }
  }
  const name = fileNamer(titles, save.file, save.kind);
  return problemsOfSave(save, others, { owners: ownersFromJson(owners), allowedHosts: hosts }).map((line) => ({
    path: "",
    label: "",
    message: acrossFilesLineNb(line, name, save.file),
  }));
}
