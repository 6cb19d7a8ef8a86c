import { randomUUID } from "node:crypto";
import { test as base, expect } from "./fixtures";
import { testNow } from "./test-clock";
import { content } from "./content";
import type { APIRequestContext, Page } from "@playwright/test";
import { startOwnSite } from "./own-site";
import { whenControlled, whenSavedForOffline } from "./service-worker";
import { E2E_PROGRAMME_PAGE_SIZE } from "../scripts/gatsby-build";
import { changeJsonAnswer } from "./answers";
import { SLOW_AFTER_MS } from "../src/features/cinema/contract";

// One cinema stand-in (e2e/global-setup.ts) serves every test here, and the tests run side by side
// (in parallel, as the whole suite does). So no test shares a member or state another depends on:
// - a test that logs in makes a member of its own (the `member` fixture: the stand-in's new-member
//   hook, with the demo member's tickets, watch list and likes), and never uses the demo member;
// - failures and session expiry are the stand-in's for that member only (`failNext`, `expireSessions`
//   name it: another test's requests are never failed, nor its sessions ended);
// - a failure of a visitor's request (no member to scope it to) is this page's own `page.route`;
// - nothing calls /__test/reset (allow-origin only adds an origin, which no other test minds).
// See dev/cinema-api/README.md.

const api = () => process.env.E2E_CINEMA_API as string;

/** A member of the test's own, as the stand-in's new-member hook made it. */
interface Member {
  email: string;
  password: string;
  userName: string;
  /** The QR codes of its tickets per partner, oldest first. */
  qrCodes: Record<string, string[]>;
}

