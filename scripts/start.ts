// `npm start`: builds the site, then serves it on http://localhost:9000 with the local cinema
// API stand-in on http://localhost:9100 next to it (the site is built pointing there).
import fs from "node:fs";
import path from "node:path";
import { DEMO_MEMBER } from "../dev/cinema-api/data";
import { createCinemaApi } from "../dev/cinema-api/server";
import { cinemaEnv, gatsbyBuild } from "./gatsby-build";
import { contentAsOf } from "./sample-programme";
import {
  CALENDAR_SEQUENCE_FILE,
  datePrints,
  formatRecord,
  readRecord,
  updateRecord,
} from "../gatsby/post-build/calendar-sequence";
import { readProgrammeForCalendar } from "../gatsby/sources/read-programme";
import { startStaticServer } from "./static-server";

const root = path.join(__dirname, "..");
const sitePort = Number(process.env.PORT || 9000);
const apiPort = Number(process.env.CINEMA_API_PORT || 9100);

async function main() {
  // The sample programme, moved forward to today's week (scripts/sample-programme.ts); a venue's own
  // content is built as it is.
  const content = contentAsOf(process.env.CONTENT_DIR || path.join(root, "content"), Date.now());
  const moved: Record<string, string> = {};
  if (content.weeks > 0) {
    console.log(`Eksempelprogrammet vises ${content.weeks} uker senere enn det er skrevet (content/SAMPLE.md).`);
    // Its calendar entries moved, so their revision numbers go up once, as for any moved date.
    const record = updateRecord(
      readRecord(path.join(root, CALENDAR_SEQUENCE_FILE)),
      datePrints(await readProgrammeForCalendar(content.dir, {})),
    );
    moved.CALENDAR_SEQUENCE_PATH = `${content.dir}-${CALENDAR_SEQUENCE_FILE}`;
    fs.writeFileSync(moved.CALENDAR_SEQUENCE_PATH, formatRecord(record));
  }
  if (!process.argv.includes("--no-build")) {
    const status = await gatsbyBuild({ ...cinemaEnv(apiPort), CONTENT_DIR: content.dir, ...moved });
    if (status !== 0) process.exit(status);
  }

  const { server: site, url } = await startStaticServer({ root: path.join(root, "public"), port: sitePort, host: "127.0.0.1" });
  const api = createCinemaApi({ allowedOrigins: [url, `http://127.0.0.1:${sitePort}`], contentDir: content.dir });
  const { url: apiUrl } = await api.listen(apiPort, "127.0.0.1");

  console.log(`
Nettstedet kjører på ${url}
Kino-API (lokal stand-in) på ${apiUrl}/118/ og ${apiUrl}/178/
Demo-innlogging: ${DEMO_MEMBER.Email} / ${DEMO_MEMBER.Password}
Stopp med Ctrl+C.
`);

  const stop = () => {
    site.close();
    void api.close();
    // The moved copy of the sample content, and its calendar record, were for this run only.
    if (content.dir !== path.join(root, "content") && content.weeks > 0) {
      fs.rmSync(content.dir, { recursive: true, force: true });
      if (moved.CALENDAR_SEQUENCE_PATH) fs.rmSync(moved.CALENDAR_SEQUENCE_PATH, { force: true });
    }
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

void main();
