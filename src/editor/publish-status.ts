import { askForBuild } from "../lib/site-check";
import { showNotice } from "./ui/notice";

/**
 * "Publisert" only once the site that is served has the change: after a save, the editor asks the
 * site's /build.json which build it serves, and a build counts once it started after the save (a
 * build's id begins with the moment it started, gatsby/post-build/build-id.ts). With the local
 * backend that is `npm start`'s rebuild, seconds away; with GitHub the workflow's, minutes away.
 */
const POLL_MS = 2000;
const GIVE_UP_MS = 30 * 60 * 1000;

/** When a build started, from its id ("20261126T031500123…" digits first), or null. */
export function buildStartOf(buildId: string): number | null {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\d{3})/.exec(buildId);
  if (!m) return null;
  const [y, mo, d, h, mi, s, ms] = m.slice(1).map(Number);
  return Date.UTC(y, mo - 1, d, h, mi, s, ms);
}

const NOTICE = "publiseringsstatus";
const TONE = { waiting: "info", live: "live", late: "error" } as const;
const notice = (text: string, state: keyof typeof TONE) => showNotice(NOTICE, text, TONE[state]);

let watching = 0;

export function watchPublishing(savedAt: number = Date.now()): void {
  const run = ++watching;
  notice("Lagret. Nettstedet bygges på nytt med endringen …", "waiting");
  const poll = async () => {
    if (run !== watching) return; // a newer save is watched now
    const answer = await askForBuild();
    const started = answer.reached && answer.buildId ? buildStartOf(answer.buildId) : null;
    if (started !== null && started >= savedAt) {
      notice("Publisert: endringen vises nå på nettstedet.", "live");
      return;
    }
    if (Date.now() - savedAt > GIVE_UP_MS) {
      notice("Lagret, men nettstedet er ikke bygget på nytt ennå. Sjekk byggingen (se docs/editing.md).", "late");
      return;
    }
    window.setTimeout(poll, POLL_MS);
  };
  window.setTimeout(poll, POLL_MS);
}
