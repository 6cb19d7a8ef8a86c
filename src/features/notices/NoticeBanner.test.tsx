import React from "react";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useStaticQuery } from "gatsby";
import { NoticeBanner } from "./NoticeBanner";
import { CLOSED_NOTICES_KEY } from "./NoticeBar";
import { ScreenNotices } from "./ScreenNotices";
import type { Notice } from "../../../content-model";

const noon = Date.parse("2026-12-01T12:00:00+01:00");
const notices: Notice[] = [
  {
    id: "heis",
    text: "Heisen er ute av drift.",
    severity: "warning",
    from: "2026-12-01T12:30:00+01:00",
    to: "2026-12-01T13:00:00+01:00",
  },
  {
    id: "kafe",
    text: "Kafeen stenger 18:00 i dag.",
    severity: "info",
    from: "2026-12-01T11:00:00+01:00",
    to: "2026-12-01T20:00:00+01:00",
  },
];

beforeEach(() => {
  jest.useFakeTimers({ now: noon });
  localStorage.clear();
  jest.mocked(useStaticQuery).mockReturnValue({ siteDefinition: { notices } });
});
afterEach(() => jest.useRealTimers());

describe("the site's banner for urgent notices", () => {
  it("shows each notice from its start to its end by the visitor's clock, a warning as an alert", async () => {
    render(<NoticeBanner notices={notices} />);
    expect(await screen.findByRole("status")).toHaveTextContent("Til informasjon: Kafeen stenger 18:00 i dag.");
    expect(screen.queryByRole("alert")).toBeNull();
    act(() => jest.advanceTimersByTime(30 * 60_000 + 100));
    expect(screen.getByRole("alert")).toHaveTextContent("Viktig: Heisen er ute av drift.");
    act(() => jest.advanceTimersByTime(30 * 60_000));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("region", { name: "Viktige meldinger" })).toHaveTextContent("Kafeen");
  });

  it("closes a notice for good, on this page and the next, and forgets ids the content no longer has", async () => {
    localStorage.setItem(CLOSED_NOTICES_KEY, JSON.stringify(["gammel"]));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { unmount } = render(<NoticeBanner notices={notices} />);
    await user.click(await screen.findByRole("button", { name: "Lukk meldingen" }));
    expect(screen.queryByRole("status")).toBeNull();
    expect(JSON.parse(localStorage.getItem(CLOSED_NOTICES_KEY)!)).toEqual(["kafe"]);
    unmount();
    render(<NoticeBanner notices={notices} />);
    await act(() => Promise.resolve());
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("shows the notices when the stored list is unreadable", async () => {
    localStorage.setItem(CLOSED_NOTICES_KEY, "{ikke json");
    render(<NoticeBanner notices={notices} />);
    expect(await screen.findByRole("status")).toHaveTextContent("Kafeen");
  });
});

describe("a lobby screen's notices", () => {
  it("come and go with the screen's clock, with nothing to close", () => {
    render(<ScreenNotices />);
    expect(screen.getByRole("status")).toHaveTextContent("Til informasjonKafeen stenger 18:00 i dag.");
    act(() => jest.advanceTimersByTime(30 * 60_000 + 100));
    expect(screen.getAllByRole("alert").map((n) => n.textContent)).toEqual(["ViktigHeisen er ute av drift."]);
    expect(screen.queryByRole("button")).toBeNull();
    act(() => jest.advanceTimersByTime(8 * 60 * 60_000));
    expect(screen.queryByRole("region")).toBeNull();
  });
});
