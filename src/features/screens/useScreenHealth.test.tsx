import { act, renderHook } from "@testing-library/react";
import { useScreenHealth } from "./useScreenHealth";

/**
 * The screen's checks against a site whose first answer never comes: jsdom's fetch replaced by one
 * that answers build.json from `answers` in turn, where null is a request that never ends (it fails
 * only when its asker gives up, as a browser's fetch does).
 */
function site(answers: (string | null)[]) {
  const signals: (AbortSignal | undefined)[] = [];
  const fetch = jest.fn((_url: string, init?: RequestInit) => {
    signals.push(init?.signal ?? undefined);
    const buildId = answers.shift();
    if (buildId === null || buildId === undefined)
      return new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
      );
    return Promise.resolve({
      ok: true,
      status: 200,
      headers: new Map(),
      json: async () => ({ buildId }),
    } as unknown as Response);
  });
  window.fetch = fetch as unknown as typeof window.fetch;
  return { fetch, signals };
}

describe("a lobby screen's checks", () => {
  const realFetch = window.fetch;
  beforeEach(() => {
    jest.useFakeTimers();
    document.head.innerHTML = '<meta name="build-id" content="b1">';
  });
  afterEach(() => {
    jest.useRealTimers();
    window.fetch = realFetch;
    document.head.innerHTML = "";
  });

  it("go on after a request that never ends: the next check gives it up and asks anew", async () => {
    const { fetch, signals } = site([null, "b1"]);
    const { result } = renderHook(() => useScreenHealth(180_000));
    await act(async () => undefined);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(result.current).toBeNull();

    await act(async () => {
      jest.advanceTimersByTime(180_000);
    });
    expect(signals[0]?.aborted).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(result.current).toMatchObject({ build: "b1", offlineSince: null, savedCopy: false });
    expect(result.current?.lastReachedAt).not.toBeNull();
  });

  it("show nothing from a check given up", async () => {
    const { signals } = site([null, null]);
    const { result } = renderHook(() => useScreenHealth(180_000));
    await act(async () => {
      jest.advanceTimersByTime(180_000);
    });
    expect(signals[0]?.aborted).toBe(true);
    expect(result.current).toBeNull();
  });

  it("give up the one under way when the screen goes", async () => {
    const { signals } = site([null]);
    const { unmount } = renderHook(() => useScreenHealth(180_000));
    await act(async () => undefined);
    unmount();
    expect(signals[0]?.aborted).toBe(true);
  });
});
