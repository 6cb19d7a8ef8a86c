import { screen } from "@testing-library/react";
import { guardOfflineNavigation } from "./offline-navigation";
import { ensureNoticeRegion } from "./notice";
import { OFFLINE_MESSAGES } from "./messages";

type Loader = { loadPage: jest.Mock };

function gatsbyWindow(online: boolean, loader: Loader) {
  const navigate = jest.fn();
  const win = {
    ___navigate: navigate,
    ___loader: loader,
    navigator: { onLine: online },
    location: { href: "http://localhost/kantine" },
    document,
  };
  guardOfflineNavigation(win as unknown as Window);
  return { navigate, go: (to: string) => (win.___navigate as (to: string) => void)(to) };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  document.body.innerHTML = "";
  ensureNoticeRegion();
});

describe("following a link", () => {
  it("online, goes as Gatsby goes, without asking first", () => {
    const loader = { loadPage: jest.fn() };
    const { navigate, go } = gatsbyWindow(true, loader);
    go("/kjokken");
    expect(navigate).toHaveBeenCalledWith("/kjokken", undefined);
    expect(loader.loadPage).not.toHaveBeenCalled();
  });

  it("offline, goes to a page that is saved on the device", async () => {
    const loader = { loadPage: jest.fn().mockResolvedValue({ status: "success" }) };
    const { navigate, go } = gatsbyWindow(false, loader);
    go("/kjokken?x=1");
    await flush();
    expect(loader.loadPage).toHaveBeenCalledWith("/kjokken?x=1");
    expect(navigate).toHaveBeenCalledWith("/kjokken?x=1", undefined);
  });

  it("offline, stays on the page when the next one is not saved, and says why", async () => {
    const loader = { loadPage: jest.fn().mockResolvedValue({ status: "error" }) };
    const { navigate, go } = gatsbyWindow(false, loader);
    go("/kjokken");
    await flush();
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByRole("status")).toHaveTextContent(OFFLINE_MESSAGES.pageNotSaved);
  });

  it("offline, stays and says why when loading the page fails outright", async () => {
    const loader = { loadPage: jest.fn().mockRejectedValue(new Error("Failed to fetch")) };
    const { navigate, go } = gatsbyWindow(false, loader);
    go("/kjokken");
    await flush();
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByRole("status")).toHaveTextContent(OFFLINE_MESSAGES.pageNotSaved);
  });
});
