// The web editor at /admin/ (built by plugins/decap-editor, never part of a visitor's page): Decap
// CMS in Norwegian, its forms made from the content model, the site's own components as preview.
import type { ComponentType } from "react";
import CMS from "decap-cms-app";
import { fromJS } from "immutable";
import "../styles/global.css";
import { editorConfig } from "./config/editor-config";
import { editorPhrases } from "./locale";
import { contentFormat, kindOfCollection, newEntryFile, LICENCES_FORMAT, REDIRECTS_FORMAT } from "./config/collections";
import { editorJsonSchemas, type OwnersJson } from "./config/model";
import { contentJson, licencesMarkdown, redirectsJson } from "./formats";
import { OsloDateTimeControl, OsloDateTimePreview } from "./widgets/OsloDateTime";
import { showDatesInOslo } from "./widgets/oslo-dayjs";
import { FocalPointControl, FocalPointPreview } from "./widgets/FocalPoint";
import { RichTextControl, RichTextPreview } from "./widgets/rich-text/RichText";
import { knownValueControl, KnownValuePreview } from "./widgets/KnownValue";
import { knownValuesLoader } from "./widgets/known-values";
import { ProductionPreview } from "./previews/ProductionPreview";
import { ArticlePreview } from "./previews/ArticlePreview";
import { PagePreview } from "./previews/PagePreview";
import { completeEntry, pruneEmpty } from "./save/prepare-entry";
import { readOtherFiles, type RepoFile } from "./save/other-files";
import { saveProblems } from "./save/save-check";
import { refusal } from "./save/prepare-entry";
import { clearFieldNotes, showFieldNotes } from "./ui/field-notes";
import { joinLocalBackend } from "./save/local-session";
import { guardUploads } from "./uploads/upload-guard";
import { noteSaveStarting, stopWatching, watchPublishing } from "./publish-status";
import { hideNotice, showNotice } from "./ui/notice";
import type { EditorSettings } from "./config/settings";
import { mountQuickPanel } from "./quick/mount";
import type { WidgetProps } from "./widgets/widget-props";
import { fitEditorToPhones } from "./ui/narrow-editor";

declare const EDITOR_SETTINGS: EditorSettings;
declare const EDITOR_PATH_OWNERS: OwnersJson;

type Immutable = { get: (key: string) => unknown; toJS: () => unknown };

/**
 * Where our types and Decap's published ones part, said once. Decap's types leave out what it hands
 * a control (setActiveStyle, setInactiveStyle) and call a field's value always there; our controls
 * are typed by what Decap passes (widgets/widget-props.ts). Its field type is a union that asks
 * every field for properties of one kind or another that none of ours has; our fields are typed in
 * config/decap-fields.ts and the whole configuration is checked by Decap itself as it starts.
 */
type DecapControl = Parameters<typeof CMS.registerWidget>[1];
type DecapConfig = Parameters<typeof CMS.init>[0];
const control = (component: ComponentType<WidgetProps>) => component as unknown as DecapControl;
type EntryMap = { get: (key: string) => unknown; getIn: (path: string[]) => Immutable };

// Folded dates and the entries' dates on Oslo's clock, wherever the editor sits.
showDatesInOslo();
// Readable on a phone, without sideways scrolling (ui/narrow-editor.ts).
fitEditorToPhones();

const schemas = editorJsonSchemas();

CMS.registerLocale("nb_no", editorPhrases());
for (const kind of ["production", "article", "page", "site"] as const)
  CMS.registerCustomFormat(contentFormat(kind), "json", contentJson(schemas[kind]));
CMS.registerCustomFormat(REDIRECTS_FORMAT, "json", redirectsJson(schemas.redirects));
CMS.registerCustomFormat(LICENCES_FORMAT, "md", licencesMarkdown);
CMS.registerWidget("oslo-datetime", control(OsloDateTimeControl), OsloDateTimePreview);
CMS.registerWidget("focal-point", control(FocalPointControl), FocalPointPreview);
CMS.registerWidget("rich-html", control(RichTextControl), RichTextPreview);
// Halls and categories from the content as the backend has it now, read once and again after a save.
const known = knownValuesLoader(() => readOtherFiles(EDITOR_SETTINGS));
CMS.registerWidget("known-hall", control(knownValueControl("hall", known.get)), KnownValuePreview);
CMS.registerWidget("known-category", control(knownValueControl("category", known.get)), KnownValuePreview);
CMS.registerPreviewTemplate("produksjoner", ProductionPreview);
CMS.registerPreviewTemplate("artikler", ArticlePreview);
CMS.registerPreviewTemplate("sider", PagePreview);

