import React from "react";
import { renderToString } from "react-dom/server";
import { act, waitFor } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { Image, plainPicture } from "../components/Image";
import { resetMainPicture, subscribeMainPicture } from "../pictures/main-picture";
import { giveWaitingPicturesIn, showWaitingPictures } from "./waiting-pictures";
import { fakeIntersection } from "../test-utils/intersection";
import { NEAR_SCREEN_MARGIN, ON_SCREEN_MARGIN } from "../pictures/near-screen";
import { hydratePart } from "./hydrate-part";

/**
 * A page as the build wrote it: the main picture, three that wait: one in the page, one in an
 * island that has started (React draws it), one in an island that has not.
 */
function serverPage() {
  const main = renderToString(<Image picture={plainPicture("/hoved.jpg", "Hovedbildet")} eager />);
  const other = renderToString(<Image picture={plainPicture("/kort.jpg", "Et kort")} />);
  const started = renderToString(<Image picture={plainPicture("/oy.jpg", "I en øy")} />);
  const waiting = renderToString(<Image picture={plainPicture("/vent.jpg", "I en øy som venter")} />);
  document.body.innerHTML = `<main>${main}${other}<div class="island" data-island-started>${started}</div><div class="island" id="venter">${waiting}</div></main>`;
}

const srcs = () => [...document.querySelectorAll("img")].map((img) => img.getAttribute("src"));

beforeEach(() => resetMainPicture());

describe("the waiting pictures of a page built of islands", () => {
  it("get their files once the main picture is shown, in the frames the server wrote; those in a started island are its React's", async () => {
    serverPage();
    expect(showWaitingPictures(document)).toBe(3);
    expect(srcs()).toEqual(["/hoved.jpg"]);
    // jsdom loads no picture: the main one is shown as its load event comes.
    const main = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')!;
    main.dispatchEvent(new Event("load"));
    // After the next frame: however busy the machine, it is waited for, not a fixed time.
    await waitFor(() => expect(srcs()).toEqual(["/hoved.jpg", "/kort.jpg", "/vent.jpg"]));
    const shown = document.querySelector('img[src="/kort.jpg"]')!;
    expect(shown.getAttribute("alt")).toBe("Et kort");
    expect(shown.getAttribute("loading")).toBe("lazy");
    expect(shown.closest(".img-frame")).not.toBeNull();
    expect(document.querySelectorAll(".island[data-island-started] .img-frame__waiting")).toHaveLength(1);
  });

  it("an island started after its pictures were given their files takes them over as they are", async () => {
    serverPage();
    showWaitingPictures(document);
    document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')!.dispatchEvent(new Event("load"));
    await waitFor(() => expect(srcs()).toContain("/vent.jpg"));
    document.documentElement.dataset.hydrated = "true";
    const shown = document.querySelector('img[src="/vent.jpg"]');
    const error = jest.spyOn(console, "error");
    await act(async () => {
      hydrateRoot(document.getElementById("venter")!, <Image picture={plainPicture("/vent.jpg", "I en øy som venter")} />);
    });
    expect(document.querySelector('img[src="/vent.jpg"]')).toBe(shown);
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
    delete document.documentElement.dataset.hydrated;
  });

  it("get their files at once when the main picture was shown before they were handed out", async () => {
    serverPage();
    // Something else on the page (an island's picture) watched the main picture first, and saw it shown.
    let shown = false;
    subscribeMainPicture(() => (shown = true));
    document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')!.dispatchEvent(new Event("load"));
    await waitFor(() => expect(shown).toBe(true));
    showWaitingPictures(document);
    expect(srcs()).toEqual(["/hoved.jpg", "/kort.jpg", "/vent.jpg"]);
  });

  it("show at once on a page without a main picture", () => {
    document.body.innerHTML = renderToString(<Image picture={plainPicture("/kort.jpg", "Et kort")} />);
    showWaitingPictures(document);
    expect(srcs()).toEqual(["/kort.jpg"]);
  });

  it("puts back only the picture the server wrote, whatever its words hold", () => {
    // Words an editor could write: an end of the <noscript>, markup, an event handler.
    const hostile = ['</noscript><img src="/x.gif" onerror="alert(1)">', "<script>alert(1)</script>", '" onload="alert(1)'];
    document.body.innerHTML = hostile.map((alt) => renderToString(<Image picture={plainPicture("/kort.jpg", alt)} />)).join("");
    showWaitingPictures(document);
    expect(srcs()).toEqual(["/kort.jpg", "/kort.jpg", "/kort.jpg"]);
    expect([...document.querySelectorAll("img")].map((img) => img.getAttribute("alt"))).toEqual(hostile);
    expect(document.querySelectorAll("script, [onerror], [onload]")).toHaveLength(0);
  });
});

