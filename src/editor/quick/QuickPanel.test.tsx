import fs from "node:fs";
import path from "node:path";
import React from "react";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ownersToJson } from "../../../content-model";
import { editorJsonSchemas } from "../config/model";
import { contentJson } from "../formats";
import { quickBackend } from "./quick-backend";
import { QuickPanel } from "./QuickPanel";

/**
 * Hurtigvalg against a fake of the local backend at the HTTP layer (Decap's proxy protocol, as
 * scripts/editor/backend/actions.ts answers it), holding the repository's own content files.
 */
const ROOT = path.join(__dirname, "../../..");
const PROXY = "http://127.0.0.1:9310/api/v1";
// E2E_NOW: the test build's moment (scripts/gatsby-build.ts).
const NOW = Date.parse("2026-11-25T12:00:00+01:00");
const JAZZ = "content/productions/jazz-i-smia-fosen-kvartett-2027.json";
const SITE = "content/site.json";
// The editor's own formats, as cms.tsx hands them in.
const schemas = editorJsonSchemas();

function repoFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const folder of ["content/productions", "content/articles", "content/pages"])
    for (const name of fs.readdirSync(path.join(ROOT, folder)).filter((n) => n.endsWith(".json")))
      files.set(`${folder}/${name}`, fs.readFileSync(path.join(ROOT, folder, name), "utf8"));
  files.set(SITE, fs.readFileSync(path.join(ROOT, SITE), "utf8"));
  files.set("redirects.json", fs.readFileSync(path.join(ROOT, "redirects.json"), "utf8"));
  return files;
}

interface Sent {
  path: string;
  raw: string;
}

function fakeLocalBackend(files: Map<string, string>) {
  const persisted: Sent[] = [];
  const fetcher = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    expect(String(url)).toBe(PROXY);
    const { action, params } = JSON.parse(String(init?.body)) as { action: string; params: Record<string, unknown> };
    const answer = (body: unknown, status = 200) =>
      ({ ok: status < 300, status, json: async () => body, text: async () => JSON.stringify(body) }) as Response;
    switch (action) {
      case "entriesByFolder":
        return answer(
          [...files]
            .filter(([file]) => path.posix.dirname(file) === params.folder)
            .map(([file, data]) => ({ data, file: { path: file, id: file } })),
        );
      case "getEntry":
        return answer({ data: files.get(String(params.path)) ?? null, file: { path: params.path } });
      case "persistEntry": {
        for (const d of params.dataFiles as Sent[]) {
          persisted.push({ path: d.path, raw: d.raw });
          files.set(d.path, d.raw);
        }
        return answer({ message: "entry persisted" });
      }
      default:
        return answer({ error: `unknown ${action}` }, 422);
    }
  });
  return { fetcher, persisted };
}

function renderPanel(files = repoFiles()) {
  const fake = fakeLocalBackend(files);
  const backend = quickBackend(
    { backend: "local", proxyUrl: PROXY, siteBuildUrl: "/build.json" },
    { fetcher: () => fake.fetcher as never },
  );
  const publishing = { starting: jest.fn(), saved: jest.fn() };
  render(
    <QuickPanel
      fileText={(kind, data) => contentJson(schemas[kind]).toFile(data)}
      backend={backend}
      owners={ownersToJson({ owners: [], patterns: [] })}
      publishing={publishing}
      onClose={jest.fn()}
      now={() => NOW}
    />,
  );
  return { ...fake, publishing, files };
}

const jazzDate = () => screen.findByRole("listitem", { name: "Jazz i Smia: Fosen Kvartett, fre. 11. juni kl. 19:00" });

