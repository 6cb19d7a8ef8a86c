import { fakeIntersection } from "../test-utils/intersection";
import { NEAR_SCREEN_MARGIN, ON_SCREEN_MARGIN, whenNearScreen } from "./near-screen";

const io = fakeIntersection();
beforeEach(() => io.install());
afterEach(() => io.restore());

const element = () => document.body.appendChild(document.createElement("div"));

describe("whenNearScreen", () => {
  it("calls back once the element comes within one screen of it, and only once", () => {
    const far = element();
    const near = jest.fn();
    whenNearScreen(far, near);
    expect(io.observers[0].options?.rootMargin).toBe(NEAR_SCREEN_MARGIN);
    io.seen(far, false);
    expect(near).not.toHaveBeenCalled();
    io.seen(far, true);
    expect(near).toHaveBeenCalledTimes(1);
    expect(io.watched()).toEqual([]);
    io.seen(far, true);
    expect(near).toHaveBeenCalledTimes(1);
  });

  it("watches every waiting element with one observer, each called back on its own", () => {
    const [a, b] = [element(), element()];
    const [nearA, nearB] = [jest.fn(), jest.fn()];
    whenNearScreen(a, nearA);
    whenNearScreen(b, nearB);
    expect(io.observers).toHaveLength(1);
    io.seen(b, true);
    expect(nearB).toHaveBeenCalledTimes(1);
    expect(nearA).not.toHaveBeenCalled();
    expect(io.watched()).toEqual([a]);
  });

  it("watches with the margin it is told, one observer per margin", () => {
    const [a, b, c] = [element(), element(), element()];
    const [nearA, nearB, nearC] = [jest.fn(), jest.fn(), jest.fn()];
    whenNearScreen(a, nearA, window, ON_SCREEN_MARGIN);
    whenNearScreen(b, nearB, window, ON_SCREEN_MARGIN);
    whenNearScreen(c, nearC);
    expect(io.observers.map((o) => o.options?.rootMargin)).toEqual([ON_SCREEN_MARGIN, NEAR_SCREEN_MARGIN]);
    expect(io.watched(ON_SCREEN_MARGIN)).toEqual([a, b]);
    io.seen(a, true, ON_SCREEN_MARGIN);
    expect(nearA).toHaveBeenCalledTimes(1);
    expect([nearB, nearC].every((near) => near.mock.calls.length === 0)).toBe(true);
  });

  it("calls nothing once stopped", () => {
    const far = element();
    const near = jest.fn();
    const stop = whenNearScreen(far, near);
    stop();
    expect(io.watched()).toEqual([]);
    io.observers[0].callback(
      [{ target: far, isIntersecting: true } as unknown as IntersectionObserverEntry],
      {} as IntersectionObserver,
    );
    expect(near).not.toHaveBeenCalled();
  });

  it("calls back at once where the browser cannot tell what is near", () => {
    io.restore();
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    const near = jest.fn();
    whenNearScreen(element(), near);
    expect(near).toHaveBeenCalledTimes(1);
  });
});

describe("whenNearScreen, one element watched twice", () => {
  beforeEach(() => io.install());
  afterEach(() => io.restore());

  it("calls back each, keeps watching while one still waits, and carries on past one that throws", () => {
    const frame = element();
    const [first, second, third] = [jest.fn(), jest.fn(), jest.fn()];
    const stopFirst = whenNearScreen(frame, first);
    whenNearScreen(frame, () => {
      second();
      throw new Error("broken");
    });
    whenNearScreen(frame, third);
    stopFirst();
    expect(io.watched()).toEqual([frame]);
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    io.seen(frame, true);
    error.mockRestore();
    expect(first).not.toHaveBeenCalled();
    expect([second.mock.calls.length, third.mock.calls.length]).toEqual([1, 1]);
    expect(io.watched()).toEqual([]);
  });
});
