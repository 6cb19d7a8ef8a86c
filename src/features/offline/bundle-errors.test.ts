import { watchBundleLoading } from "./bundle-errors";

describe("a script chunk that fails to load", () => {
  it("is logged as 'bundle loading error' with its address", () => {
    watchBundleLoading();
    const log = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const script = document.createElement("script");
    script.src = "http://localhost/component---src-templates-page-tsx-abc.js";
    document.head.append(script);
    script.dispatchEvent(new Event("error"));
    expect(log).toHaveBeenCalledWith("bundle loading error", "http://localhost/component---src-templates-page-tsx-abc.js");
    log.mockClear();
    const image = document.createElement("img");
    document.body.append(image);
    image.dispatchEvent(new Event("error"));
    expect(log).not.toHaveBeenCalled();
    log.mockRestore();
  });
});
