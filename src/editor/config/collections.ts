import { decapFields, type DecapField } from "./decap-fields";
import { WIDGET_HINTS } from "./widget-hints";
import { licenceRowSchema, type ContentKind } from "./model";
import type { JsonSchema } from "./json-schema";

/** The format a kind of content file is written in: JSON, two spaces, a line break at the end, keys in the model's order (formats.ts). */
export const contentFormat = (kind: ContentKind) => `content-json-${kind}`;
/** redirects.json is a list at its top; the editor sees it as { redirects: [...] } (formats.ts). */
export const REDIRECTS_FORMAT = "redirects-json";
/** content/images/LICENSES.md: its table of photos as a list (formats.ts). */
export const LICENCES_FORMAT = "licences-md";

/**
 * LICENSES.md as the form shows it: the text before and after its table, kept as it is, and the
 * table's rows, each a photo with the fields of the model's imageLicence (labels and help its own).
 */
export function licenceFields(row: JsonSchema): DecapField[] {
  return [
    { name: "intro", label: "Innledning", widget: "hidden" },
    {
      name: "photos",
      label: "Foto",
      label_singular: "foto",
      widget: "list",
      collapsed: true,
      summary: "{{fields.file}} – {{fields.licence}}",
      fields: decapFields(row, "", {}),
    },
    { name: "outro", label: "Til slutt", widget: "hidden" },
  ];
}

export interface Collection {
  name: string;
  label: string;
  label_singular?: string;
  description?: string;
  folder?: string;
  files?: { name: string; label: string; file: string; fields: DecapField[]; format?: string }[];
  extension?: string;
  format?: string;
  create?: boolean;
  delete?: boolean;
  slug?: string;
  identifier_field?: string;
  summary?: string;
  fields?: DecapField[];
  sortable_fields?: string[];
  editor?: { preview: boolean };
}

/** Which kind of content a collection (and, for files, which file) holds, for the save check. */
export function kindOfCollection(collection: string): ContentKind | null {
  const kinds: Record<string, ContentKind> = {
    produksjoner: "production",
    artikler: "article",
    sider: "page",
    nettstedet: "site",
    omdirigeringer: "redirects",
  };
  return kinds[collection] ?? null;
}

/**
 * The file an entry of `collection` is written to when Decap has not named it yet (a new entry):
 * its folder and the field its slug names ("{{pageReference}}", "{{fields.slug}}"), or a file
 * collection's one file. A name another file has gets "-1", "-2" … as Decap gives it. Null when the
 * field is still empty (the save check asks for it first).
 */
export function newEntryFile(
  all: Collection[],
  collection: string,
  data: Record<string, unknown>,
  taken: ReadonlySet<string> = new Set(),
): string | null {
  const found = all.find((c) => c.name === collection);
  if (!found) return null;
  if (found.files?.length === 1) return found.files[0].file;
  const field = /^\{\{(?:fields\.)?(\w+)\}\}$/.exec(found.slug ?? "")?.[1];
  const value = field ? data[field] : undefined;
  if (!found.folder || typeof value !== "string" || !value) return null;
  const named = (suffix: string) => `${found.folder}/${value}${suffix}.${found.extension ?? "json"}`;
  let n = 0;
  while (taken.has(named(n ? `-${n}` : ""))) n += 1;
  return named(n ? `-${n}` : "");
}

export function fieldsOf(kind: ContentKind, schemas: Record<ContentKind, JsonSchema>): DecapField[] {
  return decapFields(schemas[kind], "", { hints: WIDGET_HINTS[kind] });
}

/** The editor's collections: one per folder of content/, and the site's two files. */
export function collections(schemas: Record<ContentKind, JsonSchema>, licenceRow: JsonSchema = licenceRowSchema()): Collection[] {
  const folder = (kind: ContentKind, rest: Omit<Collection, "fields" | "extension" | "format">): Collection => ({
    extension: "json",
    format: contentFormat(kind),
    ...rest,
    fields: fieldsOf(kind, schemas),
  });
  return [
    folder("production", {
      name: "produksjoner",
      label: "Program",
      label_singular: "Forestilling",
      description: "Konserter, forestillinger, filmer og utleie med datoene sine.",
      folder: "content/productions",
      create: true,
      slug: "{{pageReference}}",
      identifier_field: "title",
      // A production with a time to come out is marked in the list (Decap's summary can only ask whether it has one).
      summary: "{{title}} ({{fields.category}}){{publishAt | ternary(' · Planlagt publisering', '')}}",
    }),
    folder("article", {
      name: "artikler",
      label: "Artikler",
      label_singular: "Artikkel",
      folder: "content/articles",
      create: true,
      // "{{slug}}" would be Decap's own slug of the title; the file is named by the slug field.
      slug: "{{fields.slug}}",
      identifier_field: "title",
    }),
    folder("page", {
      name: "sider",
      label: "Sider",
      label_singular: "Side",
      description: "Sidene med rader, kolonner og blokker.",
      folder: "content/pages",
      create: true,
      slug: "{{id}}",
      identifier_field: "title",
      summary: "{{title}} ({{path}})",
    }),
    {
      name: "nettstedet",
      label: "Nettstedet",
      description: "Menyer, bunntekst, adresse og kinopartnere.",
      // Its values are the site's settings, not a page: Decap's plain preview would show them raw ("header", "nb").
      editor: { preview: false },
      format: contentFormat("site"),
      delete: false,
      files: [
        {
          name: "nettsted",
          label: "Menyer, bunntekst og partnere",
          file: "content/site.json",
          fields: fieldsOf("site", schemas),
        },
      ],
    },
    {
      name: "omdirigeringer",
      label: "Omdirigeringer",
      description: "Gamle adresser og hvor de er flyttet.",
      editor: { preview: false },
      format: REDIRECTS_FORMAT,
      delete: false,
      files: [
        { name: "omdirigeringer", label: "Omdirigeringer", file: "redirects.json", fields: fieldsOf("redirects", schemas) },
      ],
    },
    {
      name: "bilder",
      label: "Bilder og lisenser",
      description: "Hvor hvert foto kommer fra, og lisensen det kan vises under.",
      editor: { preview: false },
      format: LICENCES_FORMAT,
      delete: false,
      files: [
        { name: "lisenser", label: "Bilder og lisenser", file: "content/images/LICENSES.md", fields: licenceFields(licenceRow) },
      ],
    },
  ];
}
