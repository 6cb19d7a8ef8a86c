import React, { useLayoutEffect } from "react";
import { act, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { Image, PicturesComing, PicturesContext, plainPicture, usePictures } from "./Image";
import { FocalImage } from "./FocalImage";
import type { Picture } from "../pictures/picture";
import { hydrateRoot } from "react-dom/client";
import { resetMainPicture, subscribeMainPicture } from "../pictures/main-picture";
import { fakeIntersection } from "../test-utils/intersection";

const photo: Picture = {
  url: "/images/kor.jpg",
  alt: "Koret synger",
  src: "/static/img/kor-720x480-a.jpg",
  srcSet: "/static/img/kor-360x240-a.jpg 360w, /static/img/kor-720x480-a.jpg 720w",
  sizes: "(min-width: 1080px) 380px, 100vw",
  width: 720,
  height: 480,
  sources: [
    { media: "(max-width: 719px)", type: "image/webp", srcSet: "/static/img/kor-480x360-b.webp 480w", sizes: "100vw" },
    {
      type: "image/webp",
      srcSet: "/static/img/kor-360x240-a.webp 360w, /static/img/kor-720x480-a.webp 720w",
      sizes: "(min-width: 1080px) 380px, 100vw",
    },
  ],
  small: { width: 480, height: 360, media: "(max-width: 719px)" },
  placeholder: "linear-gradient(#101010, #202020, #303030)",
  position: "30% 60%",
};

describe("Image", () => {
  beforeEach(() => resetMainPicture());

  it("offers the browser every width and WebP before the JPEG, in a frame that keeps its place with the photo's colours", () => {
    const { container } = render(<Image picture={photo} />);
    const img = screen.getByRole("img", { name: "Koret synger" });
    expect(img).toHaveAttribute("srcset", photo.srcSet);
    expect(img).toHaveAttribute("sizes", photo.sizes);
    expect(img).toHaveAttribute("width", "720");
    expect(img).toHaveAttribute("height", "480");
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).not.toHaveAttribute("fetchpriority");
    expect(img).toHaveStyle({ objectPosition: "30% 60%" });
    const sources = [...container.querySelectorAll("source")];
    expect(sources.map((s) => [s.getAttribute("media"), s.getAttribute("type")])).toEqual([
      ["(max-width: 719px)", "image/webp"],
      [null, "image/webp"],
    ]);
    const frame = container.querySelector(".img-frame") as HTMLElement;
    expect(frame.style.getPropertyValue("--img-ratio")).toBe("720 / 480");
    expect(frame.style.getPropertyValue("--img-ratio-small")).toBe("480 / 360");
    expect(frame.style.getPropertyValue("--img-placeholder")).toBe("linear-gradient(#101010, #202020, #303030)");
  });

  it("loads the page's main picture at once and first", () => {
    render(<Image picture={photo} eager />);
    const img = screen.getByRole("img");
    expect(img).toHaveAttribute("loading", "eager");
    expect(img).toHaveAttribute("fetchpriority", "high");
  });

  it("shows a block's prepared picture by its content URL, and a file the build did not prepare as it is", () => {
    render(
      <PicturesContext.Provider value={{ "/images/kor.jpg": photo }}>
        <FocalImage src="/images/kor.jpg" alt="Koret" />
        <FocalImage src="/images/kart.svg" alt="Kart" focalPointQuery="fp-x=0.1&fp-y=0.2" />
      </PicturesContext.Provider>,
    );
    expect(screen.getByRole("img", { name: "Koret" })).toHaveAttribute("srcset", photo.srcSet);
    const map = screen.getByRole("img", { name: "Kart" });
    expect(map).toHaveAttribute("src", "/images/kart.svg");
    expect(map).not.toHaveAttribute("srcset");
    expect(map).toHaveStyle({ objectPosition: "10% 20%" });
    expect(plainPicture("/a.svg", "").sources).toEqual([]);
  });

  it("keeps a picture still coming to its frame, asking for no file, until the block has it", () => {
    const block = (pictures: Record<string, Picture>) => (
      <PicturesContext.Provider value={pictures}>
        <PicturesComing.Provider value>
          <FocalImage src="/images/kor.jpg" alt="Koret" eager />
        </PicturesComing.Provider>
      </PicturesContext.Provider>
    );
    const { container, rerender } = render(block({}));
    expect(container.querySelector("img, noscript")).toBeNull();
    expect(screen.getByRole("img", { name: "Koret" })).toHaveClass("img-frame__waiting");
    rerender(block({ "/images/kor.jpg": photo }));
    expect(screen.getByRole("img", { name: "Koret" })).toHaveAttribute("src", photo.src);
  });

  it("sends the other pictures without their files, keeping their place, with the files for browsers without JavaScript", () => {
    const html = renderToString(
      <>
        <Image picture={photo} eager />
        <Image picture={{ ...photo, alt: "Salen" }} />
      </>,
    );
    const page = document.createElement("div");
    page.innerHTML = html;
    const [main, ...others] = [...page.querySelectorAll("img")];
    expect(main).toHaveAttribute("srcset", photo.srcSet);
    expect(main).toHaveAttribute("fetchpriority", "high");
    // The waiting picture is no <img> yet (one would need a file): an element named by its alt text.
    expect(others).toEqual([]);
    const waiting = page.querySelector(".img-frame__waiting")!;
    expect(waiting).toHaveAttribute("role", "img");
    expect(waiting).toHaveAttribute("aria-label", "Salen");
    expect(waiting.closest(".img-frame")!.querySelectorAll("source")).toHaveLength(0);
    // Inside <noscript>, the whole picture (read as text or as elements, as the parser pleases).
    const fallback = waiting.closest(".img-frame")!.querySelector("noscript")!.innerHTML.toLowerCase();
    expect(fallback).toContain(`srcset="${photo.sources[0].srcSet}"`);
    expect(fallback).toContain('loading="lazy"');
    expect(html.match(/<noscript>/g)).toHaveLength(1);
  });

  describe("when the main picture was on the screen before", () => {
    beforeEach(() => {
      // No main picture in the document: it counts as shown at once.
      subscribeMainPicture(() => undefined)();
    });
    afterEach(() => delete document.documentElement.dataset.hydrated);

    it("takes over the server's markup as it is while the page hydrates, and gives the files after", async () => {
      const page = document.createElement("div");
      page.innerHTML = renderToString(<Image picture={{ ...photo, alt: "Salen" }} />);
      document.body.append(page);
      const complaints = jest.spyOn(console, "error").mockImplementation(() => undefined);
      try {
        let root: ReturnType<typeof hydrateRoot> | undefined;
        await act(async () => {
          root = hydrateRoot(page, <Image picture={{ ...photo, alt: "Salen" }} />);
        });
        expect(complaints).not.toHaveBeenCalled();
        expect(page.querySelector("img")).toHaveAttribute("srcset", photo.srcSet);
        act(() => root?.unmount());
      } finally {
        complaints.mockRestore();
        page.remove();
      }
    });

    it("renders a page reached by a link with the files from its first frame", () => {
      document.documentElement.dataset.hydrated = "true";
      let firstFrame: Element | null = null;
      function FirstFrame() {
        useLayoutEffect(() => {
          firstFrame ??= document.querySelector(".img-frame img");
        });
        return null;
      }
      render(
        <>
          <Image picture={{ ...photo, alt: "Salen" }} />
          <FirstFrame />
        </>,
      );
      expect(firstFrame).toHaveAttribute("srcset", photo.srcSet);
    });
  });

  describe("where the browser tells what is near the screen", () => {
    const io = fakeIntersection();
    beforeEach(() => io.install());
    afterEach(() => io.restore());

    it("gives a picture its files only once the main picture is shown and the picture is near the screen", () => {
      const { container } = render(<Image picture={{ ...photo, alt: "Salen" }} />);
      const frame = container.querySelector(".img-frame")!;
      // Not watched before the main picture is shown (none in this document: shown at once).
      expect(io.watched()).toEqual([frame]);
      act(() => io.seen(frame, false));
      expect(screen.getByRole("img", { name: "Salen", hidden: true })).not.toHaveAttribute("srcset");
      act(() => io.seen(frame, true));
      expect(screen.getByRole("img", { name: "Salen" })).toHaveAttribute("srcset", photo.srcSet);
      expect(io.watched()).toEqual([]);
    });

    it("watches nothing for the main picture, nor once unmounted", () => {
      const main = render(<Image picture={photo} eager />);
      expect(io.watched()).toEqual([]);
      main.unmount();
      const { unmount } = render(<Image picture={photo} />);
      expect(io.watched()).toHaveLength(1);
      unmount();
      expect(io.watched()).toEqual([]);
    });
  });

  it("gives the other pictures their files once the main picture is on the screen", () => {
    jest.useFakeTimers();
    try {
      const main = document.createElement("img");
      main.setAttribute("fetchpriority", "high");
      Object.defineProperty(main, "complete", { value: false });
      document.body.append(main);
      render(<Image picture={{ ...photo, alt: "Salen" }} />);
      expect(screen.getByRole("img", { name: "Salen", hidden: true })).not.toHaveAttribute("srcset");
      // jsdom has no largest-paint reports: a frame after the main picture has loaded.
      act(() => {
        main.dispatchEvent(new Event("load"));
        jest.runAllTimers();
      });
      expect(screen.getByRole("img", { name: "Salen" })).toHaveAttribute("srcset", photo.srcSet);
      main.remove();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe("usePictures", () => {
  it("gives a block's own pictures of the addresses asked, and none for an address that names what every object has", () => {
    let found: Record<string, Picture> = {};
    function Probe() {
      found = usePictures(["/images/kor.jpg", "constructor", "toString", "/images/annet.jpg"]);
      return null;
    }
    renderToString(
      <PicturesContext.Provider value={{ [photo.url]: photo }}>
        <Probe />
      </PicturesContext.Provider>,
    );
    expect(found).toEqual({ "/images/kor.jpg": photo });
    expect(Object.keys(found)).toEqual(["/images/kor.jpg"]);
  });
});
