// Demo data for the local cinema API stand-in: one member, four films with reviews, the member's
// tickets and watch list, and seat status for the events of the site's own productions.
import fs from "node:fs";
import path from "node:path";

export type Partner = 118 | 178;

/** The cinema partners the stand-in serves. */
export const PARTNERS: readonly Partner[] = [118, 178];

export interface Member {
  Id: number;
  Email: string;
  Password: string;
  UserName: string;
}

/** As `movieInfo` and `watchlist` answer. */
export interface MovieInfo {
  Title: string;
  MovieId: number;
  Edis: string;
  Rating: number;
  RatingCount: number;
  Poster: string;
  link: string;
}

/** As `reviews` answers, plus who liked it (IsLiked is worked out per session). */
export interface Review {
  Id: number;
  Comment: string;
  Rating: number;
  AddedAt: string;
  LikesCount: number;
  MovieId: number;
  UserId: number;
  UserName: string;
  Image: string;
  likedBy: Set<string>;
}

export interface Ticket {
  MovieId: number;
  MovieTitle: string;
  Notes: string;
  QRCode: string;
  QRUrl: string;
  StartTime: string;
  ExpirationDate: string;
  Poster: string;
  Screen: string;
  SeatsInfo: { Info: string; Seats: { Row: number; Seats: number[] }[] };
}

export interface CinemaEvent {
  Id: string;
  ProductionId: string;
  StartTime: string;
  Venue: string;
  TicketUrl: string;
  SoldOut: boolean;
  AvailableSeats: number;
}

export interface Session {
  email: string;
  createdAt: number;
  expiresAt: number;
}

/** One partner's data; members, tokens, tickets and watch lists are keyed by lower-case e-mail. */
export interface PartnerData {
  partner: number;
  members: Map<string, Member>;
  tokens: Map<string, string>;
  sessions: Map<string, Session>;
  films: MovieInfo[];
  reviews: Review[];
  tickets: Map<string, Ticket[]>;
  watchlists: Map<string, number[]>;
  events: Map<string, CinemaEvent>;
  /** The site's productions the data was made from (tickets of members added later agree with them too). */
  productions: ProductionSummary[];
  passwordResets: { email: string; at: number }[];
  nextMemberId: number;
}

export interface ProductionSummary {
  id: string;
  title: string;
  objectClass: string;
  pageReference: string;
  ediNumber?: string;
  events: { id: string; start: string; hall: string }[];
}

/** The demo member every fresh data set has, for both partners. */
export const DEMO_MEMBER: Readonly<Member> = Object.freeze({
  Id: 40117,
  Email: "demo@rissakulturhus.no",
  Password: "kino1234",
  UserName: "Kari Nordmann",
});

/** The films in the demo member's watch list (Kystradioen). */
const DEMO_WATCHLIST: readonly number[] = [29873];

/** A profile token that is always valid for the demo member (for seeding a stored profile in tests). */
export const demoToken = (partner: number) => `mars-demo-${partner}`;

/** The EDI numbers the site's film productions use. */
export const EDI_CHILDREN_FILM = "NO-2026-1042";
export const EDI_ADULT_FILM = "NO-2027-0117";
/** A film the cinema showed before the site's programme: the demo member's past ticket is for it. */
export const EDI_PAST_FILM = "NO-2026-0388";

/** Ticket shop placeholder, as in src/links/external-links.ts, for events' TicketUrl. */
export const DEFAULT_TICKET_SHOP_URL = "https://billett.example.com/rissa-kulturhus";

const DAY = 24 * 60 * 60 * 1000;

/**
 * The films of the cinema system. `slug` gives `link` when the site has no production for the film;
 * when it has one, the production's title and page are used, so the site and the API agree.
 */
