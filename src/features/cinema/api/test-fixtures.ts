import type { MovieInfo, Review, Ticket } from "./cinema-types";

/** Answers in the spec's shapes, and failures as axios reports them, for the cinema tests. */
export const film = {
  title: "Reven",
  movieId: 7,
  edis: "NO-2026-1042",
  rating: 4.5,
  ratingCount: 12,
  poster: "/p.svg",
  link: "/film",
} satisfies MovieInfo;
export const review = (id: number): Review => ({
  id,
  comment: "Fin",
  rating: 5,
  addedAt: "2026-11-01",
  likesCount: 0,
  movieId: 7,
  userId: 1,
  userName: "Ola",
  image: "",
  isLiked: false,
});
/** A coming ticket (a week from when the tests run, so it stays coming). */
export const ticket: Ticket = {
  movieId: 7,
  movieTitle: "Reven",
  notes: "",
  qrCode: "RK-1",
  qrUrl: "",
  startTime: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString(),
  expirationDate: "",
  image: "",
  sal: "Auditoriet",
  seatsInfo: { info: "Rad 5", rows: [{ row: 5, seats: [7, 8] }] },
};
export const serverError = Object.assign(new Error("500"), {
  isAxiosError: true,
  response: { status: 500, data: { Message: "Intern feil i kinosystemet." } },
});
export const offline = Object.assign(new Error("Network Error"), { isAxiosError: true, response: undefined });
