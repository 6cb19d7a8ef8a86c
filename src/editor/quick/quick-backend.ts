/**
 * Where Hurtigvalg reads and writes: the same backend Decap saves to, asked the way Decap asks it.
 * - The local backend (`npm start`): Decap's proxy protocol, `getEntry` to read a file and
 *   `persistEntry` to write it, POSTed to the proxy URL (save/local-session.ts adds the secret to
 *   every fetch to that URL; scripts/editor/backend/ checks and writes).
 * - GitHub: the contents API with the token Decap keeps of the login, a file read with its sha and
 *   written back over that sha (a file changed in between is refused by GitHub, not overwritten).
 */
import type { EditorSettings } from "../config/settings";
import { OtherFilesError, readOtherFiles, type RepoFile } from "../save/other-files";

type Fetch = typeof fetch;

export interface StoredFile {
  text: string;
  /** GitHub's blob sha; the local backend needs none. */
  sha: string | null;
}

export interface QuickBackend {
  /** The content files as they are now (for the dates, and the check across files). */
  list(): Promise<RepoFile[]>;
  read(file: string): Promise<StoredFile>;
  write(file: string, text: string, from: StoredFile, message: string): Promise<void>;
}

async function problemOf(response: Response, what: string): Promise<string> {
  const body = await response.text().catch(() => "");
  let said = body;
  try {
    const parsed = JSON.parse(body) as { error?: unknown; message?: unknown };
    said = String(parsed.error ?? parsed.message ?? body);
  } catch {
    // plain text
  }
  return said.trim() || `${what} svarte ${response.status}.`;
}

function localBackend(settings: Extract<EditorSettings, { backend: "local" }>, fetcher: () => Fetch): QuickBackend {
  const ask = async (action: string, params: object) => {
    const response = await fetcher()(settings.proxyUrl, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ action, params: { branch: "main", ...params } }),
    });
    if (!response.ok) throw new OtherFilesError(await problemOf(response, "Den lokale lagringen"));
    return response.json() as Promise<unknown>;
  };
  return {
    list: () => readOtherFiles(settings, { fetcher: fetcher() }),
    async read(file) {
      const entry = (await ask("getEntry", { path: file })) as { data?: unknown };
      if (typeof entry?.data !== "string") throw new OtherFilesError(`Fant ikke ${file}.`);
      return { text: entry.data, sha: null };
    },
    async write(file, text, _from, message) {
      // As Decap's proxy backend sends a save: the file's text under dataFiles, no pictures.
      const slug = file.replace(/^.*\//, "").replace(/\.[a-z]+$/, "");
      await ask("persistEntry", {
        dataFiles: [{ slug, path: file, raw: text }],
        assets: [],
        options: { commitMessage: message, useWorkflow: false, status: "" },
      });
    },
  };
}

/** The token Decap keeps of the GitHub login (save/other-files.ts reads the same). */
function githubToken(storage: Storage): string {
  try {
    const user = JSON.parse(storage.getItem("decap-cms-user") ?? "null") as { token?: unknown } | null;
    if (user && typeof user.token === "string" && user.token) return user.token;
  } catch {
    // an unreadable entry is no login
  }
  throw new OtherFilesError("Du er ikke logget inn hos GitHub. Åpne full redigering og logg inn først.");
}

const toBase64 = (text: string) => {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
};
const fromBase64 = (base64: string) =>
  new TextDecoder().decode(Uint8Array.from(atob(base64.replace(/\s/g, "")), (c) => c.charCodeAt(0)));

function githubBackend(
  settings: Extract<EditorSettings, { backend: "github" }>,
  fetcher: () => Fetch,
  storage: () => Storage,
): QuickBackend {
  const url = (file: string) =>
    `${settings.apiRoot}/repos/${settings.repo}/contents/${file.split("/").map(encodeURIComponent).join("/")}`;
  const headers = () => ({
    Authorization: `token ${githubToken(storage())}`,
    Accept: "application/vnd.github+json",
    "Content-Type": "application/json",
  });
  return {
    list: () => readOtherFiles(settings, { fetcher: fetcher(), storage: storage() }),
    async read(file) {
      const response = await fetcher()(`${url(file)}?ref=${encodeURIComponent(settings.branch)}`, {
        headers: headers(),
        cache: "no-store",
      });
      if (!response.ok) throw new OtherFilesError(`GitHub ga ikke ${file}: ${await problemOf(response, "GitHub")}`);
      const body = (await response.json()) as { content?: unknown; sha?: unknown };
      if (typeof body.content !== "string" || typeof body.sha !== "string") throw new OtherFilesError(`GitHub ga ikke ${file}.`);
      return { text: fromBase64(body.content), sha: body.sha };
    },
    async write(file, text, from, message) {
      const response = await fetcher()(url(file), {
        method: "PUT",
        headers: headers(),
        body: JSON.stringify({ message, content: toBase64(text), sha: from.sha, branch: settings.branch }),
      });
      if (response.status === 409 || response.status === 422)
        throw new OtherFilesError("Noen andre endret den samme filen i mellomtiden. Last inn siden og prøv igjen.");
      if (!response.ok) throw new OtherFilesError(`GitHub lagret ikke: ${await problemOf(response, "GitHub")}`);
    },
  };
}

/**
 * The backend of these settings. `fetcher` is asked at each request: the local session's secret is
 * added to window.fetch once it is known (save/local-session.ts).
 */
export function quickBackend(
  settings: EditorSettings,
  { fetcher = () => window.fetch, storage = () => window.localStorage }: { fetcher?: () => Fetch; storage?: () => Storage } = {},
): QuickBackend {
  return settings.backend === "local" ? localBackend(settings, fetcher) : githubBackend(settings, fetcher, storage);
}