const FILMS = [
  {
    MovieId: 31042,
    Edis: EDI_CHILDREN_FILM,
    Title: "Reven og den lange vinteren",
    Poster: "/images/film-reven.svg",
    slug: "film-reven-og-den-lange-vinteren-2026",
    durationMin: 78,
    silentRatings: 41,
  },
  {
    MovieId: 32117,
    Edis: EDI_ADULT_FILM,
    Title: "Lyset over Stjørnfjorden",
    Poster: "/images/film-stjornfjorden.svg",
    slug: "film-lyset-over-stjornfjorden-2027",
    durationMin: 112,
    silentRatings: 17,
  },
  {
    MovieId: 29873,
    Edis: "NO-2025-0873",
    Title: "Kystradioen",
    Poster: "/images/auditoriet-kinosal.svg",
    slug: "kulturprogram",
    durationMin: 96,
    silentRatings: 8,
  },
  {
    MovieId: 30388,
    Edis: EDI_PAST_FILM,
    Title: "Fyrvokteren på Kya",
    Poster: "/images/scene-med-lys.svg",
    slug: "kulturprogram",
    durationMin: 84,
    silentRatings: 0,
  },
];

/**
 * [user name, rating, comment] newest first. Reviews are of the film, written by people who saw it
 * elsewhere (a festival, another cinema): none praises a screening here, which may not have happened yet.
 */
const REVIEW_TEXTS: Record<string, [string, number, string][]> = {
  [EDI_CHILDREN_FILM]: [
    ["Ingrid Aune", 5, "Perfekt første film for femåringen vår. Hun lo høyt da Rikke skled bortover isen!"],
    ["Ola Berg", 4, "Nydelige tegninger og rolig tempo. Passer godt for de minste."],
    ["Marit Hoff", 5, "Vi så den tre generasjoner sammen, og alle koste seg."],
    ["Jonas Lie", 3, "Litt skummel scene med snøstormen midtveis, men det gikk fint med pappa i nærheten."],
    ["Sofie Strand", 5, "Sangen på slutten har vi sunget hele uka etterpå."],
    ["Per Kvam", 4, "Fin historie om vennskap og mot. Anbefales!"],
    ["Emma Rønning", 3, "Sjuåringen syntes den var litt lang, men elsket den pratsomme meisen."],
    ["Lars Gjersvik", 4, "Herlig norsk tale med trøndersk grevling. Vi humret godt."],
    ["Nora Øien", 5, "Barnevennlig og varm. Barna snakket om den hele veien hjem."],
    ["Henrik Vik", 4, "Vakker musikk og fine farger. Vi kommer gjerne igjen."],
    ["Silje Haugen", 5, "Toåringen satt stille hele filmen, det sier alt."],
    ["Anders Moe", 3, "Grei film, men historien var litt forutsigbar for oss voksne."],
    ["Thea Dahl", 5, "Endelig en barnefilm som tar seg tid. Anbefales på det varmeste."],
    ["Magnus Rye", 4, "Barna ville se den en gang til med en gang den var ferdig."],
    ["Hanne Sæther", 4, "Koselig og trygg, uten at det blir kjedelig for oss voksne."],
    ["Eirik Foss", 5, "Morsom og rørende. Jeg felte en tåre da Rikke fant familien sin."],
    ["Camilla Brekken", 4, "Passer best for barn fra fire år og oppover, tror jeg."],
    ["Tor Arne Husby", 5, "Flott med en norsk barnefilm med så mye hjerte."],
    ["Line Skjetne", 5, "Nydelig vinterstemning fra første til siste bilde."],
    ["Kjetil Bakken", 3, "Litt sen start, men så tar den seg opp."],
    ["Randi Hårstad", 5, "Bestemor og barnebarn ga terningkast fem begge to."],
    ["Vegard Lund", 4, "Dattera vår har tegnet reven hver dag siden."],
    ["Ida Grønning", 4, "Rolig og fin, uten masete humor. Sånn vi liker det."],
    ["Øystein Fenstad", 4, "Kort nok til at de minste holdt ut. Takk for en fin stund!"],
    ["Guro Selnes", 3, "Søte figurer, men historien kunne vært litt strammere."],
    ["Espen Wahl", 4, "Sønnen min på seks syntes grevlingen var morsomst."],
    ["Tone Ystgaard", 5, "Beste barnefilmen vi har sett i år."],
  ],
  [EDI_ADULT_FILM]: [
    [
      "Bjørn Aasen",
      5,
      "Så den på filmfestivalen i Haugesund. Sterkt og stillferdig drama, og bildene av fjorden alene er verdt billetten.",
    ],
    ["Kristin Reitan", 5, "Skuespillet er glimrende, særlig i scenene mellom Astrid og faren."],
    ["Geir Solem", 3, "Litt treg i midtpartiet, men slutten satt som et skudd."],
    ["Anne Lise Berg", 4, "Kjente igjen mange steder fra Rissa og Stadsbygd. Morsomt å se hjemtraktene på lerretet!"],
    ["Arild Hovde", 4, "Vakkert, men tungt. Ta med lommetørkle."],
    ["Mona Kirkreit", 5, "En av de beste norske filmene jeg har sett på lenge. Gleder meg til å se den igjen."],
  ],
  "NO-2025-0873": [
    ["Stian Opøien", 4, "Lo meg skakk av radiosendingene. Herlig lokal humor."],
    ["Heidi Brandtzæg", 4, "Koselig komedie, passer for hele familien fra tolv år."],
    ["Rune Jakobsen", 3, "Noen vitser traff ikke, men helheten var god."],
  ],
};

