/** @jest-environment node */
// Each case runs check-content as a child process (tsx): give it the time a loaded 2-core machine needs.
jest.setTimeout(60_000);
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { createContentApis, type ContentApis, type ContentApisListening } from "../dev/content-api/server";
import { exifSegment, jpegHeader } from "../content-model/__fixtures__/photo-headers";
import { scratchDir } from "../src/test-utils/scratch-dir";

// `npm run check-content` as an editor runs it, against the content API stand-in, which echoes the
// credentials it refuses. Whatever the secrets hold, the output carries none of them in any form;
// the forms themselves are listed and checked one by one in gatsby/sources/mask.test.ts.
const SECRETS = ['to  mellom"rom\\slutt', "  blå/grønn+&<x>  ", "linje\nskift"];

let apis: ContentApis;
let listening: ContentApisListening;

beforeAll(async () => {
  apis = createContentApis();
  listening = await apis.listen(0);
});
afterAll(() => apis.close());

async function checkContent(env: Record<string, string>): Promise<{ code: number; output: string }> {
  const run = promisify(execFile)(process.execPath, ["--import", "tsx", path.join(__dirname, "check-content.ts")], {
    cwd: path.join(__dirname, ".."),
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
    encoding: "utf8",
  });
  const result = await run.then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
  return { code: result.code, output: result.stdout + result.stderr };
}

const forms = (secret: string, user: string) => [
  secret,
  secret.replace(/\s+/g, " "),
  secret.replace(/\s+/g, " ").trim(),
  JSON.stringify(secret).slice(1, -1),
  JSON.stringify(secret).slice(1, -1).replace(/\s+/g, " ").trim(),
  Buffer.from(`${user}:${secret}`).toString("base64"),
  Buffer.from(`${encodeURIComponent(user)}:${encodeURIComponent(secret)}`).toString("base64"),
  encodeURIComponent(secret),
];

describe("npm run check-content with refused credentials", () => {
  it.each(SECRETS)("prints the refusal without the password %j in any form", async (password) => {
    const env = apis.env(listening);
    const { code, output } = await checkContent({
      ...env,
      CONTENT_API_PASSWORD: password,
      MANAGEMENT_API_URL: "",
      MANAGEMENT_TOKEN_URL: "",
      MANAGEMENT_CLIENT_ID: "",
      MANAGEMENT_CLIENT_SECRET: "",
    });
    expect(code).toBe(1);
    expect(output).toContain("Content data API: GET /content-api/sites: HTTP 401 Unauthorized:");
    expect(output).toContain("innhold/***");
    for (const form of forms(password, "innhold")) expect(output).not.toContain(form);
  });

  it.each(SECRETS)("prints the token endpoint's refusal without the client secret %j in any form", async (clientSecret) => {
    const env = apis.env(listening);
    const { code, output } = await checkContent({
      ...env,
      MANAGEMENT_CLIENT_SECRET: clientSecret,
      CONTENT_API_SITE_ID: "rissa-kulturhus",
    });
    expect(code).toBe(1);
    expect(output).toContain("Management token: POST /idp/token: HTTP 401 Unauthorized:");
    for (const form of forms(clientSecret, env.MANAGEMENT_CLIENT_ID)) expect(output).not.toContain(form);
  });

  it("does not print a password written into an API address that cannot be read", async () => {
    const env = apis.env(listening);
    const { code, output } = await checkContent({
      ...env,
      CONTENT_API_URL: "https://innhold:hemmelig  passord@[ugyldig/content-api/",
    });
    expect(code).toBe(1);
    expect(output).toContain("CONTENT_API_URL must be an http(s) URL without credentials in it");
    expect(output).not.toContain("hemmelig");
  });
});

describe("npm run check-content with a pixel bomb in content/images/", () => {
  it("fails, naming the photo and its size", async () => {
    const content = scratchDir("check-bomb-");
    fs.cpSync(path.join(__dirname, "..", "content"), content, { recursive: true });
    fs.writeFileSync(path.join(content, "images", "konsert.jpg"), jpegHeader(16380, 16380, { before: [exifSegment(65535)] }));
    const { code, output } = await checkContent({ CONTENT_DIR: content });
    expect(code).toBe(1);
    expect(output).toContain("Fant 1 feil i innholdet");
    expect(output).toContain(
      "content/images/konsert.jpg: «konsert.jpg» er 16 380 × 16 380 piksler (268 megapiksler). Største tillatte bilde er 40 megapiksler",
    );
  });
});
