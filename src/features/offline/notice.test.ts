import { screen } from "@testing-library/react";
import { announce, ensureNoticeRegion, NOTICE_SHOW_MS } from "./notice";

describe("the site's notices", () => {
  it("use one live region and clear after a while", () => {
    jest.useFakeTimers();
    ensureNoticeRegion();
    ensureNoticeRegion();
    expect(screen.getAllByRole("status")).toHaveLength(1);
    announce("Første");
    announce("Andre");
    expect(screen.getByRole("status")).toHaveTextContent("Andre");
    jest.advanceTimersByTime(NOTICE_SHOW_MS - 1);
    expect(screen.getByRole("status")).toHaveTextContent("Andre");
    jest.advanceTimersByTime(1);
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    jest.useRealTimers();
  });

  describe("with the urgent notices' bar", () => {
    // jsdom lays nothing out and has no ResizeObserver: the bar's height and its observer are stood in for.
    let height = 0;
    let bar: HTMLElement;
    const observers: { callback: () => void; target: Element | null; connected: boolean }[] = [];
    const below = () => screen.getByRole("status").style.getPropertyValue("--below-urgent-notices");
    const resize = (to: number) => {
      height = to;
      observers.filter((o) => o.connected && o.target === bar).forEach((o) => o.callback());
    };
    beforeEach(() => {
      jest.useFakeTimers();
      bar = document.createElement("div");
      bar.className = "urgent-notices";
      bar.getBoundingClientRect = () => ({ height }) as DOMRect;
      document.body.append(bar);
      window.ResizeObserver = class {
        private readonly me: (typeof observers)[number];
        constructor(callback: () => void) {
          this.me = { callback, target: null, connected: true };
          observers.push(this.me);
        }
        observe(target: Element) {
          this.me.target = target;
        }
        unobserve() {}
        disconnect() {
          this.me.connected = false;
        }
      } as unknown as typeof ResizeObserver;
    });
    afterEach(() => {
      jest.advanceTimersByTime(NOTICE_SHOW_MS);
      jest.useRealTimers();
      bar.remove();
      height = 0;
      observers.length = 0;
      delete (window as { ResizeObserver?: unknown }).ResizeObserver;
    });

    it("give a notice the bar's height to go below it (the stylesheet uses it while the question puts both at the top)", () => {
      height = 136.4;
      announce("En ny versjon");
      expect(below()).toBe("136px");
      // The bar empty (its notice closed) is not drawn: the next notice is at the top.
      height = 0;
      announce("En ny versjon");
      expect(below()).toBe("");
    });

    it("follow a bar that comes, grows or closes while the notice shows, and stop once it is gone", () => {
      announce("En ny versjon");
      expect(below()).toBe("");
      resize(88.6);
      expect(below()).toBe("89px");
      resize(170);
      expect(below()).toBe("170px");
      resize(0);
      expect(below()).toBe("");
      jest.advanceTimersByTime(NOTICE_SHOW_MS);
      expect(screen.getByRole("status")).toBeEmptyDOMElement();
      expect(observers.every((o) => !o.connected)).toBe(true);
    });

    it("follow only for the latest notice, and not for news nobody asked for", () => {
      announce("Første");
      announce("Andre");
      expect(observers.filter((o) => o.connected)).toHaveLength(1);
      announce("Lagret", document, true);
      expect(observers.filter((o) => o.connected)).toHaveLength(0);
    });
  });

  it("mark news nobody asked for as quiet, and an answer to the visitor as not", () => {
    announce("Lagret", document, true);
    expect(screen.getByRole("status")).toHaveAttribute("data-quiet");
    announce("Ikke lagret");
    expect(screen.getByRole("status")).not.toHaveAttribute("data-quiet");
  });
});
