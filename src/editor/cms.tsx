// The web editor at /admin/ (built by plugins/decap-editor, never part of a visitor's page): Decap
// CMS in Norwegian, its forms made from the content model, the site's own components as preview.
import CMS from "decap-cms-app";
import { fromJS } from "immutable";
import "../styles/global.css";
import { editorConfig } from "./config/editor-config";
import { editorPhrases } from "./locale";
import { CONTENT_FORMAT, kindOfCollection, LICENCES_FORMAT, REDIRECTS_FORMAT } from "./config/collections";
import { editorJsonSchemas, validateFile } from "./config/model";
import { contentJson, licencesMarkdown, redirectsJson } from "./formats";
import { OsloDateTimeControl, OsloDateTimePreview } from "./widgets/OsloDateTime";
import { ProductionPreview } from "./previews/ProductionPreview";
import { ArticlePreview } from "./previews/ArticlePreview";
import { PagePreview } from "./previews/PagePreview";
import { completeEntry, pruneEmpty, refusal } from "./save/prepare-entry";
import { guardUploads } from "./uploads/upload-guard";
import { noteSaveStarting, watchPublishing } from "./publish-status";
import type { EditorSettings } from "../../plugins/decap-editor/editor-settings";

declare const EDITOR_SETTINGS: EditorSettings;

type Immutable = { get: (key: string) => unknown; toJS: () => unknown };
type EntryMap = { get: (key: string) => unknown; getIn: (path: string[]) => Immutable };

const schemas = editorJsonSchemas();

CMS.registerLocale("nb_no", editorPhrases());
CMS.registerCustomFormat(CONTENT_FORMAT, "json", contentJson);
CMS.registerCustomFormat(REDIRECTS_FORMAT, "json", redirectsJson);
CMS.registerCustomFormat(LICENCES_FORMAT, "md", licencesMarkdown);
CMS.registerWidget("oslo-datetime", OsloDateTimeControl as never, OsloDateTimePreview as never);
CMS.registerPreviewTemplate("produksjoner", ProductionPreview as never);
CMS.registerPreviewTemplate("artikler", ArticlePreview as never);
CMS.registerPreviewTemplate("sider", PagePreview as never);

// Before anything is written: the file as the build will read it, and the build's own check of it.
CMS.registerEventListener({
  name: "preSave",
  handler: ({ entry }: { entry: EntryMap }) => {
    const kind = kindOfCollection(String(entry.get("collection")));
    if (!kind) return undefined;
    const completed = completeEntry(kind, entry.getIn(["data"]).toJS() as Record<string, unknown>, Date.now());
    const data = pruneEmpty(completed, schemas[kind]) as Record<string, unknown>;
    const result = validateFile(kind, kind === "redirects" ? data.redirects : data);
    if (!result.ok) throw new Error(refusal(result.errors));
    noteSaveStarting();
    // Decap keeps entries as Immutable maps (of the same major version as this one).
    return fromJS(data);
  },
} as never);
CMS.registerEventListener({ name: "postSave", handler: () => watchPublishing() } as never);

guardUploads();
CMS.init({ config: editorConfig(EDITOR_SETTINGS, schemas) as never });