/** Oslo wall-clock time `days` after `now`, at hh:mm, as ISO 8601 with the Oslo offset. */
export function osloTime(now: number, days: number, hour: number, minute: number): string {
  const dateParts = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/Oslo",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date(now + days * DAY));
  const [y, m, d] = dateParts.split("-").map(Number);
  const wall = Date.UTC(y, m - 1, d, hour, minute);
  const offsetAt = (t: number) => {
    const name = new Intl.DateTimeFormat("en-US", { timeZone: "Europe/Oslo", timeZoneName: "longOffset" }).format(new Date(t));
    const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
    return match ? (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
  };
  const offset = offsetAt(wall - offsetAt(wall) * 60000);
  const pad = (n: number) => String(n).padStart(2, "0");
  const sign = offset < 0 ? "-" : "+";
  return `${y}-${pad(m)}-${pad(d)}T${pad(hour)}:${pad(minute)}:00${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
}

/** The site's productions from content/productions/*.json (files that do not parse are skipped). */
export function readProductions(contentDir: string | null | undefined): ProductionSummary[] {
  if (!contentDir) return [];
  const dir = path.join(contentDir, "productions");
  let files: string[] = [];
  try {
    files = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith(".json"))
      .sort();
  } catch {
    return [];
  }
  const productions: ProductionSummary[] = [];
  for (const file of files) {
    try {
      const p = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));
      if (!p || typeof p.id !== "string") continue;
      productions.push({
        id: p.id,
        title: String(p.title ?? ""),
        objectClass: String(p.objectClass ?? ""),
        pageReference: String(p.pageReference ?? ""),
        ediNumber: typeof p.fields?.ediNumber === "string" ? p.fields.ediNumber : undefined,
        events: Array.isArray(p.events)
          ? (p.events as { id?: unknown; start?: unknown; hall?: unknown }[])
              .filter((e) => e && typeof e.id === "string")
              .map((e) => ({ id: e.id as string, start: String(e.start ?? ""), hall: String(e.hall ?? "") }))
          : [],
      });
    } catch {
      /* not a production file we can read */
    }
  }
  return productions;
}

/** A small deterministic number from a string, for "plenty of seats" that differ between events. */
function spread(s: string): number {
  let h = 0;
  for (const ch of s) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h;
}

/**
 * Seat status for every event of the productions. Unless `eventSeats` says otherwise, the first
 * coming event (by start) is sold out, the second has 4 seats left and the rest have plenty.
 */
function buildEvents(
  productions: ProductionSummary[],
  { now, ticketShopUrl, eventSeats = {} }: { now: number; ticketShopUrl: string; eventSeats?: Record<string, number> },
): Map<string, CinemaEvent> {
  const all = productions.flatMap((p) => p.events.map((e) => ({ ...e, productionId: p.id, time: Date.parse(e.start) })));
  all.sort((a, b) => (a.time || 0) - (b.time || 0) || a.id.localeCompare(b.id));
  const coming = all.filter((e) => e.time > now);
  const ranked = coming.length >= 2 ? coming : all;
  const events = new Map<string, CinemaEvent>();
  for (const e of all) {
    const rank = ranked.indexOf(e);
    let seats = rank === 0 ? 0 : rank === 1 ? 4 : 40 + (spread(e.id) % 140);
    if (Object.prototype.hasOwnProperty.call(eventSeats, e.id)) seats = Math.max(0, Math.floor(eventSeats[e.id]));
    events.set(e.id, {
      Id: e.id,
      ProductionId: e.productionId,
      StartTime: e.start,
      Venue: e.hall,
      TicketUrl: `${ticketShopUrl.replace(/\/+$/, "")}/arrangement/${encodeURIComponent(e.id)}`,
      SoldOut: seats === 0,
      AvailableSeats: seats,
    });
  }
  return events;
}

interface Screening {
  start: string;
  hall: string;
}

/**
 * When the demo member's tickets are for, so they agree with the programme: a film the site has a
 * production for is seen on one of its dates ("first" or "last" coming one, or the latest "past"
 * one; none when there is no such date, and the ticket is left out). A film the site does not show
 * gets `fallback` (a time relative to now) in the Auditoriet: no programme to contradict.
 */
export function screenings(productions: ProductionSummary[], now: number) {
  return (edi: string, which: "first" | "last" | "past", fallback: () => string): Screening | null => {
    const production = productions.find((p) => p.ediNumber === edi);
    if (!production) return { start: fallback(), hall: "Auditoriet" };
    const dated = production.events
      .filter((e) => Number.isFinite(Date.parse(e.start)))
      .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
    const coming = dated.filter((e) => Date.parse(e.start) > now);
    const past = dated.filter((e) => Date.parse(e.start) <= now);
    const event =
      which === "first" ? coming[0] : which === "last" ? (coming.length > 1 ? coming.at(-1) : undefined) : past.at(-1);
    return event ? { start: event.start, hall: event.hall || "Auditoriet" } : null;
  };
}

/**
 * The demo member's tickets as of `now`: three coming ones and one past one (see `screenings`).
 * `code` turns the demo ticket numbers (120, 123-125) into the ones in the QR codes.
 */
function memberTickets({
  partner,
  films,
  productions,
  now,
  code,
}: {
  partner: number;
  films: MovieInfo[];
  productions: ProductionSummary[];
  now: number;
  code: (n: number) => number;
}): Ticket[] {
  const film = (edi: string) => films.find((f) => f.Edis === edi) as MovieInfo;
  const duration = (edi: string) => (FILMS.find((f) => f.Edis === edi)?.durationMin ?? 90) * 60000;
  const ticket = (
    edi: string,
    n: number,
    when: Screening | null,
    info: string,
    seats: { Row: number; Seats: number[] }[],
    notes: string,
  ): Ticket | null =>
    when && {
      MovieId: film(edi).MovieId,
      MovieTitle: film(edi).Title,
      Notes: notes,
      QRCode: `RK-${partner}-${String(code(n)).padStart(6, "0")}`,
      QRUrl: "",
      StartTime: when.start,
      ExpirationDate: new Date(Date.parse(when.start) + duration(edi)).toISOString(),
      Poster: film(edi).Poster,
      Screen: when.hall,
      SeatsInfo: { Info: info, Seats: seats },
    };
  const screening = screenings(productions, now);
  return [
    ticket(
      EDI_CHILDREN_FILM,
      123,
      screening(EDI_CHILDREN_FILM, "first", () => osloTime(now, 2, 17, 0)),
      "Rad 5, sete 7-8",
      [{ Row: 5, Seats: [7, 8] }],
      "1 barn og 1 voksen. Dørene åpner 30 minutter før start.",
    ),
    ticket(
      EDI_ADULT_FILM,
      124,
      screening(EDI_ADULT_FILM, "first", () => osloTime(now, 9, 19, 30)),
      "Rad 9, sete 12",
      [{ Row: 9, Seats: [12] }],
      "1 voksen. Teleslynge i salen.",
    ),
    ticket(
      EDI_CHILDREN_FILM,
      125,
      screening(EDI_CHILDREN_FILM, "last", () => osloTime(now, 16, 18, 0)),
      "Rad 3, sete 1-2 og rad 4, sete 1-2",
      [
        { Row: 3, Seats: [1, 2] },
        { Row: 4, Seats: [1, 2] },
      ],
      "Familiepakke, 4 billetter.",
    ),
    // A film the member has seen: shown here before the programme's time, so it is not in content/.
    ticket(
      EDI_PAST_FILM,
      120,
      screening(EDI_PAST_FILM, "past", () => osloTime(now, -12, 18, 0)),
      "Rad 6, sete 4-5",
      [{ Row: 6, Seats: [4, 5] }],
      "2 voksne.",
    ),
  ].filter((t) => t !== null);
}

/** A fresh data set for one partner. */
export function createPartnerData({
  partner,
  now,
  contentDir,
  ticketShopUrl = DEFAULT_TICKET_SHOP_URL,
  eventSeats,
}: {
  partner: number;
  now: number;
  contentDir?: string | null;
  ticketShopUrl?: string;
  eventSeats?: Record<string, number>;
}): PartnerData {
  const productions = readProductions(contentDir);
  const byEdi = new Map(productions.filter((p) => p.ediNumber).map((p) => [p.ediNumber as string, p]));

  const reviews: Review[] = [];
  let reviewId = 9000;
  let userId = 51000;
  const films = FILMS.map((f): MovieInfo => {
    const texts = REVIEW_TEXTS[f.Edis] ?? [];
    texts.forEach(([userName, rating, comment], i) => {
      reviewId += 1;
      userId += 7;
      reviews.push({
        Id: reviewId,
        Comment: String(comment),
        Rating: Number(rating),
        AddedAt: new Date(now - (i * 1.5 + 0.2) * DAY - (i % 5) * 3600_000).toISOString(),
        LikesCount: (spread(String(userName)) % 9) + (i < 3 ? 4 : 0),
        MovieId: f.MovieId,
        UserId: userId,
        UserName: String(userName),
        Image: "",
        likedBy: new Set(f.Edis === EDI_CHILDREN_FILM && (i === 1 || i === 4) ? [DEMO_MEMBER.Email] : []),
      });
    });
    const sum = texts.reduce((acc, t) => acc + Number(t[1]), 0);
    const production = byEdi.get(f.Edis);
    return {
      Title: production?.title || f.Title,
      MovieId: f.MovieId,
      Edis: f.Edis,
      Rating: texts.length ? Math.round((sum / texts.length) * 10) / 10 : 0,
      RatingCount: texts.length + f.silentRatings,
      Poster: f.Poster,
      link: `/${production?.pageReference || f.slug}`,
    };
  });

  const demoTickets = memberTickets({ partner, films, productions, now, code: (n) => n });
  const demo = { ...DEMO_MEMBER };
  return {
    partner,
    members: new Map([[demo.Email, demo]]),
    tokens: new Map([[demoToken(partner), demo.Email]]),
    sessions: new Map<string, Session>(),
    films,
    reviews,
    tickets: new Map([[demo.Email, demoTickets]]),
    watchlists: new Map([[demo.Email, [...DEMO_WATCHLIST]]]),
    events: buildEvents(productions, { now, ticketShopUrl, eventSeats }),
    productions,
    passwordResets: [],
    nextMemberId: 40200,
  };
}

/**
 * Adds a member with the demo member's data, made as of `now`, to one partner's data: the same
 * tickets (seats, notes, dates), watch list and liked reviews, for a test that must not share the
 * demo member with the tests running beside it. `serial` (1 to 89 999) makes the QR codes its own:
 * RK-<partner>-1SSSSD, the serial and then the demo ticket's last digit (RK-118-100013 is serial 1's
 * RK-118-000123). Returns its tickets as `tickets` lists them, oldest first.
 */
export function addDemoLikeMember(
  data: PartnerData,
  member: Omit<Member, "Id">,
  { now, serial }: { now: number; serial: number },
): Ticket[] {
  if (!Number.isInteger(serial) || serial < 1 || serial > 89_999) throw new RangeError(`serial out of range: ${serial}`);
  const email = member.Email;
  data.nextMemberId += 1;
  data.members.set(email, { ...member, Id: data.nextMemberId });
  const tickets = memberTickets({
    partner: data.partner,
    films: data.films,
    productions: data.productions,
    now,
    code: (n) => 100_000 + serial * 10 + (n % 10),
  });
  data.tickets.set(email, tickets);
  data.watchlists.set(email, [...DEMO_WATCHLIST]);
  for (const review of data.reviews) if (review.likedBy.has(DEMO_MEMBER.Email)) review.likedBy.add(email);
  return [...tickets].sort((a, b) => Date.parse(a.StartTime) - Date.parse(b.StartTime));
}
