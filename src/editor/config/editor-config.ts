import type { EditorSettings } from "./settings";
import { collections } from "./collections";
import type { ContentKind } from "./model";
import type { JsonSchema } from "./json-schema";

/** Decap's whole configuration: where it saves (from the build, settings.ts), Norwegian, the collections. */
export function editorConfig(settings: EditorSettings, schemas: Record<ContentKind, JsonSchema>) {
  const backend =
    settings.backend === "local"
      ? { name: "proxy" as const, proxy_url: settings.proxyUrl, branch: "main" }
      : {
          name: "github" as const,
          repo: settings.repo,
          branch: settings.branch,
          api_root: settings.apiRoot,
          ...(settings.baseUrl ? { base_url: settings.baseUrl } : {}),
        };
  return {
    load_config_file: false,
    backend: {
      ...backend,
      commit_messages: {
        create: "Nytt innhold: {{collection}} «{{slug}}»",
        update: "Endret {{collection}} «{{slug}}»",
        delete: "Slettet {{collection}} «{{slug}}»",
        uploadMedia: "Nytt bilde «{{path}}»",
        deleteMedia: "Slettet bilde «{{path}}»",
      },
    },
    locale: "nb_no",
    publish_mode: "simple",
    media_folder: "content/images",
    public_folder: "/images",
    // New files get names of a-z, 0-9 and hyphens (Norwegian letters spelled out).
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    site_url: "/",
    display_url: "/",
    logo_url: "/logo.svg",
    collections: collections(schemas),
  };
}
