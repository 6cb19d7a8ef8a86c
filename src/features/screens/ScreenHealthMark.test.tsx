import React from "react";
import { render, screen } from "@testing-library/react";
import { OFFLINE_MARK_MS, STALE_DATA_MS } from "./health-marks";
import { ScreenHealthMark } from "./ScreenHealthMark";
import type { ScreenHealth } from "./build-watch";

const noon = Date.parse("2026-12-01T11:00:00Z"); // 12:00 in Oslo
const health = (h: Partial<ScreenHealth>): ScreenHealth => ({
  build: "b1",
  builtAt: noon,
  lastReachedAt: noon,
  offlineSince: null,
  savedCopy: false,
  newerBuild: null,
  checkedAt: noon,
  ...h,
});

describe("a lobby screen's health mark", () => {
  it("carries the screen's health for whoever looks, and says nothing while the site answers", () => {
    const { container } = render(<ScreenHealthMark health={health({})} />);
    const mark = container.querySelector(".screen-health")!;
    expect(mark).toBeEmptyDOMElement();
    expect(mark).toHaveAttribute("data-build", "b1");
    expect(mark).toHaveAttribute("data-last-reached", "2026-12-01T11:00:00.000Z");
    expect(mark).toHaveAttribute("data-saved-copy", "false");
  });

  it("says nothing for a short outage, and when it was last in touch after a long one", () => {
    const { rerender } = render(
      <ScreenHealthMark
        health={health({ offlineSince: noon + 60_000, savedCopy: true, checkedAt: noon + OFFLINE_MARK_MS - 1 })}
      />,
    );
    expect(screen.queryByText(/Uten nett/)).toBeNull();
    rerender(
      <ScreenHealthMark health={health({ offlineSince: noon + 60_000, savedCopy: true, checkedAt: noon + OFFLINE_MARK_MS })} />,
    );
    expect(screen.getByText("Uten nett siden 12:00")).toBeInTheDocument();
    rerender(
      <ScreenHealthMark
        health={health({
          builtAt: noon + 3 * 3600_000,
          offlineSince: noon + 60_000,
          savedCopy: true,
          checkedAt: noon + 26 * 3600_000,
        })}
      />,
    );
    expect(screen.getByText(/^Uten nett siden tir\. 1\. des\.? 12:00$/)).toBeInTheDocument();
  });

  it("says when its data was made once that is a day ago, and goes on saying it with the site reachable", () => {
    const { container, rerender } = render(<ScreenHealthMark health={health({ checkedAt: noon + STALE_DATA_MS - 1 })} />);
    expect(container.querySelector(".screen-health")).toBeEmptyDOMElement();
    expect(container.querySelector(".screen-health")).toHaveAttribute("data-built-at", "2026-12-01T11:00:00.000Z");
    rerender(<ScreenHealthMark health={health({ lastReachedAt: noon + STALE_DATA_MS, checkedAt: noon + STALE_DATA_MS })} />);
    expect(screen.getByText(/^Sist oppdatert tir\. 1\. des\.? 12:00$/)).toBeInTheDocument();
    rerender(
      <ScreenHealthMark
        health={health({ offlineSince: noon + 60_000, savedCopy: true, checkedAt: noon + STALE_DATA_MS + 3600_000 })}
      />,
    );
    expect(
      screen.getByText(/^Uten nett siden tir\. 1\. des\.? 12:00 · Sist oppdatert tir\. 1\. des\.? 12:00$/),
    ).toBeInTheDocument();
  });

  it("says nothing of its data's age when the build's time is unknown", () => {
    const { container } = render(<ScreenHealthMark health={health({ builtAt: null, checkedAt: noon + 3 * STALE_DATA_MS })} />);
    expect(container.querySelector(".screen-health")).toBeEmptyDOMElement();
  });
});
