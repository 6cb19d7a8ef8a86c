/** @jest-environment node */
import { z } from "zod";
import { check, obj, text } from "./schema-kit";

describe("a refusal's three parts, read back from zod's one message", () => {
  const page = obj({ title: text(), path: text({ pattern: /^\//, patternText: "a path starting with /", nb: "Start med /." }) });

  it("gives each field's place, what was expected, what was there and the editor's words", () => {
    const result = check(page, { title: "", path: 'x","nb":"{' });
    expect(result).toEqual({
      ok: false,
      problems: [
        { path: "title", expected: "a non-empty text", got: '""', nb: "Feltet kan ikke være tomt." },
        // A value that looks like the packing itself is only a value.
        { path: "path", expected: "a path starting with /", got: JSON.stringify('x","nb":"{'), nb: "Start med /." },
      ],
    });
  });

  it("names each field an object does not know, one problem each", () => {
    const result = check(page, { title: "Jul", path: "/jul", titel: "Jul", extra: [1] });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((p) => [p.path, p.expected, p.got])).toEqual([
      ["titel", "no such field (known: title, path)", '"Jul"'],
      ["extra", "no such field (known: title, path)", "a list of 1"],
    ]);
  });

  it("shows a message zod wrote itself as it is", () => {
    const result = check(z.object({ n: z.number() }), { n: "1" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]).toMatchObject({ path: "n", got: "a value it refused" });
    expect(result.problems[0].expected).toBe(result.problems[0].nb);
    expect(result.problems[0].expected).toMatch(/number/);
  });
});
