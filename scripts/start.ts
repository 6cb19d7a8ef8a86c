// `npm start`: builds the site, then serves it with nginx and the site's own rules on
// http://localhost:9000 (PORT), with the local cinema API stand-in on http://localhost:9100 next
// to it (the site is built pointing there).
import path from "node:path";
import { DEMO_MEMBER } from "../dev/cinema-api/data";
import { createCinemaApi } from "../dev/cinema-api/server";
import { cinemaEnv, gatsbyBuild } from "./gatsby-build";
import { startContent } from "./sample-programme";
import { CALENDAR_SEQUENCE_FILE } from "../gatsby/post-build/calendar-sequence";
import { closeNginx, ensureNginx, startNginx } from "./nginx";
import { DEFAULT_EDITOR_PORT, editorBuildEnv, startLocalEditor } from "./editor";

const root = path.join(__dirname, "..");
const sitePort = Number(process.env.PORT || 9000);
const apiPort = Number(process.env.CINEMA_API_PORT || 9100);
const editorPort = Number(process.env.EDITOR_PORT || DEFAULT_EDITOR_PORT);

async function main() {
  // Before the build: without nginx there is nothing to serve it with.
  if (ensureNginx() !== 0) process.exit(1);
  // The sample programme, moved forward to today's week (scripts/sample-programme.ts); a venue's own
  // content is built as it is.
  const contentDir = process.env.CONTENT_DIR || path.join(root, "content");
  const moveContent = () => startContent(contentDir, path.join(root, CALENDAR_SEQUENCE_FILE), Date.now());
  let content = await moveContent();
  if (content.weeks > 0)
    console.log(`Eksempelprogrammet vises ${content.weeks} uker senere enn det er skrevet (content/SAMPLE.md).`);
  if (!process.argv.includes("--no-build")) {
    const status = await gatsbyBuild({ ...cinemaEnv(apiPort), ...content.env, ...editorBuildEnv(editorPort) });
    if (status !== 0) process.exit(status);
  }

  const site = await startNginx({ root: path.join(root, "public"), port: sitePort });
  const url = site.url;
  const api = createCinemaApi({ allowedOrigins: [url, `http://127.0.0.1:${sitePort}`], contentDir: content.dir });
  const { url: apiUrl } = await api.listen(apiPort, "127.0.0.1");
  // The web editor at /admin/ saves into content/; each save rebuilds the site (scripts/editor/).
  const editor = await startLocalEditor({
    repoDir: path.dirname(contentDir),
    port: editorPort,
    // The editor answers the /admin/ page at this site's own addresses only.
    siteOrigins: [url, `http://127.0.0.1:${sitePort}`],
    env: { ...process.env, ...cinemaEnv(apiPort) },
    rebuild: async () => {
      // The same moved copy, with the saved file brought over (the others stay as they were).
      content = await moveContent();
      // Its output only if it fails: the editor's own lines say when it starts and ends.
      return gatsbyBuild({ ...cinemaEnv(apiPort), ...content.env, ...editorBuildEnv(editorPort) }, { quiet: true });
    },
  });

  console.log(`
Nettstedet kjører på ${url} (nginx, ${site.prefix}/nginx.conf)
Kino-API (lokal stand-in) på ${apiUrl}/118/ og ${apiUrl}/178/
Demo-innlogging: ${DEMO_MEMBER.Email} / ${DEMO_MEMBER.Password}
Redigering: ${url}/admin/ (lagrer i content/, nettstedet bygges på nytt etter hver lagring)
Stopp med Ctrl+C.
`);

  const stop = () => {
    editor.close();
    // The moved copy of the sample content, and its calendar record, were for this run only.
    content.remove();
    void Promise.all([closeNginx(site), api.close()]).then(() => process.exit(0));
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

void main();