const config = editorConfig(EDITOR_SETTINGS, schemas);

/**
 * A save the build would refuse is stopped with its reasons, all of them in one summary at the top
 * and each next to its field, which stay on screen until the next save (Decap's own toast, "Kunne
 * ikke lagre: …", is gone after a few seconds and folds the lines).
 */
const REFUSED = "lagring-avvist";
function refuse(text: string): never {
  showNotice(REFUSED, text, "error", "alert");
  // Decap's toast says "Kunne ikke lagre: <the error>": in Norwegian, without "Error:", pointing at the list.
  const said = "se den røde meldingen øverst til høyre.";
  throw Object.assign(new Error(said), { toString: () => said });
}

// Before anything is written: the file as the build will read it, the build's own check of it, and
// its rules across files against the other files as the backend has them now (save/save-check.ts;
// the local backend runs the same check again before it writes).
CMS.registerEventListener({
  name: "preSave",
  handler: async ({ entry }: { entry: EntryMap }) => {
    hideNotice(REFUSED);
    clearFieldNotes();
    // "Publisert" of an earlier save is not left up over this one.
    stopWatching();
    const collection = String(entry.get("collection"));
    const kind = kindOfCollection(collection);
    if (!kind) return undefined;
    const completed = completeEntry(kind, entry.getIn(["data"]).toJS() as Record<string, unknown>, Date.now());
    const data = pruneEmpty(completed, schemas[kind]) as Record<string, unknown>;
    const fileData = kind === "redirects" ? data.redirects : data;
    // A new entry's file is named after the save, past any file that has its name already.
    let others: Promise<RepoFile[]> | null = null;
    const otherFiles = () =>
      (others ??= readOtherFiles(EDITOR_SETTINGS).catch((error: Error) =>
        refuse(`Ikke lagret: de andre filene kunne ikke leses for sjekken før lagring. ${error.message}`),
      ));
    const isNew = Boolean(entry.get("newRecord"));
    const file =
      (!isNew && String(entry.get("path") || "")) ||
      newEntryFile(config.collections, collection, data, new Set((await otherFiles()).map((f) => f.file)));
    const problems = await saveProblems({ file, kind, data: fileData }, otherFiles, EDITOR_PATH_OWNERS);
    if (problems.length) {
      showFieldNotes(problems);
      refuse(refusal(problems));
    }
    noteSaveStarting();
    // Decap keeps entries as Immutable maps (of the same major version as this one).
    return fromJS(data);
  },
});
CMS.registerEventListener({
  name: "postSave",
  handler: () => {
    known.forget();
    watchPublishing();
  },
});

guardUploads();
// The local backend answers only with the secret of its start (save/local-session.ts): fetched first.
const ready = EDITOR_SETTINGS.backend === "local" ? joinLocalBackend(EDITOR_SETTINGS.proxyUrl) : Promise.resolve();
ready.then(
  () => CMS.init({ config } as DecapConfig),
  (error: Error) => showNotice("lagring-utilgjengelig", error.message, "error", "alert"),
);
// Hurtigvalg: cancel a date, mark it sold out, put up a notice, from a phone (quick/QuickPanel.tsx).
// It saves as the editor does: the same files' format, the same "Lagret"/"Publisert".
const fileFormats = {
  production: contentJson(schemas.production),
  site: contentJson(schemas.site),
} as const;
mountQuickPanel(EDITOR_SETTINGS, EDITOR_PATH_OWNERS, ready, {
  fileText: (kind, data) => {
    if (kind !== "production" && kind !== "site") throw new Error(`Hurtigvalg skriver ikke ${kind}.`);
    return fileFormats[kind].toFile(data);
  },
  publishing: {
    starting() {
      stopWatching();
      noteSaveStarting();
    },
    saved: watchPublishing,
  },
});
