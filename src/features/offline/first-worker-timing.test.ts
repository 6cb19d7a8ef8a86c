import { FIRST_WORKER_DELAY_MS, IDLE_WAIT_MS, registerWhenDue } from "./first-worker-timing";

/** A window that has loaded or not, controlled by a worker or not, with or without idle callbacks. */
function fakeWindow({ loaded, controlled, idle = true }: { loaded: boolean; controlled: boolean; idle?: boolean }) {
  const win = Object.assign(new EventTarget(), {
    document: { readyState: loaded ? "complete" : "interactive" },
    navigator: { serviceWorker: { controller: controlled ? {} : null } },
    setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
    requestIdleCallback: idle ? jest.fn((run: () => void, _options: { timeout: number }) => setTimeout(run, 50)) : undefined,
  });
  return win as unknown as Window & typeof win;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe("when a page built of islands registers the service worker", () => {
  it.each([
    { controlled: true, after: 0 },
    { controlled: false, after: FIRST_WORKER_DELAY_MS + 50 },
  ])("nothing is registered before the page's load, however long it takes (controlled: $controlled)", ({ controlled, after }) => {
    const register = jest.fn();
    const win = fakeWindow({ loaded: false, controlled });
    registerWhenDue(register, win);
    jest.advanceTimersByTime(FIRST_WORKER_DELAY_MS * 3);
    expect(register).not.toHaveBeenCalled();
    win.dispatchEvent(new Event("load"));
    jest.advanceTimersByTime(after);
    expect(register).toHaveBeenCalledTimes(1);
  });

  it("a page a worker controls that has already loaded registers at once", () => {
    const register = jest.fn();
    registerWhenDue(register, fakeWindow({ loaded: true, controlled: true }));
    expect(register).toHaveBeenCalledTimes(1);
  });

  it("a first visit's page registers once it has been open the delay after its load, in an idle moment", () => {
    const register = jest.fn();
    const win = fakeWindow({ loaded: false, controlled: false });
    registerWhenDue(register, win);
    win.dispatchEvent(new Event("load"));
    jest.advanceTimersByTime(FIRST_WORKER_DELAY_MS - 1);
    expect(register).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(win.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: IDLE_WAIT_MS });
    expect(register).not.toHaveBeenCalled();
    jest.advanceTimersByTime(50);
    expect(register).toHaveBeenCalledTimes(1);
    win.dispatchEvent(new Event("load"));
    jest.advanceTimersByTime(FIRST_WORKER_DELAY_MS * 2);
    expect(register).toHaveBeenCalledTimes(1);
  });

  it("a browser without idle callbacks registers when the delay is over", () => {
    const register = jest.fn();
    registerWhenDue(register, fakeWindow({ loaded: true, controlled: false, idle: false }));
    jest.advanceTimersByTime(FIRST_WORKER_DELAY_MS - 1);
    expect(register).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(register).toHaveBeenCalledTimes(1);
  });

  it("a browser without service workers is handled as a first visit (registerWorker then finds none)", () => {
    const register = jest.fn();
    const win = Object.assign(fakeWindow({ loaded: true, controlled: false }), { navigator: {} });
    registerWhenDue(register, win);
    jest.advanceTimersByTime(FIRST_WORKER_DELAY_MS + 50);
    expect(register).toHaveBeenCalledTimes(1);
  });
});
