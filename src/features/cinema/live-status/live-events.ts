import { cinemaBaseUrl } from "../api/cinema-config";

/**
 * The live ticket status of the events on a page, for the lean live-status island: one public GET
 * of the cinema API's events/<partner>?keys=… per batch of ids not asked for before, read for the
 * three fields the status shows, and a small store of its own. It needs none of the member
 * module's store, axios client, mapping, forms or validators, so a programme or culture page loads
 * only this.
 */
export type Status = "idle" | "loading" | "succeeded" | "failed";

/**
 * What the status shows of an event (the spec's LiveEvent, as far as sold out and seats left go).
 * null: the cinema system sent the field in a form that cannot be read, so it claims nothing.
 */
export interface LiveEvent {
  id: string;
  soldOut: boolean | null;
  availableSeats: number | null;
}

const absent = (v: unknown) => v === undefined || v === null;

/**
 * The events of an answer (the contract's Id, SoldOut, AvailableSeats), read as the member
 * module reads them: an entry without a usable id is left out; a field left out is "not sold
 * out" and "0 seats"; a field that is not what it claims is unknown (null).
 */
export function readLiveEvents(value: unknown): LiveEvent[] {
  if (!Array.isArray(value)) throw new Error("events: expected a list");
  return value.flatMap((item) => {
    const raw = (item && typeof item === "object" && !Array.isArray(item) ? item : {}) as Record<string, unknown>;
    const id = typeof raw.Id === "string" || (typeof raw.Id === "number" && Number.isFinite(raw.Id)) ? String(raw.Id) : "";
    if (!id) return [];
    const { SoldOut: soldOut, AvailableSeats: seats } = raw;
    return [
      {
        id,
        soldOut: typeof soldOut === "boolean" ? soldOut : absent(soldOut) ? false : null,
        availableSeats: typeof seats === "number" && Number.isFinite(seats) ? seats : absent(seats) ? 0 : null,
      },
    ];
  });
}

export interface LiveEventsState {
  requested: string[];
  items: LiveEvent[];
  status: Status;
}

export type FetchEvents = (ids: string[]) => Promise<LiveEvent[]>;

/** The events call: GET {baseURL}events/{partner}?keys=a,b,c (no credentials: the status is public). */
export function eventsCall(baseURL: string, partner: number, fetchImpl: typeof fetch = fetch): FetchEvents {
  return async (ids) => {
    // Commas between the keys as they are, as the member module's axios client sends them.
    const url = `${new URL(`events/${partner}`, baseURL).href}?keys=${ids.map(encodeURIComponent).join(",")}`;
    const response = await fetchImpl(url, { headers: { Accept: "application/json" } });
    if (!response.ok) throw new Error(`events: HTTP ${response.status}`);
    return readLiveEvents(await response.json());
  };
}

/** A store for one tab: subscribe and getState for useSyncExternalStore, request for the components. */
export function createLiveEventsStore(fetchEvents: FetchEvents) {
  let state: LiveEventsState = { requested: [], items: [], status: "idle" };
  const listeners = new Set<() => void>();
  const set = (next: LiveEventsState) => {
    state = next;
    listeners.forEach((l) => l());
  };
  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Asks for the events not asked for before, if any, in one call. A failure is logged only (spec): the page stays as it is. */
    async request(ids: string[]): Promise<void> {
      const asked = new Set(state.requested);
      const fresh = [...new Set(ids)].filter((id) => !asked.has(id));
      if (fresh.length === 0) return;
      set({ ...state, requested: [...state.requested, ...fresh], status: "loading" });
      try {
        const events = await fetchEvents(fresh);
        const known = new Set(state.items.map((e) => e.id));
        set({ ...state, items: [...state.items, ...events.filter((e) => !known.has(e.id))], status: "succeeded" });
      } catch {
        console.error("Failed to fetch");
        set({ ...state, status: "failed" });
      }
    },
  };
}

export type LiveEventsStore = ReturnType<typeof createLiveEventsStore>;

export const selectLiveEvent = (state: LiveEventsState, id: string): LiveEvent | null =>
  state.items.find((e) => e.id === id) ?? null;

let tabStore: LiveEventsStore | null = null;

/**
 * The tab's one store of live events, for every status on the page whoever draws it (React's
 * LiveStatus, or draw.ts where React is not loaded): each event is asked for once. Null without a
 * cinema API in the build: the ticket lists stay as they are.
 */
export function liveEventsStoreFor(partner: number): LiveEventsStore | null {
  const baseURL = cinemaBaseUrl(partner);
  if (!baseURL) return null;
  tabStore ??= createLiveEventsStore(eventsCall(baseURL, partner));
  return tabStore;
}

export const FEW_SEATS = 10;

/** What the status beside a date says: sold out, or few seats left; null for nothing to say. */
export function liveBadge(event: LiveEvent | null): { kind: "sold-out" | "few"; className: string; text: string } | null {
  if (!event) return null;
  // A status the cinema system sent in a form that cannot be read claims nothing: the page stays as it is.
  if (event.soldOut === true) return { kind: "sold-out", className: "live-status live-status--sold-out", text: "Utsolgt" };
  if (event.availableSeats !== null && event.availableSeats > 0 && event.availableSeats <= FEW_SEATS)
    return { kind: "few", className: "live-status live-status--few", text: `Få billetter igjen (${event.availableSeats})` };
  return null;
}
