import React from "react";
import { renderToString } from "react-dom/server";
import { act, waitFor } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { Image, plainPicture } from "../components/Image";
import { resetMainPicture } from "../pictures/main-picture";
import { showWaitingPictures } from "./waiting-pictures";

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