async function hook<T = unknown>(request: APIRequestContext, name: string, body: object = {}): Promise<T> {
  const response = await request.post(`${api()}/__test/${name}`, { data: body });
  expect(response.ok(), `${name}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** The next request(s) of `member` to `path` answer `status`; no other test's requests. */
const failNext = (request: APIRequestContext, member: Member, rule: { path: string; status: number; times?: number }) =>
  hook(request, "fail-next", { ...rule, member: member.email });

/** Ends `member`'s sessions (its profile token stays valid); no other test's. */
const expireSessions = (request: APIRequestContext, member: Member) => hook(request, "expire-sessions", { member: member.email });

const test = base.extend<{ member: Member }>({
  member: async ({ request }, use) => {
    await use(await hook<Member>(request, "new-member"));
  },
});

/** An e-mail address no one has signed up with yet. */
const newAddress = (name: string) => `${name}.${randomUUID()}@example.no`;
const film = content.productions.find((p) => p.fields.ediNumber === "NO-2026-1042")!;

/** Waits for the tickets fetched now: the copy saved on the device shows first, marked, and is then replaced. */
async function freshTickets(page: Page, count = 3) {
  await expect(page.locator(".ticket")).toHaveCount(count);
  await expect(page.locator(".ticket__saved")).toHaveCount(0);
}

async function logIn(page: Page, member: Member, next = "/min-side", site = "") {
  await page.goto(`${site}/min-side/logg-inn?neste=${next}`);
  await page.getByRole("main").getByLabel("E-post").fill(member.email);
  await page.getByRole("main").getByLabel("Passord").fill(member.password);
  await page.getByRole("button", { name: "Logg inn" }).click();
}

test.describe("cinema members", () => {
  test("the login form says what is missing or wrong", async ({ page, member }) => {
    await page.goto("/min-side/logg-inn");
    await page.getByRole("button", { name: "Logg inn" }).click();
    await expect(page.getByRole("alert").first()).toHaveText("Dette feltet er obligatorisk.");
    await page.getByRole("main").getByLabel("E-post").fill(member.email);
    await page.getByRole("main").getByLabel("Passord").fill("feil-passord");
    await page.getByRole("button", { name: "Logg inn" }).click();
    await expect(page.getByRole("alert")).toHaveText("Feil e-post eller passord.");
  });

  test("log in, see tickets with seats and QR codes and the watch list, log out", async ({ page, member }) => {
    await logIn(page, member);
    await expect(page).toHaveURL(/\/min-side$/);
    await expect(page.getByRole("heading", { name: "Mine billetter" })).toBeVisible();
    const first = page.locator(".ticket").first();
    await expect(first).toContainText("Rad 5: seter 7, 8");
    await expect(first.getByRole("img", { name: /QR-kode for billetten/ })).toBeVisible();
    await expect(page.locator(".ticket")).toHaveCount(3);
    await expect(page.getByRole("heading", { name: "Min ønskeliste" })).toBeVisible();
    await expect(page.locator(".watchlist li")).toHaveCount(1);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem("cw-profile-new")))!)).toMatchObject({
      email: member.email,
      token: expect.any(String),
    });

    expect(await page.evaluate(() => localStorage.getItem("kulturhus-lagrede-billetter"))).toContain(member.email);
    await page.getByRole("button", { name: "Logg ut" }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem("cw-profile-new"))).toBeNull();
    expect(
      await page.evaluate(() => localStorage.getItem("kulturhus-lagrede-billetter")),
      "the saved tickets leave the device with the member",
    ).toBeNull();
    await page.goto("/min-side");
    await expect(page.getByText("Du er ikke logget inn.")).toBeVisible();
  });

  test("a return address that normalises to another host never leads off the site", async ({ page, baseURL, member }) => {
    const offSite: string[] = [];
    await page.route(
      (url) => url.hostname === "evil.example",
      (route) => {
        offSite.push(route.request().url());
        return route.abort();
      },
    );
    // The first variant with a real login, the others as a member who is logged in already
    // (the login page sends a logged-in member on at once).
    const variants = [
      "%2F.%2F%2Fevil.example%2Fphish",
      "%2F..%2F%2Fevil.example%2Fphish",
      "%2F%252e%2F%2Fevil.example%2Fphish",
      "/%2e//evil.example/phish",
      "%2F%09%2Fevil.example",
    ];
    await logIn(page, member, variants[0]);
    await expect(page).toHaveURL(`${baseURL}/min-side`);
    for (const next of variants.slice(1)) {
      await page.goto(`/min-side/logg-inn?neste=${next}`);
      await expect(page).toHaveURL(`${baseURL}/min-side`);
    }
    expect(offSite).toEqual([]);
  });

  test.describe("with the offline worker", () => {
    test.use({ serviceWorkers: "allow" });

    test("at the door without coverage, the member page shows the tickets it last loaded, marked as saved copies", async ({
      page,
      context,
      request,
      member,
    }) => {
      test.setTimeout(60_000);
      const site = await startOwnSite(context);
      try {
        await hook(request, "allow-origin", { origin: site.url });
        await logIn(page, member, "/min-side", site.url);
        await expect(page).toHaveURL(`${site.url}/min-side`);
        await whenControlled(page);
        await expect(page.locator(".ticket")).toHaveCount(3);
        await expect(page.locator(".ticket").getByText("Lagret kopi")).toHaveCount(0);
        const codes = await page
          .locator(".ticket [role=img]")
          .evaluateAll((els) => els.map((e) => e.getAttribute("aria-label") ?? ""));
        expect(codes).toHaveLength(3);
        await whenSavedForOffline(page, ["/min-side"]);

        await site.goOffline();
        await page.goto(`${site.url}/min-side`);
        await expect(page.getByRole("heading", { name: "Mine billetter" })).toBeVisible();
        await expect(
          page.getByText(
            /Du ser billettene som er lagret på denne enheten, hentet .+\. QR-kodene kan vises i døra også uten nett\./,
          ),
        ).toBeVisible();
        await expect(page.locator(".ticket")).toHaveCount(3);
        await expect(page.locator(".ticket").getByText("Lagret kopi")).toHaveCount(3);
        for (const code of codes) await expect(page.getByRole("img", { name: code, exact: true })).toBeVisible();
        await expect(page.locator("section[aria-labelledby=mine-billetter]").getByRole("alert")).toContainText(
          "Får ikke kontakt med kinosystemet",
        );
      } finally {
        await site.close();
      }
    });
  });

  test("a film page shows movie info and reviews, and a member adds the film to the watch list", async ({ page, member }) => {
    await logIn(page, member, `/${film.pageReference}`);
    await expect(page).toHaveURL(new RegExp(`/${film.pageReference}$`));
    await expect(page.getByRole("heading", { name: "Om filmen" })).toBeVisible();
    await expect(page.getByText(/av 5 \(\d+ vurderinger\)/)).toBeVisible();
    // The first 3 reviews; each "Vis flere" shows 10 more (the next page is fetched when needed).
    await expect(page.locator(".reviews li")).toHaveCount(3);
    const more = page.getByRole("button", { name: "Vis flere anmeldelser" });
    await more.click();
    await expect(page.locator(".reviews li")).toHaveCount(13);
    await expect(page.locator(".reviews li").nth(3)).toBeFocused();
    await more.click();
    await expect(page.locator(".reviews li")).toHaveCount(23);
    await more.click();
    await expect(page.locator(".reviews li")).toHaveCount(27);
    await expect(more).toHaveCount(0);
    await page.getByRole("button", { name: "Legg til i ønskelisten" }).click();
    await expect(page.getByText(/er i ønskelisten din/)).toBeVisible();
    await page.goto("/min-side");
    await expect(page.locator(".watchlist li")).toHaveCount(2);
  });

  test("an expired session is renewed and the request retried, unseen by the member", async ({ page, request, member }) => {
    await logIn(page, member);
    await freshTickets(page);
    await expireSessions(request, member);
    const calls: string[] = [];
    page.on("request", (r) => r.url().startsWith(api()) && calls.push(`${r.method()} ${new URL(r.url()).pathname}`));
    await page.reload();
    await freshTickets(page);
    // The tickets request meets a 401 once more: the client renews the session and asks again.
    await failNext(request, member, { path: "tickets", status: 401 });
    calls.length = 0;
    await page.reload();
    await freshTickets(page);
    expect(calls.filter((c) => c.endsWith("/tickets"))).toHaveLength(2);
    expect(calls.filter((c) => c.endsWith("/switchTokensDx"))).toHaveLength(2);
    await expect(page.getByRole("alert")).toHaveCount(0);
  });

  test("a server error is shown in Norwegian and can be tried again", async ({ page, request, member }) => {
    await logIn(page, member);
    await freshTickets(page);
    await failNext(request, member, { path: "tickets", status: 500 });
    await page.reload();
    await expect(page.getByRole("alert")).toContainText("Intern feil i kinosystemet.");
    // Meanwhile the member still has the tickets saved on the device, marked as such.
    await expect(page.locator(".ticket__saved")).toHaveCount(3);
    await page.getByRole("button", { name: "Prøv igjen" }).click();
    await freshTickets(page);
  });

  test("a session renewal that never answers: the member sees it loading, can try again or log out, and is not held up after", async ({
    page,
    member,
  }) => {
    test.setTimeout(60_000);
    await logIn(page, member);
    await freshTickets(page);
    // The next switchTokensDx never answers (the contract has no timeout); later ones do.
    let holdNext = true;
    await page.route(`${api()}/118/switchTokensDx`, (route) => {
      if (route.request().method() !== "POST" || !holdNext) return route.continue();
      holdNext = false; // left unanswered
    });
    // The page's clock, so its wait before it offers to try again passes at once, not in 8 real seconds.
    await page.clock.install({ time: testNow() });
    await page.reload();
    await expect(page.getByText("Henter oppdaterte billetter …")).toBeVisible();
    await expect(page.getByText("Henter ønskelisten …")).toBeVisible();
    await expect(page.getByRole("button", { name: "Logg ut" })).toBeVisible();
    await expect(page.getByText("Kinosystemet svarer ikke akkurat nå.")).toBeHidden();
    await page.clock.runFor(SLOW_AFTER_MS - 1000);
    await expect(page.getByText("Kinosystemet svarer ikke akkurat nå."), "not before its time").toBeHidden();
    await page.clock.runFor(1000);
    await expect(page.getByText("Kinosystemet svarer ikke akkurat nå.")).toBeVisible();
    await page.getByRole("button", { name: "Prøv igjen" }).click();
    await freshTickets(page);
    await expect(page.locator(".watchlist li")).toHaveCount(1);

    // Stuck again: logging out works, and the next login in this tab is not held up by it.
    holdNext = true;
    await page.reload();
    await expect(page.getByText("Henter ønskelisten …")).toBeVisible();
    await page.getByRole("button", { name: "Logg ut" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole("link", { name: "Min side" }).click();
    await page.getByRole("main").getByLabel("E-post").fill(member.email);
    await page.getByRole("main").getByLabel("Passord").fill(member.password);
    await page.getByRole("button", { name: "Logg inn" }).click();
    await expect(page).toHaveURL(/\/min-side$/);
    await expect(page.locator(".ticket")).toHaveCount(3);
    await expect(page.locator(".watchlist li")).toHaveCount(1);
  });

  test("tickets asked for one member never reach the next one on the same device", async ({ page, member }) => {
    // Two members: this test's own, with tickets, and one who signs up in the same tab after it.
    await logIn(page, member);
    await freshTickets(page);
    // The first member's next ticket list is slow to come.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked: import("@playwright/test").Request | null = null;
    await page.route(
      (url) => url.href.startsWith(`${api()}/118/tickets`),
      async (route) => {
        asked = route.request();
        await held;
        await route.continue().catch(() => undefined);
      },
      { times: 1 },
    );
    await page.reload();
    await expect.poll(() => asked !== null).toBe(true);
    // The member leaves, and someone else makes an account and logs in, all in this tab.
    await page.getByRole("button", { name: "Logg ut" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole("link", { name: "Min side" }).click();
    await page.getByRole("link", { name: "Opprett ny bruker" }).click();
    const email = newAddress("ola");
    await page.getByRole("main").getByLabel("Brukernavn").fill("Ola");
    await page.getByRole("main").getByLabel("E-post").fill(email);
    await page.getByRole("main").getByLabel("Passord").fill("langtpassord");
    await page.getByRole("button", { name: "Opprett bruker" }).click();
    await expect(page).toHaveURL(/\/min-side$/);
    await expect(page.getByText("Du har ingen kommende billetter.")).toBeVisible();
    // Now the first member's answer would arrive: checked once it has come in whole, or its request
    // was cancelled (as the member left), and the page has had a turn to handle it.
    const request = asked!;
    const settled = request.failure()
      ? Promise.resolve()
      : Promise.race([
          page.waitForEvent("requestfinished", (r) => r === request),
          page.waitForEvent("requestfailed", (r) => r === request),
        ]);
    release();
    await settled;
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    await expect(page.locator(".ticket")).toHaveCount(0);
    await expect(page.locator(".member-page > p").first()).toContainText("Logget inn som Ola.");
    const saved = await page.evaluate(() => localStorage.getItem("kulturhus-lagrede-billetter"));
    expect(member.qrCodes[118]).toHaveLength(4);
    for (const code of member.qrCodes[118]) expect(saved ?? "").not.toContain(code);
    expect(saved ?? "").not.toContain(member.email);
  });

  test("a ticket with details the cinema system sent in a form that cannot be read still shows, and says which are unknown", async ({
    page,
    member,
  }) => {
    // The soonest coming ticket comes with a time and an end that cannot be read.
    let soonest = "";
    await page.route(
      (url) => url.href.startsWith(`${api()}/118/tickets`),
      (route) =>
        changeJsonAnswer<Record<string, unknown>[]>(route, (tickets) => {
          soonest = String(tickets.find((t) => Date.parse(String(t.StartTime)) > testNow())?.QRCode);
          return tickets.map((t) => (t.QRCode === soonest ? { ...t, StartTime: "i morgen", ExpirationDate: "snart" } : t));
        }),
    );
    await logIn(page, member);
    await expect(page.locator(".ticket")).toHaveCount(3);
    expect(member.qrCodes[118]).toContain(soonest);
    // A ticket with no time that can be read stays with the coming ones, after those with a time.
    const unreadable = page.locator(".ticket").last();
    await expect(unreadable).toContainText(soonest);
    await expect(unreadable).toContainText("Tidspunkt ukjent");
    await expect(unreadable).toContainText("Gyldighet ukjent");
    await expect(unreadable.getByRole("img", { name: /QR-kode for billetten/ })).toBeVisible();
    await expect(page.getByRole("button", { name: "Logg ut" })).toBeVisible();
    await expect(page.getByText(/nettforbindelsen/)).toHaveCount(0);
  });

  test("a token the server no longer knows logs the member out and says so", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() =>
      localStorage.setItem(
        "cw-profile-new",
        JSON.stringify({ userName: "Kari", email: "kari@example.no", token: "utgatt-token" }),
      ),
    );
    await page.goto("/min-side");
    await expect(page.getByRole("alert")).toHaveText("Økten din er utløpt. Logg inn på nytt.");
    await expect(page.getByRole("link", { name: "Logg inn" })).toBeVisible();
  });

  test("create an account, and ask for a new password", async ({ page }) => {
    await page.goto("/min-side/ny-bruker");
    await page.getByRole("main").getByLabel("Brukernavn").fill("Ola");
    await page.getByRole("main").getByLabel("E-post").fill("ola");
    await page.getByRole("main").getByLabel("Passord").fill("kort");
    await page.getByRole("button", { name: "Opprett bruker" }).click();
    await expect(page.getByText("Oppgi en gyldig epostadresse.")).toBeVisible();
    await expect(page.getByText("Skriv minst 8 tegn.")).toBeVisible();
    await page.getByRole("main").getByLabel("E-post").fill(newAddress("ola"));
    await page.getByRole("main").getByLabel("Passord").fill("langtpassord");
    await page.getByRole("button", { name: "Opprett bruker" }).click();
    await expect(page).toHaveURL(/\/min-side$/);
    await expect(page.getByText("Du har ingen kommende billetter.")).toBeVisible();

    await page.goto("/min-side/glemt-passord");
    await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);
  });

  test("Glemt passord answers the same whether or not the address has an account", async ({ page, member }) => {
    const answerFor = async (email: string) => {
      await page.goto("/min-side/glemt-passord");
      await page.getByRole("main").getByLabel("E-post").fill(email);
      await page.getByRole("button", { name: "Send" }).click();
      const answer = page.getByRole("main").getByRole("status");
      await expect(answer).toContainText("Hvis det finnes en kinobruker med e-postadressen");
      await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);
      return (await answer.innerText()).replace(email, "<adresse>");
    };
    const known = await answerFor(member.email);
    const unknown = await answerFor("ukjent@example.no");
    expect(unknown).toBe(known);
  });

  test("culture pages show sold-out and few-seats-left next to the ticket links", async ({ page }) => {
    const ids = content.productions.flatMap((p) => p.events.map((e) => e.id));
    const live = (await (await page.request.get(`${api()}/118/events/118?keys=${ids.join(",")}`)).json()) as {
      Id: string;
      SoldOut: boolean;
      AvailableSeats: number;
    }[];
    const soldOut = live.find((e) => e.SoldOut)!;
    const few = live.find((e) => !e.SoldOut && e.AvailableSeats <= 10)!;
    const pageOf = (id: string) => content.productions.find((p) => p.events.some((e) => e.id === id))!;
    await page.goto(`/${pageOf(soldOut.Id).pageReference}`);
    await expect(page.locator(".ticket-list tr", { hasText: "Utsolgt" })).toHaveCount(1);
    await page.goto(`/${pageOf(few.Id).pageReference}`);
    await expect(page.getByText(`Få billetter igjen (${few.AvailableSeats})`)).toBeVisible();

    // The programme asks for every date's state of every card in one request: on the programme
    // page that lists the production (the browser tests' build pages it by a few).
    const asked: string[] = [];
    page.on("request", (r) => r.url().includes("/events/118") && asked.push(new URL(r.url()).searchParams.get("keys") ?? ""));
    const now = testNow();
    const coming = content.productions
      .map((p) => ({ title: p.title, next: Math.min(...p.events.map((e) => Date.parse(e.start)).filter((t) => t > now)) }))
      .filter((p) => Number.isFinite(p.next))
      .sort((a, b) => a.next - b.next);
    const listingPage = Math.floor(coming.findIndex((p) => p.title === pageOf(soldOut.Id).title) / E2E_PROGRAMME_PAGE_SIZE) + 1;
    await page.goto(listingPage === 1 ? "/kulturprogram" : `/kulturprogram/side/${listingPage}`);
    const card = page.locator(".programme-list article", {
      has: page.getByRole("link", { name: pageOf(soldOut.Id).title, exact: true }),
    });
    await expect(card.locator(".live-status--sold-out")).toHaveCount(1);
    expect(asked).toHaveLength(1);
    expect(asked[0].split(",")).toContain(soldOut.Id);
  });

  test("a failed live-event fetch leaves the page as it is", async ({ page }) => {
    // This page's own events call fails. A visitor has no member to scope the stand-in's fail-next to,
    // and an unscoped rule would fail the tests running beside this one, many of which open culture
    // pages that ask for events too.
    await page.route(
      (url) => url.href.startsWith(`${api()}/118/events/`),
      (route) => route.fulfill({ status: 500, contentType: "application/json", body: "{}" }),
    );
    const messages: string[] = [];
    page.on("console", (m) => m.type() === "error" && messages.push(m.text()));
    await page.goto(`/${film.pageReference}`);
    await expect(page.getByRole("link", { name: /Kjøp billett/ }).first()).toBeVisible();
    await expect.poll(() => messages).toContain("Failed to fetch");
  });

  test("pages without a cinema island load no cinema code", async ({ page }) => {
    const urls: string[] = [];
    page.on("request", (r) => urls.push(r.url()));
    await page.goto("/bojersalen");
    await page.waitForLoadState("networkidle");
    expect(urls.filter((u) => u.startsWith(api()))).toEqual([]);
    const scripts = await page.evaluate(() => [...document.scripts].map((s) => s.src).filter(Boolean));
    for (const src of scripts) {
      const body = await (await page.request.get(src)).text();
      expect(body, src).not.toContain("X-XSRF-TOKEN");
      expect(body, src).not.toContain("addMovieToWatchList");
    }
  });
});

test.describe("the watch list meets the programme", () => {
  const otherFilm = content.productions.find((p) => p.fields.ediNumber && p.fields.ediNumber !== film.fields.ediNumber)!;
  const memberCalls = (page: Page) => {
    const calls: string[] = [];
    page.on("request", (r) => {
      if (/watchlist|switchTokens/i.test(r.url())) calls.push(r.url());
    });
    return calls;
  };

  test("a visitor who is not logged in loads nothing of it", async ({ page }) => {
    const calls = memberCalls(page);
    for (const path of ["/kulturprogram", `/${film.pageReference}`]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      await expect(page.getByText("På ønsket ditt")).toHaveCount(0);
    }
    expect(calls).toEqual([]);
  });

  test("a member sees their watch-list films marked in the programme and on the film's page, and /min-side links their dates", async ({
    page,
    member,
  }) => {
    await logIn(page, member, `/${film.pageReference}`);
    await page.getByRole("button", { name: "Legg til i ønskelisten" }).click();
    await expect(page.getByText(/er i ønskelisten din/)).toBeVisible();

    await page.goto(`/${film.pageReference}`);
    await expect(page.getByRole("main").getByText("På ønsket ditt")).toBeVisible();
    await page.goto(`/${otherFilm.pageReference}`);
    await expect(page.getByRole("heading", { name: "Om filmen" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expect(page.getByText("På ønsket ditt")).toHaveCount(0);

    await page.goto("/kulturprogram");
    const card = page.locator(".programme-list article", { has: page.getByRole("link", { name: film.title, exact: true }) });
    await expect(card.getByText("På ønsket ditt")).toBeVisible();
    await expect(page.getByText("På ønsket ditt")).toHaveCount(1);

    await page.goto("/min-side");
    const onHere = page.locator(".watchlist li", { hasText: film.title });
    const link = onHere.getByRole("link", { name: `Se datoer og billetter for ${film.title}` });
    await expect(link).toHaveAttribute("href", `/${film.pageReference}#billetter`);
    await expect(onHere).toContainText("Vises her");
    // The member's other film (Kystradioen, as the demo member's) is not shown here: no dates to link to.
    const notHere = page.locator(".watchlist li").filter({ hasNotText: film.title });
    await expect(notHere).toHaveCount(1);
    await expect(notHere.getByRole("link", { name: /Se datoer/ })).toHaveCount(0);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/${film.pageReference}#billetter$`));
    await expect(page.getByRole("heading", { name: "Datoer og billetter" })).toBeVisible();
  });
});

