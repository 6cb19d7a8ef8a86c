import fs from "node:fs";
import path from "node:path";
import type React from "react";
import { act, renderHook, waitFor } from "@testing-library/react";
import { ownersToJson } from "../../../content-model";
import { editorJsonSchemas } from "../config/model";
import { contentJson } from "../formats";
import type { QuickBackend } from "./quick-backend";
import { useQuickPanel } from "./useQuickPanel";

/** Hurtigvalg's state against an in-memory backend holding the repository's own content files. */
const ROOT = path.join(__dirname, "../../..");
const NOW = Date.parse("2026-11-25T12:00:00+01:00");
const JAZZ = "content/productions/jazz-i-smia-fosen-kvartett-2027.json";
const SITE = "content/site.json";
const schemas = editorJsonSchemas();
const submit = { preventDefault: () => undefined } as React.FormEvent;

function memoryBackend() {
  const files = new Map<string, string>();
  for (const folder of ["content/productions", "content/articles", "content/pages"])
    for (const name of fs.readdirSync(path.join(ROOT, folder)).filter((n) => n.endsWith(".json")))
      files.set(`${folder}/${name}`, fs.readFileSync(path.join(ROOT, folder, name), "utf8"));
  for (const file of [SITE, "redirects.json"]) files.set(file, fs.readFileSync(path.join(ROOT, file), "utf8"));
  const written: { file: string; message: string }[] = [];
  const backend: QuickBackend = {
    list: async () => [...files].map(([file, text]) => ({ file, text })),
    read: async (file) => ({ text: files.get(file) ?? "", sha: null }),
    write: async (file, text, _from, message) => {
      files.set(file, text);
      written.push({ file, message });
    },
  };
  return { backend, files, written };
}

function renderPanel(backend: QuickBackend) {
  const publishing = { starting: jest.fn(), saved: jest.fn() };
  const settings = {
    backend,
    owners: ownersToJson({ owners: [], patterns: [] }),
    publishing,
    fileText: (kind: keyof typeof schemas, data: unknown) => contentJson(schemas[kind]).toFile(data),
    now: () => NOW,
  };
  return { publishing, ...renderHook(() => useQuickPanel(settings)) };
}

describe("useQuickPanel", () => {
  it("lists the coming dates, and marks one sold out through the check and the backend", async () => {
    const memory = memoryBackend();
    const { result, publishing } = renderPanel(memory.backend);
    await waitFor(() => expect(result.current.load.state).toBe("ready"));
    const load = result.current.load as Extract<typeof result.current.load, { state: "ready" }>;
    const jazz = load.dates.find((d) => d.file === JAZZ)!;
    expect(jazz.status).toBeNull();

    let saved: boolean | undefined;
    await act(async () => {
      saved = await result.current.setStatus(jazz, "soldOut");
    });
    expect(saved).toBe(true);
    expect(memory.written).toEqual([
      { file: JAZZ, message: "Hurtigvalg: Utsolgt Jazz i Smia: Fosen Kvartett fre. 11. juni kl. 19:00" },
    ]);
    expect(result.current.done).toBe("«Jazz i Smia: Fosen Kvartett» fre. 11. juni kl. 19:00 er utsolgt.");
    expect(publishing.starting).toHaveBeenCalledTimes(1);
    expect(publishing.saved).toHaveBeenCalledTimes(1);
    expect(result.current.busy).toBe(false);
    await waitFor(() => expect((result.current.load as typeof load).dates.find((d) => d.file === JAZZ)?.status).toBe("soldOut"));
  });

  it("refuses an empty notice without writing, and puts up a written one, emptying the field", async () => {
    const memory = memoryBackend();
    const { result } = renderPanel(memory.backend);
    await waitFor(() => expect(result.current.load.state).toBe("ready"));
    act(() => result.current.notice.setText("   "));
    await act(() => result.current.notice.putUpNotice(submit));
    expect(result.current.refusal).toBe("Skriv meldingen først.");
    expect(memory.written).toEqual([]);

    act(() => result.current.notice.setText("Konserten  starter 19:30."));
    await act(() => result.current.notice.putUpNotice(submit));
    expect(result.current.refusal).toBeNull();
    expect(memory.written).toEqual([{ file: SITE, message: "Hurtigvalg: viktig melding «Konserten starter 19:30.»" }]);
    expect(result.current.done).toBe("Meldingen er lagt ut.");
    expect(result.current.notice.text).toBe("");
  });

  it("says why the dates could not be had, and tries again", async () => {
    const memory = memoryBackend();
    const list = memory.backend.list;
    memory.backend.list = async () => {
      throw new Error("Ingen forbindelse.");
    };
    const { result } = renderPanel(memory.backend);
    await waitFor(() => expect(result.current.load).toEqual({ state: "failed", message: "Ingen forbindelse." }));
    memory.backend.list = list;
    await act(() => result.current.reload());
    expect(result.current.load.state).toBe("ready");
  });

  it("reports a failed write as not saved", async () => {
    const memory = memoryBackend();
    memory.backend.write = async () => {
      throw new Error("Konflikt.");
    };
    const { result, publishing } = renderPanel(memory.backend);
    await waitFor(() => expect(result.current.load.state).toBe("ready"));
    const jazz = (result.current.load as { dates: { file: string }[] }).dates.find((d) => d.file === JAZZ);
    let saved: boolean | undefined;
    await act(async () => {
      saved = await result.current.setStatus(jazz as never, "cancelled");
    });
    expect(saved).toBe(false);
    expect(result.current.refusal).toBe("Ikke lagret: Konflikt.");
    expect(publishing.saved).not.toHaveBeenCalled();
  });
});
