import { MalformedAnswerError, mapEvents, mapLogin, mapMovieInfo, mapReviews, mapTickets, mapWatchlist } from "./cinema-map";

/**
 * Each field of each answer is judged on its own: a value that is not what the field claims makes
 * that detail unknown (null), never the whole answer unreadable, and never a crash later on.
 * Only an answer that is not a list or an object at all, or a login without a token, is an error.
 */
const goodTicket = {
  MovieId: 7,
  MovieTitle: "Reven",
  Notes: "Barnefilm",
  QRCode: "RK-1",
  QRUrl: "https://kino.example/qr/RK-1",
  StartTime: "2026-12-05T12:00:00+01:00",
  ExpirationDate: "2026-12-05T14:00:00+01:00",
  Poster: "/p.svg",
  Screen: "Auditoriet",
  SeatsInfo: { Info: "Rad 5, sete 7-8", Seats: [{ Row: 5, Seats: [7, 8] }] },
};
const goodMovie = {
  Title: "Reven",
  MovieId: 7,
  Edis: "NO-2026-1042",
  Rating: 4.5,
  RatingCount: 12,
  Poster: "/p.svg",
  link: "/film",
};
const goodReview = {
  Id: 1,
  Comment: "Fin",
  Rating: 5,
  AddedAt: "2026-11-01",
  LikesCount: 2,
  MovieId: 7,
  UserId: 3,
  UserName: "Ola",
  Image: "/u.png",
  IsLiked: true,
};
const goodEvent = {
  Id: "e1",
  ProductionId: "p1",
  StartTime: "2026-12-05T19:00:00+01:00",
  Venue: "Storsalen",
  TicketUrl: "https://billett.example/e1",
  SoldOut: false,
  AvailableSeats: 4,
};

// [field, value the server sent, mapped field, what it becomes]
const ticketVariants: [string, unknown, string, unknown][] = [
  ["StartTime", "i morgen", "startTime", null],
  ["StartTime", "2026-13-45T12:00:00", "startTime", null],
  ["StartTime", 1733396400000, "startTime", null],
  ["StartTime", undefined, "startTime", null],
  ["ExpirationDate", "snart", "expirationDate", null],
  ["ExpirationDate", { dato: "2026-12-05" }, "expirationDate", null],
  ["ExpirationDate", undefined, "expirationDate", ""],
  ["ExpirationDate", "", "expirationDate", ""],
  ["MovieTitle", 42, "movieTitle", null],
  ["MovieTitle", undefined, "movieTitle", null],
  ["MovieId", "7", "movieId", null],
  ["Notes", ["a"], "notes", null],
  ["Notes", null, "notes", ""],
  ["QRCode", 123, "qrCode", null],
  ["QRCode", "", "qrCode", null],
  ["QRUrl", "javascript:alert(1)", "qrUrl", ""],
  ["Poster", "/.//evil.example/p.svg", "image", ""],
  ["Screen", 3, "sal", null],
  ["Screen", undefined, "sal", ""],
];

describe("tickets, field by field", () => {
  it.each(ticketVariants)("%s %j makes %s %j, and the rest of the ticket stays", (field, value, mapped, expected) => {
    const [good] = mapTickets([goodTicket]);
    const [ticket] = mapTickets([{ ...goodTicket, [field]: value }]);
    expect(ticket).toEqual({ ...good, [mapped]: expected });
  });

  it.each([
    ["SeatsInfo not an object", "fem seter", { info: null, rows: null }],
    ["Seats not a list", { Info: "Rad 5", Seats: "7-8" }, { info: "Rad 5", rows: null }],
    [
      "a row that cannot be read",
      {
        Info: "",
        Seats: [
          { Row: 5, Seats: [7] },
          { Row: "seks", Seats: [1] },
        ],
      },
      { info: "", rows: null },
    ],
    ["a seat that is not a number", { Info: "", Seats: [{ Row: 5, Seats: [7, "åtte"] }] }, { info: "", rows: null }],
    ["Info not text", { Info: 5, Seats: [] }, { info: null, rows: [] }],
    ["no SeatsInfo", undefined, { info: "", rows: [] }],
  ])("seats: %s", (_name, seatsInfo, expected) => {
    const [ticket] = mapTickets([{ ...goodTicket, SeatsInfo: seatsInfo }]);
    expect(ticket.seatsInfo).toEqual(expected);
    expect(ticket.movieTitle).toBe("Reven");
  });

  it("shows an entry that is not an object as a ticket whose details are all unknown", () => {
    const [first, second] = mapTickets([goodTicket, "billett"]);
    expect(first.qrCode).toBe("RK-1");
    expect(second).toEqual({
      movieId: null,
      movieTitle: null,
      notes: "",
      qrCode: null,
      qrUrl: "",
      startTime: null,
      expirationDate: "",
      image: "",
      sal: "",
      seatsInfo: { info: "", rows: [] },
    });
  });
});

