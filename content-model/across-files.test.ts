import { problemsOfSave } from "./across-files";
import { ownersFromJson, ownersToJson, type Owners } from "./path-owners";
import { validArticle, validPage, validProduction } from "./__fixtures__/content";

/**
 * The rules across files for one file the web editor is about to save, among the others as they are:
 *
 * | the save                              | against                                    | refused with, as the build says it            |
 * |---------------------------------------|--------------------------------------------|-----------------------------------------------|
 * | a page's path                         | another page's, written another way        | Duplicate path … both want it                 |
 * | a page's path                         | a page of the code / a file of the build   | expected a path no other page … owns it       |
 * | a production's pageReference          | a page's path                              | Duplicate path                                |
 * | a production's id, or a date's id     | another production's                       | expected an id / event id no other … has      |
 * | redirects.json                        | a page's path as a fromPath                | expected an address no page or file … owns it |
 * | a new file, edited file               | itself as it was (the same file)           | nothing: a file does not clash with itself    |
 * | anything                              | two other files that clash with each other | nothing: not this save's problem              |
 * | anything                              | another file that is broken JSON           | nothing: that file's own check says so        |
 */
const file = (name: string, data: unknown) => ({ file: name, text: JSON.stringify(data) });
const owners: Owners = {
  owners: [{ key: "/min-side/logg-inn", owner: "the page src/pages/min-side/logg-inn.tsx" }],
  patterns: [{ pattern: /^\/[^/]+\.js$/, owner: "a script the build writes" }],
};
const page = (id: string, path: string) => ({ ...validPage(), id, path });
const others = [
  file("content/pages/om.json", page("page-om", "/om-oss")),
  file("content/productions/jul.json", validProduction()),
  file("content/articles/gave.json", validArticle()),
  file("redirects.json", [{ fromPath: "/gammel", toPath: "/om-oss" }]),
];

describe("what the rules across files say of one file about to be saved", () => {
  it("refuses a page path another page has, written another way, naming both files", () => {
    const problems = problemsOfSave({ file: "content/pages/ny.json", kind: "page", data: page("page-ny", "/om-oss/") }, others, {
      owners,
    });
    expect(problems).toEqual([
      "Duplicate path /om-oss/: content/pages/om.json and content/pages/ny.json both want it; give one of them another path, slug or pageReference.",
    ]);
  });

  it("refuses a path a page of the code or a file of the build owns, naming the owner", () => {
    const save = (path: string) =>
      problemsOfSave({ file: "content/pages/ny.json", kind: "page", data: page("page-ny", path) }, others, { owners });
    expect(save("/min-side/logg-inn")).toEqual([
      'content/pages/ny.json: path: expected a path no other page or file of the site owns, got "/min-side/logg-inn" (the page src/pages/min-side/logg-inn.tsx owns it)',
    ]);
    expect(save("/app.js")).toEqual([
      'content/pages/ny.json: path: expected a path no other page or file of the site owns, got "/app.js" (a script the build writes owns it)',
    ]);
  });

  it("refuses a production whose page would take a page's path, or whose ids another production has", () => {
    const production = { ...validProduction(), pageReference: "om-oss" };
    expect(
      problemsOfSave({ file: "content/productions/ny.json", kind: "production", data: production }, others, { owners }),
    ).toEqual([
      'content/productions/ny.json: id: expected an id no other production has, got "prod-1" (also used by content/productions/jul.json)',
      expect.stringMatching(/^Duplicate path \/om-oss: content\/pages\/om\.json and content\/productions\/ny\.json both want it/),
      expect.stringMatching(/^content\/productions\/ny\.json: events\[0\]\.id: expected an event id no other date/),
    ]);
  });

  it("refuses redirects.json with a redirect from an address a page has", () => {
    const redirects = [{ fromPath: "/om-oss", toPath: "/kulturprogram" }];
    expect(problemsOfSave({ file: "redirects.json", kind: "redirects", data: redirects }, others, { owners })).toEqual([
      'redirects.json: [0].fromPath: expected an address no page or file of the site owns, got "/om-oss" (content/pages/om.json (/om-oss) owns it)',
    ]);
  });

  it("lets a file be saved over itself, and leaves other files' clashes and broken files to their own checks", () => {
    const clashing = [
      ...others,
      file("content/pages/a.json", page("page-a", "/samme")),
      file("content/pages/b.json", page("page-b", "/samme")),
      { file: "content/pages/broken.json", text: "{ not json" },
    ];
    const edited = { ...page("page-om", "/om-oss"), title: "Om huset" };
    expect(problemsOfSave({ file: "content/pages/om.json", kind: "page", data: edited }, clashing, { owners })).toEqual([]);
    const article = { ...validArticle(), title: "Nytt gavekort" };
    expect(problemsOfSave({ file: "content/articles/gave.json", kind: "article", data: article }, clashing, { owners })).toEqual(
      [],
    );
  });

  it("carries the owners through JSON, patterns and all", () => {
    const back = ownersFromJson(JSON.parse(JSON.stringify(ownersToJson(owners))));
    expect(back.owners).toEqual(owners.owners);
    expect(back.patterns[0].pattern.test("/app.js")).toBe(true);
    expect(back.patterns[0].owner).toBe("a script the build writes");
  });
});
