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
});