describe("the waiting pictures, where the browser tells what is near the screen", () => {
  const io = fakeIntersection();
  beforeEach(() => io.install());
  afterEach(() => {
    io.restore();
    delete document.documentElement.dataset.hydrated;
  });
  const frameOf = (src: string) =>
    [...document.querySelectorAll(".img-frame")].find((f) => f.querySelector("noscript")?.textContent?.includes(src))!;

  it("get their files only as each comes near the screen, after the main picture is shown", async () => {
    serverPage();
    showWaitingPictures(document);
    expect(io.watched()).toEqual([]);
    document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')!.dispatchEvent(new Event("load"));
    // Each picture's frame is watched (the waiting span inside it may have no box of its own).
    await waitFor(() => expect(io.watched()).toEqual([frameOf("/kort.jpg"), frameOf("/vent.jpg")]));
    expect(srcs()).toEqual(["/hoved.jpg"]);
    io.seen(frameOf("/vent.jpg"), true);
    expect(srcs()).toEqual(["/hoved.jpg", "/vent.jpg"]);
    io.seen(frameOf("/kort.jpg"), false);
    expect(srcs()).toEqual(["/hoved.jpg", "/vent.jpg"]);
    io.seen(frameOf("/kort.jpg"), true);
    expect(srcs()).toEqual(["/hoved.jpg", "/kort.jpg", "/vent.jpg"]);
  });

  it("before the visitor moves, only those on the screen get files; after a scroll, each one screen ahead does", async () => {
    serverPage();
    showWaitingPictures(document);
    document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')!.dispatchEvent(new Event("load"));
    await waitFor(() => expect(io.watched(ON_SCREEN_MARGIN)).toHaveLength(2));
    expect(io.watched(NEAR_SCREEN_MARGIN)).toEqual([]);
    // Within a screen of it, not on it: the first screen's reader fetches nothing below it.
    io.seen(frameOf("/kort.jpg"), true, NEAR_SCREEN_MARGIN);
    expect(srcs()).toEqual(["/hoved.jpg"]);
    io.seen(frameOf("/vent.jpg"), true, ON_SCREEN_MARGIN);
    expect(srcs()).toEqual(["/hoved.jpg", "/vent.jpg"]);
    window.dispatchEvent(new Event("scroll"));
    expect(io.watched(NEAR_SCREEN_MARGIN)).toEqual([frameOf("/kort.jpg")]);
    io.seen(frameOf("/kort.jpg"), true, NEAR_SCREEN_MARGIN);
    expect(srcs()).toEqual(["/hoved.jpg", "/kort.jpg", "/vent.jpg"]);
    // Given its files, a frame is watched no more, on the screen or ahead of it.
    expect(io.watched()).toEqual([]);
  });

  it("a visitor who moved before the main picture was shown has the pictures a screen ahead watched at once", async () => {
    serverPage();
    showWaitingPictures(document);
    window.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab" }));
    document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')!.dispatchEvent(new Event("load"));
    await waitFor(() => expect(io.watched(NEAR_SCREEN_MARGIN)).toHaveLength(2));
    expect(io.watched(ON_SCREEN_MARGIN)).toEqual([]);
    io.seen(frameOf("/kort.jpg"), true, NEAR_SCREEN_MARGIN);
    expect(srcs()).toEqual(["/hoved.jpg", "/kort.jpg"]);
  });

  it("an island that starts while its picture is still far gets the picture's files first, and hydrates without a warning", async () => {
    serverPage();
    showWaitingPictures(document);
    document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')!.dispatchEvent(new Event("load"));
    await waitFor(() => expect(io.watched()).toHaveLength(2));
    document.documentElement.dataset.hydrated = "true";
    const island = document.getElementById("venter")!;
    giveWaitingPicturesIn(island);
    expect(srcs()).toEqual(["/hoved.jpg", "/vent.jpg"]);
    const error = jest.spyOn(console, "error");
    await act(async () => {
      hydrateRoot(island, <Image picture={plainPicture("/vent.jpg", "I en øy som venter")} />);
    });
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
    // Seen later, the frame it took over is left to its React.
    io.seen(frameOf("/vent.jpg") ?? island, true);
    expect(document.querySelectorAll('img[src="/vent.jpg"]')).toHaveLength(1);
  });

  it("an island that starts while the page still takes over its markup keeps its waiting pictures, which it draws so", () => {
    serverPage();
    const island = document.getElementById("venter")!;
    giveWaitingPicturesIn(island);
    expect(island.querySelector(".img-frame__waiting")).not.toBeNull();
  });
});

