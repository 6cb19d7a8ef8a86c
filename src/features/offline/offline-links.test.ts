import { guardOfflineLinks } from "./offline-links";
import { ensureNoticeRegion } from "./notice";
import { isSavedOffline } from "./saved-offline";
import { OFFLINE_MESSAGES } from "./messages";
import { KJOKKEN_SAVED, fakeWindow, settle } from "./offline-fakes";

// A page built of islands has no Gatsby runtime: offline, a link to a saved page is handed to the
// page to open (src/islands/boot.ts); to any other, the visitor stays and is told why.

function guarded(options: Parameters<typeof fakeWindow>[0]) {
  const fake = fakeWindow(options);
  (fake.win as unknown as { location: URL }).location = new URL("http://localhost/article/gaven");
  ensureNoticeRegion(fake.win.document);
  const open = jest.fn();
  guardOfflineLinks(isSavedOffline, open, fake.win);
  return { ...fake, open };
}

/** A link clicked as a visitor clicks; answers whether the browser would follow it itself. */
function click(win: Window, href: string): boolean {
  const link = win.document.createElement("a");
  link.setAttribute("href", href);
  link.textContent = "Kjøkken";
  win.document.body.append(link);
  const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
  link.dispatchEvent(event);
  return !event.defaultPrevented;
}

const notice = (win: Window) => win.document.getElementById("site-notice")?.textContent;

describe("a link on a page built of islands", () => {
  it("online, is the browser's to follow", async () => {
    const { win, open, caches } = guarded({ online: true });
    expect(click(win, "/kjokken")).toBe(true);
    await settle();
    expect(caches.match).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
  });

  it("offline, hands a saved page to be opened", async () => {
    const { win, open } = guarded({ cached: KJOKKEN_SAVED });
    expect(click(win, "/kjokken?x=1#meny")).toBe(false);
    await settle();
    expect(open).toHaveBeenCalledWith(new URL("http://localhost/kjokken?x=1#meny"));
    expect(notice(win)).toBe("");
  });

  it("offline, keeps the visitor on the page and says why when the page is not saved", async () => {
    const cached = { ...KJOKKEN_SAVED };
    delete cached["/page-data/kjokken/page-data.json"];
    const { win, open } = guarded({ cached });
    expect(click(win, "/kjokken")).toBe(false);
    await settle();
    expect(open).not.toHaveBeenCalled();
    expect(notice(win)).toBe(OFFLINE_MESSAGES.pageNotSaved);
  });

  it("offline, leaves a link out of the site, and a file, to the browser", async () => {
    const { win, open } = guarded({});
    expect(click(win, "https://billett.example.no/kjop")).toBe(true);
    expect(click(win, "/kalender/jazz.ics")).toBe(true);
    await settle();
    expect(open).not.toHaveBeenCalled();
  });
});
