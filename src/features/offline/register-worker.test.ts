import { registerWorker } from "./register-worker";
import { KEEP_MESSAGE } from "./keep-by-worker";

jest.mock("./controlled-code", () => ({ loadControlledCode: jest.fn(() => new Promise(() => undefined)) }));

const workerEvents = { installed: jest.fn(), updateReady: jest.fn(), active: jest.fn() };

/** A browser's service workers: registering answers `registration`; `controller` is the worker in charge. */
function fakeWindow({
  registration,
  controller = null,
  hostname = "localhost",
}: {
  registration?: unknown;
  controller?: unknown;
  hostname?: string;
}) {
  const workers = Object.assign(new EventTarget(), { controller, register: jest.fn(async () => registration) });
  const win = { navigator: { serviceWorker: workers }, location: { protocol: "http:", hostname } } as unknown as Window;
  return { win, workers };
}

/** A worker being installed, which the test moves through its states. */
function installing() {
  const worker = Object.assign(new EventTarget(), { state: "installing" });
  const registration = Object.assign(new EventTarget(), { installing: worker });
  const to = (state: string) => {
    worker.state = state;
    worker.dispatchEvent(new Event("statechange"));
  };
  return { registration, to, found: () => registration.dispatchEvent(new Event("updatefound")) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => jest.clearAllMocks());

describe("the service worker on a page built of islands", () => {
  it("registers /sw.js, and the first worker installed is told as Gatsby's hook would tell it", async () => {
    const worker = installing();
    const { win, workers } = fakeWindow({ registration: worker.registration });
    registerWorker(workerEvents, win);
    await settle();
    expect(workers.register).toHaveBeenCalledWith("/sw.js");
    worker.found();
    worker.to("installed");
    expect(workerEvents.installed).toHaveBeenCalledTimes(1);
    worker.to("activated");
    expect(workerEvents.active).toHaveBeenCalledTimes(1);
    expect(workerEvents.updateReady).not.toHaveBeenCalled();
  });

  it("a new build's worker, installed while another controls the page, is an update", async () => {
    const worker = installing();
    const { win } = fakeWindow({ registration: worker.registration, controller: { postMessage: jest.fn() } });
    registerWorker(workerEvents, win);
    await settle();
    worker.found();
    worker.to("installed");
    expect(workerEvents.updateReady).toHaveBeenCalledWith(worker.registration);
    expect(win.___swUpdated).toBe(true);
    expect(workerEvents.installed).not.toHaveBeenCalled();
  });

  it("once a worker controls the page, asks it to keep the page whole for offline use", async () => {
    const postMessage = jest.fn();
    const { win, workers } = fakeWindow({ registration: installing().registration });
    (win as unknown as { location: { pathname: string } }).location.pathname = "/kjokken";
    registerWorker(workerEvents, win);
    await settle();
    expect(postMessage).not.toHaveBeenCalled();
    workers.controller = { postMessage };
    workers.dispatchEvent(new Event("controllerchange"));
    expect(postMessage).toHaveBeenCalledWith({
      [KEEP_MESSAGE]: { page: { path: "/kjokken", data: "/page-data/kjokken/page-data.json" } },
    });
  });

  it("carries on where there can be no worker: not https, no support, a registration that answers nothing", async () => {
    const plain = fakeWindow({ hostname: "www.example.no" });
    registerWorker(workerEvents, plain.win);
    expect(plain.workers.register).not.toHaveBeenCalled();
    registerWorker(workerEvents, { navigator: {}, location: { protocol: "https:", hostname: "x" } } as unknown as Window);
    const blocked = fakeWindow({ registration: undefined });
    registerWorker(workerEvents, blocked.win);
    await settle();
    expect(blocked.workers.register).toHaveBeenCalled();
  });
});
