import { editorSettings } from "./settings";
import { editorConfig } from "./editor-config";
import { editorJsonSchemas } from "./model";

describe("where the editor logs in and saves (GitHub)", () => {
  it("is api.github.com with Netlify's login unless told otherwise", () => {
    expect(editorSettings({})).toEqual({
      backend: "github",
      repo: "rissa-kulturhus/nettsted",
      branch: "main",
      apiRoot: "https://api.github.com",
      siteBuildUrl: "/build.json",
    });
  });

  it("follows EDITOR_GITHUB_API_ROOT: the stand-in serves the login too, unless EDITOR_AUTH_URL says where", () => {
    const standIn = editorSettings({ EDITOR_GITHUB_API_ROOT: "http://127.0.0.1:41234" });
    expect(standIn).toMatchObject({ apiRoot: "http://127.0.0.1:41234", baseUrl: "http://127.0.0.1:41234" });
    const backend = editorConfig(standIn, editorJsonSchemas()).backend as Record<string, unknown>;
    expect(backend).toMatchObject({ name: "github", api_root: "http://127.0.0.1:41234", base_url: "http://127.0.0.1:41234" });
    const enterprise = editorSettings({
      EDITOR_GITHUB_API_ROOT: "https://git.example.no/api/v3",
      EDITOR_AUTH_URL: "https://auth.example.no",
    });
    expect(enterprise).toMatchObject({ apiRoot: "https://git.example.no/api/v3", baseUrl: "https://auth.example.no" });
  });

  it.each([
    "http://api.example.no",
    "http://10.0.0.2:8080",
    "https://a.example/x y",
    "https://a.example/",
    "javascript:alert(1)",
  ])("refuses the API root %s", (root) => {
    expect(() => editorSettings({ EDITOR_GITHUB_API_ROOT: root })).toThrow(/EDITOR_GITHUB_API_ROOT/);
  });

  it("keeps EDITOR_AUTH_URL to https, whatever the API root", () => {
    expect(() =>
      editorSettings({ EDITOR_GITHUB_API_ROOT: "http://127.0.0.1:41234", EDITOR_AUTH_URL: "http://127.0.0.1:1" }),
    ).toThrow(/EDITOR_AUTH_URL/);
  });
});