const movieVariants: [string, unknown, string, unknown][] = [
  ["Title", 42, "title", null],
  ["MovieId", "sju", "movieId", null],
  ["Edis", false, "edis", null],
  ["Rating", "fire", "rating", null],
  ["Rating", Number.NaN, "rating", null],
  ["Rating", undefined, "rating", 0],
  ["RatingCount", "mange", "ratingCount", null],
  ["Poster", "data:image/svg+xml,<svg/>", "poster", ""],
  ["link", "//evil.example/film", "link", ""],
];

describe("movie info and the watch list, field by field", () => {
  it.each(movieVariants)("%s %j makes %s %j", (field, value, mapped, expected) => {
    const good = mapMovieInfo(goodMovie);
    expect(mapMovieInfo({ ...goodMovie, [field]: value })).toEqual({ ...good, [mapped]: expected });
    expect(mapWatchlist([goodMovie, { ...goodMovie, [field]: value }])).toEqual([good, { ...good, [mapped]: expected }]);
  });
});

const reviewVariants: [string, unknown, string, unknown][] = [
  ["AddedAt", "forrige uke", "addedAt", null],
  ["AddedAt", undefined, "addedAt", ""],
  ["Rating", "5", "rating", null],
  ["Comment", { tekst: "Fin" }, "comment", null],
  ["UserName", 9, "userName", null],
  ["Id", "1", "id", null],
  ["LikesCount", "to", "likesCount", null],
  ["MovieId", [], "movieId", null],
  ["UserId", "3", "userId", null],
  ["Image", "vbscript:x", "image", ""],
  ["IsLiked", "ja", "isLiked", false],
];

describe("reviews, field by field", () => {
  it.each(reviewVariants)("%s %j makes %s %j", (field, value, mapped, expected) => {
    const [good] = mapReviews([goodReview]);
    expect(mapReviews([{ ...goodReview, [field]: value }])).toEqual([{ ...good, [mapped]: expected }]);
  });
});

const eventVariants: [string, unknown, string, unknown][] = [
  ["SoldOut", "ja", "soldOut", null],
  ["SoldOut", undefined, "soldOut", false],
  ["AvailableSeats", "fire", "availableSeats", null],
  ["StartTime", "i kveld", "startTime", null],
  ["Venue", 2, "venue", null],
  ["ProductionId", { id: 1 }, "productionId", null],
  ["ProductionId", 12, "productionId", "12"],
  ["TicketUrl", "javascript:alert(1)", "ticketUrl", ""],
];

describe("live events, field by field", () => {
  it.each(eventVariants)("%s %j makes %s %j", (field, value, mapped, expected) => {
    const [good] = mapEvents([goodEvent]);
    expect(mapEvents([{ ...goodEvent, [field]: value }])).toEqual([{ ...good, [mapped]: expected }]);
  });

  it("leaves out events whose id cannot be read, and keeps numeric ids", () => {
    expect(mapEvents([{ ...goodEvent, Id: { x: 1 } }, "e2", { ...goodEvent, Id: 17 }]).map((e) => e.id)).toEqual(["17"]);
  });
});

describe("answers that cannot be read as a whole", () => {
  it.each([
    ["tickets", () => mapTickets({ billetter: [] }), "billetter"],
    ["movie info", () => mapMovieInfo([goodMovie]), "filminformasjon"],
    ["reviews", () => mapReviews("<html>"), "anmeldelser"],
    ["watch list", () => mapWatchlist(null), "ønskeliste"],
    ["events", () => mapEvents(42), "arrangementer"],
    ["a login without a token", () => mapLogin({ UserName: "Kari", marsToken: 5 }), "innlogging"],
  ])("%s: an error that says the answer was unexpected", (_name, map, what) => {
    expect(map).toThrow(MalformedAnswerError);
    expect(map).toThrow(`Uventet svar fra kinosystemet (${what}).`);
  });

  it("a login whose name or e-mail cannot be read still logs in", () => {
    expect(mapLogin({ marsToken: "t", UserName: 7, UserInfo: ["x"] })).toEqual({ token: "t", userName: "", email: "" });
  });
});
