/** @jest-environment node */
import net from "node:net";
import os from "node:os";
import { startLocalEditor } from "./local-editor";

describe("the editor's local backend", () => {
  it("refuses to start on a port something else answers on, rather than let that answer for it", async () => {
    const other = net.createServer();
    await new Promise<void>((resolve) => other.listen(0, "127.0.0.1", resolve));
    const { port } = other.address() as net.AddressInfo;
    try {
      await expect(
        startLocalEditor({
          repoDir: os.tmpdir(),
          port,
          siteOrigins: ["http://localhost:9000"],
          rebuild: async () => 0,
          log: () => undefined,
        }),
      ).rejects.toThrow(`Port ${port} is taken (another editor backend still running?)`);
    } finally {
      other.close();
    }
  });
});
