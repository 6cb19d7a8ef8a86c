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

  it("go below the urgent notices' bar while the statistics question puts both at the window's top", () => {
    const bar = document.createElement("div");
    bar.className = "urgent-notices";
    document.body.append(bar);
    const below = () => screen.getByRole("status").style.getPropertyValue("--below-urgent-notices");
    bar.getBoundingClientRect = () => ({ bottom: 136.4 }) as DOMRect;
    // No question open: the bar is at the window's foot, and the notice stays where the stylesheet puts it.
    bar.append(document.createElement("section"));
    announce("En ny versjon");
    expect(below()).toBe("");
    document.documentElement.classList.add("has-consent-notice");
    announce("En ny versjon");
    expect(below()).toBe("136px");
    // Once the bar is empty (its notice closed), the next notice is at the top again.
    bar.replaceChildren();
    announce("En ny versjon");
    expect(below()).toBe("");
    document.documentElement.classList.remove("has-consent-notice");
    bar.remove();
  });

  it("mark news nobody asked for as quiet, and an answer to the visitor as not", () => {
    announce("Lagret", document, true);
    expect(screen.getByRole("status")).toHaveAttribute("data-quiet");
    announce("Ikke lagret");
    expect(screen.getByRole("status")).not.toHaveAttribute("data-quiet");
  });
});
