/**
 * Gatsby's worker registration (gatsby/cache-dir/register-service-worker.js) logs an installing
 * worker that becomes redundant as an error. It is an expected event: a new build's worker whose
 * install could not finish (the connection went, the deploy was still uploading) is dropped, the
 * worker in charge stays, and the next check tries again; a newer worker arriving mid-install drops
 * the older one the same way. Nothing is wrong with the page, so it is told as information, and a
 * console that shows an error means something is.
 */
export const REDUNDANT_WORKER_MESSAGE = "The installing service worker became redundant.";
export const REDUNDANT_WORKER_NOTE =
  "En ny versjon av nettstedet ble ikke installert denne gangen (ingen nett, eller opplastingen var ikke ferdig); den som er i bruk, fortsetter, og neste sjekk prøver igjen.";

let quieted = false;

export function quietExpectedWorkerErrors(con: Console = console): void {
  if (quieted) return;
  quieted = true;
  const error = con.error.bind(con);
  con.error = (...args: unknown[]) => {
    if (args.length === 1 && args[0] === REDUNDANT_WORKER_MESSAGE) con.info(REDUNDANT_WORKER_NOTE);
    else error(...args);
  };
}
