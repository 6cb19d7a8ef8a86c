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

  it("mark news nobody asked for as quiet, and an answer to the visitor as not", () => {
    announce("Lagret", document, true);
    expect(screen.getByRole("status")).toHaveAttribute("data-quiet");
    announce("Ikke lagret");
    expect(screen.getByRole("status")).not.toHaveAttribute("data-quiet");
  });
});
