// When a lobby screen's corner note appears (ScreenHealthMark). Plain numbers, so the browser tests
// can hold a screen to them through the contract.

/** How long a screen goes without reaching the site before it shows the mark. */
export const OFFLINE_MARK_MS = 30 * 60_000;
/** How old a screen's data may grow (the site builds every night) before it shows when it was made. */
export const STALE_DATA_MS = 24 * 60 * 60_000;