describe("Hurtigvalg", () => {
  it("cancels a date in two taps: the production file gets the date's status, the rest as it was", async () => {
    const user = userEvent.setup();
    const { persisted, publishing } = renderPanel();
    const before = fs.readFileSync(path.join(ROOT, JAZZ), "utf8");
    const row = await jazzDate();
    await user.click(within(row).getByRole("button", { name: "Avlys" }));
    await user.click(within(row).getByRole("button", { name: "Ja, avlys" }));
    await screen.findByText("«Jazz i Smia: Fosen Kvartett» fre. 11. juni kl. 19:00 er avlyst.");
    expect(persisted).toHaveLength(1);
    expect(persisted[0].path).toBe(JAZZ);
    // One line more: the status, after the hall, every other key where it was.
    expect(persisted[0].raw).toBe(before.replace('"hall": "Smia"', '"hall": "Smia",\n      "status": "cancelled"'));
    expect(publishing.starting).toHaveBeenCalledTimes(1);
    expect(publishing.saved).toHaveBeenCalledTimes(1);
    // Shown as cancelled, with a way back.
    const after = await jazzDate();
    expect(within(after).getByText("Avlyst")).toBeTruthy();
    await user.click(within(after).getByRole("button", { name: "Angre avlysning" }));
    await waitFor(() => expect(persisted).toHaveLength(2));
    expect(persisted[1].raw).toBe(before);
  });

  it("marks a date sold out in one tap", async () => {
    const user = userEvent.setup();
    const { persisted } = renderPanel();
    await user.click(within(await jazzDate()).getByRole("button", { name: "Utsolgt" }));
    await waitFor(() => expect(persisted).toHaveLength(1));
    const events = (JSON.parse(persisted[0].raw) as { events: unknown[] }).events;
    expect(events).toEqual([{ id: "ev-10343", start: "2027-06-11T19:00:00+02:00", hall: "Smia", status: "soldOut" }]);
  });

  it("puts up an urgent notice in site.json, from now until the end of the day, the rest of the file as it was", async () => {
    const user = userEvent.setup();
    const { persisted } = renderPanel();
    const before = JSON.parse(fs.readFileSync(path.join(ROOT, SITE), "utf8")) as { notices: unknown[] };
    await jazzDate();
    await user.type(screen.getByLabelText("Melding (én linje)"), "Konserten i kveld starter 19:30, ikke 19:00.");
    await user.click(screen.getByRole("radio", { name: "Kritisk" }));
    await user.click(screen.getByRole("button", { name: "Legg ut meldingen" }));
    await screen.findByText("Meldingen er lagt ut.");
    expect(persisted.map((p) => p.path)).toEqual([SITE]);
    expect(JSON.parse(persisted[0].raw)).toEqual({
      ...before,
      notices: [
        ...before.notices,
        {
          id: "melding-2026-11-25-1200",
          text: "Konserten i kveld starter 19:30, ikke 19:00.",
          severity: "critical",
          from: "2026-11-25T12:00:00+01:00",
          to: "2026-11-25T23:59:00+01:00",
        },
      ],
    });
    // Written as the editor writes it: two spaces, a line break at the end.
    expect(persisted[0].raw.endsWith("}\n")).toBe(true);
    expect(persisted[0].raw).toContain('\n  "notices": [\n');
  });

  it("shows the check's refusal and sends nothing when the build would not take the file", async () => {
    const user = userEvent.setup();
    const files = repoFiles();
    // Another production has the same date id: the build would stop on it.
    const other = "content/productions/musikal-fosenfolket-2027.json";
    const musical = JSON.parse(files.get(other)!) as { events: { id: string }[] };
    musical.events[0].id = "ev-10343";
    files.set(other, `${JSON.stringify(musical, null, 2)}\n`);
    const { persisted, publishing, fetcher } = renderPanel(files);
    const row = await jazzDate();
    await user.click(within(row).getByRole("button", { name: "Avlys" }));
    await user.click(within(row).getByRole("button", { name: "Ja, avlys" }));
    const refusal = await screen.findByRole("alert");
    expect(refusal.textContent).toBe(
      "Ikke lagret. Rett dette først:\n• Dato 1 har samme faste kjennetegn som dato 1 i forestillingen «Fosenfolket – musikalen». Slett datoen her og legg den til på nytt.",
    );
    expect(persisted).toEqual([]);
    expect(fetcher.mock.calls.some(([, init]) => String(init?.body).includes("persistEntry"))).toBe(false);
    expect(publishing.starting).not.toHaveBeenCalled();
  });
});
