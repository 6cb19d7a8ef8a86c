import React from "react";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "../store/test-utils";
import type { MovieInfo, Review } from "../api/cinema-types";
import { FilmPanel, leadsTo } from "./FilmPanel";

const PATH = "/film-reven-og-den-lange-vinteren-2026";
const movie = (link: string): MovieInfo => ({
  title: "Reven og den lange vinteren",
  movieId: 31042,
  edis: "NO-2026-1042",
  rating: 4.2,
  ratingCount: 68,
  poster: "",
  link,
});
const review = (n: number): Review => ({
  id: n,
  comment: `Anmeldelse nummer ${n}`,
  rating: 4,
  addedAt: "2026-11-20T10:00:00Z",
  likesCount: 0,
  movieId: 31042,
  userId: n,
  userName: `Person ${n}`,
  image: "",
  isLiked: false,
});
/** The cinema system's reviews, `total` in all, answered 20 a page as the API does. */
const reviewsOf = (total: number) => {
  const calls: number[] = [];
  const reviews = async (_edi: string, skip = 0) => {
    calls.push(skip);
    return Array.from({ length: Math.max(0, Math.min(20, total - skip)) }, (_, i) => review(skip + i + 1));
  };
  return { calls, reviews };
};
const shownReviews = () =>
  within(screen.getByRole("list"))
    .getAllByRole("listitem")
    .map((li) => li.querySelector("p:last-child")?.textContent);

describe("FilmPanel", () => {
  it("shows the first 3 reviews, and 10 more for each Vis flere, fetching the next page when it needs it", async () => {
    const user = userEvent.setup();
    const { calls, reviews } = reviewsOf(27);
    renderWithProviders(<FilmPanel ediNumber="NO-2026-1042" title="Reven og den lange vinteren" path={PATH} />, {
      api: { movieInfo: async () => movie(PATH), reviews },
    });
    await screen.findByText("Anmeldelse nummer 1");
    expect(shownReviews()).toEqual(["Anmeldelse nummer 1", "Anmeldelse nummer 2", "Anmeldelse nummer 3"]);
    await user.click(screen.getByRole("button", { name: "Vis flere anmeldelser" }));
    expect(shownReviews()).toHaveLength(13);
    expect(screen.getByText("Anmeldelse nummer 4").closest("li")).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Vis flere anmeldelser" }));
    await screen.findByText("Anmeldelse nummer 23");
    expect(shownReviews()).toHaveLength(23);
    expect(calls).toEqual([0, 20]);
    expect(screen.getByText("Anmeldelse nummer 14").closest("li")).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Vis flere anmeldelser" }));
    expect(shownReviews()).toHaveLength(27);
    expect(screen.queryByRole("button", { name: "Vis flere anmeldelser" })).not.toBeInTheDocument();
  });

  it("offers no Vis flere when every review shows", async () => {
    const { reviews } = reviewsOf(2);
    renderWithProviders(<FilmPanel ediNumber="NO-2026-1042" title="Reven" path={PATH} />, {
      api: { movieInfo: async () => movie(PATH), reviews },
    });
    await screen.findByText("Anmeldelse nummer 2");
    expect(screen.queryByRole("button", { name: "Vis flere anmeldelser" })).not.toBeInTheDocument();
  });

  it("never links to the page the visitor is on; a link elsewhere stays", async () => {
    const { reviews } = reviewsOf(0);
    const { unmount } = renderWithProviders(<FilmPanel ediNumber="NO-2026-1042" title="Reven" path={PATH} />, {
      api: { movieInfo: async () => movie(`${PATH}/`), reviews },
    });
    await screen.findByText(/4,2 av 5/);
    expect(screen.queryByRole("link", { name: /Mer om/ })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<FilmPanel ediNumber="NO-2026-1042" title="Reven" path={PATH} />, {
      api: { movieInfo: async () => movie("https://kino.example/filmer/reven"), reviews },
    });
    expect(await screen.findByRole("link", { name: "Mer om Reven og den lange vinteren" })).toHaveAttribute(
      "href",
      "https://kino.example/filmer/reven",
    );
  });
});

describe("leadsTo", () => {
  it("reads a link as the browser does", () => {
    const origin = "https://rissakulturhus.no";
    expect(leadsTo("/film-reven", "/film-reven", origin)).toBe(true);
    expect(leadsTo("https://rissakulturhus.no/film-reven/", "/film-reven", origin)).toBe(true);
    expect(leadsTo("/film-reven?x=1", "/film-reven", origin)).toBe(true);
    expect(leadsTo("/film-%C3%B8", "/film-ø", origin)).toBe(true);
    expect(leadsTo("/kulturprogram", "/film-reven", origin)).toBe(false);
    expect(leadsTo("https://kino.example/film-reven", "/film-reven", origin)).toBe(false);
    expect(leadsTo("/%E0%A4%A", "/film-reven", origin)).toBe(false);
  });
});
