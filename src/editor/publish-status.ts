import { askForBuild } from "../site-check/site-check";
import { hideNotice, showNotice } from "./ui/notice";

/**
 * "Publisert" only once the site that is served has the change: after a save, the editor asks the
 * site's /build.json which build it serves, and counts a build other than the one served when the
 * save was made; where the id says when the build started (gatsby/post-build/build-id.ts: it
 * begins with that moment), only one that started after the save, since a build already under way
 * read the files before it. With the local backend that is `npm start`'s rebuild, seconds away;
 * with GitHub the workflow's, minutes away.
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

/** Whether the build `id` has the save: another build than the one served then, started after it where its id says. */
export function isLater(id: string, servedAtSave: string | null, savedAt: number): boolean {
  if (id === servedAtSave) return false;
  const started = buildStartOf(id);
  return started === null || started >= savedAt;
}

let saving: { savedAt: number; before: Promise<string | null> } | null = null;

/** A new save starts: what was said of the last one goes, and its watch ends. */
export function stopWatching(): void {
  watching += 1;
  hideNotice(NOTICE);
}

/** Called as a save starts, before anything is written: which build is served then. */
export function noteSaveStarting(): void {
  saving = { savedAt: Date.now(), before: askForBuild().then((answer) => (answer.reached ? answer.buildId : null)) };
}

/** Called once the save is written: tells the editor when the served site has it. */
export function watchPublishing(): void {
  const run = ++watching;
  const { savedAt, before } = saving ?? { savedAt: Date.now(), before: Promise.resolve(null) };
  saving = null;
  notice("Lagret. Nettstedet bygges på nytt med endringen …", "waiting");
  const poll = async () => {
    if (run !== watching) return; // a newer save is watched now
    const answer = await askForBuild();
    const id = answer.reached ? answer.buildId : null;
    if (id && isLater(id, await before, savedAt)) {
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
