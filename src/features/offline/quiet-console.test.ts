import { quietExpectedWorkerErrors, REDUNDANT_WORKER_MESSAGE, REDUNDANT_WORKER_NOTE } from "./quiet-console";

describe("the console in normal operation", () => {
  it("tells of a new worker that did not install as information, and leaves every other error an error", () => {
    const con = { error: jest.fn(), info: jest.fn() } as unknown as Console;
    const realError = con.error as jest.Mock;
    quietExpectedWorkerErrors(con);
    con.error(REDUNDANT_WORKER_MESSAGE);
    expect(realError).not.toHaveBeenCalled();
    expect(con.info).toHaveBeenCalledWith(REDUNDANT_WORKER_NOTE);
    con.error("bundle loading error", "/app.js");
    expect(realError).toHaveBeenCalledWith("bundle loading error", "/app.js");
  });
});