const PAST_FILM = "Fyrvokteren på Kya";

test.describe("the member page as a ticket wallet", () => {
  for (const width of [390, 1280]) {
    test(`coming tickets as cards with a door-sized QR code and its code, past ones apart below (${width} px)`, async ({
      page,
      member,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await logIn(page, member);
      await freshTickets(page);
      const cards = page.locator(".ticket");
      for (const card of await cards.all()) {
        const box = (await card.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        await expect(card.locator("img.ticket__poster")).toBeVisible();
        await expect(card.getByRole("heading", { level: 3 })).toHaveText(/\S/);
        await expect(card.locator(".ticket__when time")).toHaveText(/^\p{L}+ \d{1,2}\. \p{L}+ \d{4} kl\. \d{2}:\d{2}$/u);
        await expect(card).toContainText("SalAuditoriet");
        await expect(card).toContainText(/PlasserRad \d+/);
        await expect(card).toContainText("Merknad");
        // A door scanner reads a code of 200-280 CSS px from a phone; never page-wide.
        const qr = (await card.getByRole("img", { name: /QR-kode for billetten/ }).boundingBox())!;
        expect(qr.width).toBeGreaterThanOrEqual(200);
        expect(qr.width).toBeLessThanOrEqual(280);
        expect(Math.abs(qr.height - qr.width)).toBeLessThan(2);
        // The code as text right under the QR code, for the staff to type in.
        const code = card.locator(".ticket__code-value");
        await expect(code).toBeVisible();
        await expect(code).toHaveText(/^RK-118-\d{6}$/);
        const codeBox = (await code.boundingBox())!;
        expect(codeBox.y).toBeGreaterThanOrEqual(qr.y + qr.height - 1);
        expect(codeBox.y).toBeLessThan(qr.y + qr.height + 60);
        expect(codeBox.x + codeBox.width / 2).toBeGreaterThan(qr.x);
        expect(codeBox.x + codeBox.width / 2).toBeLessThan(qr.x + qr.width);
        // A card a member takes in at a glance, not a page of its own.
        expect(box.height).toBeLessThan(width < 720 ? 900 : 420);
      }
      // Coming tickets soonest first, each on a date the programme shows the film.
      const starts = await cards.locator(".ticket__when time").evaluateAll((els) => els.map((e) => e.getAttribute("datetime")!));
      const times = starts.map((s) => Date.parse(s));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(times[0]).toBeGreaterThan(testNow());
      const titles = await cards.getByRole("heading", { level: 3 }).allTextContents();
      titles.forEach((title, i) => {
        const production = content.productions.find((p) => p.title === title);
        if (production) expect(production.events.map((e) => Date.parse(e.start))).toContain(times[i]);
      });
      // Past tickets: apart, under the coming ones, quieter, with no code to show at the door.
      const past = page.getByRole("region", { name: "Tidligere billetter" });
      await expect(past).toBeVisible();
      await expect(past.getByRole("listitem")).toHaveCount(1);
      await expect(past).toContainText(PAST_FILM);
      await expect(past.getByRole("img", { name: /QR-kode/ })).toHaveCount(0);
      const lastCard = (await cards.last().boundingBox())!;
      expect((await past.boundingBox())!.y).toBeGreaterThan(lastCard.y + lastCard.height);
      const size = (l: import("@playwright/test").Locator) => l.evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
      expect(await size(past.locator(".past-ticket__title"))).toBeLessThan(await size(cards.first().getByRole("heading")));
      await expect(page.locator(".ticket", { hasText: PAST_FILM })).toHaveCount(0);
    });
  }
});

test.describe("the member forms", () => {
  for (const width of [390, 1280]) {
    test(`are of a readable width, clear of the header, with server errors red and announced (${width} px)`, async ({
      page,
      member,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ["/min-side/logg-inn", "/min-side/ny-bruker", "/min-side/glemt-passord"]) {
        await page.goto(path);
        const form = page.locator("form.member-form");
        await expect(form).toBeVisible();
        const box = (await form.boundingBox())!;
        expect(box.width, path).toBeLessThanOrEqual(Math.min(28 * 16, width));
        expect(box.width, path).toBeGreaterThanOrEqual(Math.min(20 * 16, width - 48));
        const header = (await page.locator("header").first().boundingBox())!;
        const h1 = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
        expect(h1.y - (header.y + header.height), path).toBeGreaterThanOrEqual(16);
      }

      await page.goto("/min-side/logg-inn");
      await page.getByRole("button", { name: "Logg inn" }).click();
      const fieldError = page.locator(".field-error").first();
      await expect(fieldError).toBeVisible();
      const red = await fieldError.evaluate((e) => getComputedStyle(e).color);
      await page.getByRole("main").getByLabel("E-post").fill(member.email);
      await page.getByRole("main").getByLabel("Passord").fill("feil-passord");
      await page.getByRole("button", { name: "Logg inn" }).click();
      const serverError = page.getByRole("main").getByRole("alert");
      await expect(serverError).toHaveText("Feil e-post eller passord.");
      const style = await serverError.evaluate((e) => {
        const s = getComputedStyle(e);
        return { color: s.color, weight: Number(s.fontWeight), border: s.borderLeftColor };
      });
      expect(style).toEqual({ color: red, weight: 700, border: red });
    });
  }

  test("the password rule shows before the first try", async ({ page }) => {
    await page.goto("/min-side/ny-bruker");
    const rule = page.getByText("Minst 8 tegn.");
    await expect(rule).toBeVisible();
    await expect(page.getByRole("main").getByLabel("Passord")).toHaveAccessibleDescription("Minst 8 tegn.");
    const rulesBox = (await rule.boundingBox())!;
    const input = (await page.getByRole("main").getByLabel("Passord").boundingBox())!;
    expect(Math.abs(rulesBox.y - input.y)).toBeLessThan(60);
  });
});