describe("an island hydrating on a page of islands", () => {
  /** Starts the island as start-islands does (its pictures decided first), answering what React complained of. */
  async function startIsland(island: HTMLElement): Promise<unknown[][]> {
    const error = jest.spyOn(console, "error");
    try {
      await act(async () => {
        const withFiles = giveWaitingPicturesIn(island);
        hydratePart(island, () => <Image picture={plainPicture("/vent.jpg", "I en øy som venter")} />, {}, withFiles);
      });
      return [...error.mock.calls];
    } finally {
      error.mockRestore();
    }
  }
  const io = fakeIntersection();
  beforeEach(() => io.install());
  afterEach(() => io.restore());

  it("finds its pictures as it draws them when the main picture was shown before the page's islands opened, one of them near and given its files already", async () => {
    serverPage();
    showWaitingPictures(document);
    document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')!.dispatchEvent(new Event("load"));
    await waitFor(() => expect(io.watched()).toHaveLength(2));
    // Near: given its files by the page, in an island that has not started. The page's islands have
    // not all opened yet (no data-hydrated).
    io.seen(document.querySelector("#venter .img-frame")!, true);
    expect(srcs()).toEqual(["/hoved.jpg", "/vent.jpg"]);
    expect(document.documentElement.dataset.hydrated).toBeUndefined();
    const island = document.getElementById("venter")!;
    expect(await startIsland(island)).toEqual([]);
    expect(island.querySelectorAll('img[src="/vent.jpg"]')).toHaveLength(1);
  });

  it("draws its pictures waiting when the main picture is not shown yet, and gives them files as they come near", async () => {
    serverPage();
    showWaitingPictures(document);
    const island = document.getElementById("venter")!;
    expect(await startIsland(island)).toEqual([]);
    island.setAttribute("data-island-started", "");
    expect(island.querySelector(".img-frame__waiting")).not.toBeNull();
    await act(async () =>
      document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')!.dispatchEvent(new Event("load")),
    );
    // React's picture is watched for itself; the page leaves the frames of a started island alone.
    await waitFor(() => expect(io.watched()).toContain(island.querySelector(".img-frame")));
    await act(async () => io.seen(island.querySelector(".img-frame")!, true));
    await waitFor(() => expect(island.querySelectorAll('img[src="/vent.jpg"]')).toHaveLength(1));
  });
});
