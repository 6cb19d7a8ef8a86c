/** @jest-environment node */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { maskSecrets } from "./mask";
import { requestJson } from "./http";

/**
 * The forms a secret travels in, and so may come back in from a server's error text or a library's
 * message. Each is checked for each awkward secret below: the message carries none of its forms.
 *
 * | form                                  | example for `a  "b\c`                 | how it comes back                        |
 * |---------------------------------------|---------------------------------------|------------------------------------------|
 * | as it is                              | a  "b\c                               | a text/plain answer echoing it           |
 * | whitespace collapsed (one-line error) | a "b\c                                | the build's own one-line preview         |
 * | JSON-escaped                          | a  \"b\\c                             | a JSON answer echoing it                 |
 * | JSON, \uxxxx for all non-ASCII       | blå: bl\u00e5                          | Python's json.dumps                      |
 * | JSON, \u00XX for "&'+<>` and non-ASCII | a  \u0022b\\c                          | .NET's System.Text.Json                  |
 * | JSON with "/" escaped                 | \/                                    | PHP's json_encode                        |
 * | Basic credentials, base64             | base64("user:" + secret)              | a server echoing the Authorization header|
 * | base64 of the secret alone, unpadded, base64url |                             | echoed tokens                            |
 * | URL-encoded (%20, + for space, %2f/%2F)| a%20%20%22b%5Cc, a++%22b%5Cc         | a server echoing a form body or a query  |
 * | HTML-escaped                          | a  &quot;b\c                          | an HTML error page                       |
 * | in fetch's own message                | Headers.append: "Bearer …" is invalid | a header value fetch cannot send         |
 */
const SECRETS = [
  'to  mellom"rom\\slutt',
  "  foran og bak  ",
  "blå/grønn+&<tag>'x'",
  "linje\nskift\ttab",
  "emoji-🎭-hemmelig",
  "kort",
];

const forms = (secret: string, user = "innhold") => {
  const b64 = (s: string) => Buffer.from(s).toString("base64");
  const json = JSON.stringify(secret).slice(1, -1);
  const u = (c: string, upper = false) =>
    `\\u${upper ? c.charCodeAt(0).toString(16).padStart(4, "0").toUpperCase() : c.charCodeAt(0).toString(16).padStart(4, "0")}`;
  return {
    raw: secret,
    collapsed: secret.replace(/\s+/g, " "),
    json,
    pythonJson: json.replace(/[\u0080-\uffff]/g, (c) => u(c)),
    dotnetJson: json.replace(/\\"/g, '"').replace(/["&'+<>`]|[\u0080-\uffff]/g, (c) => u(c, true)),
    jsonSlash: json.replace(/\//g, "\\/"),
    basic: b64(`${user}:${secret}`),
    basicUnpadded: b64(`${user}:${secret}`).replace(/=+$/, ""),
    alone: b64(secret),
    url: encodeURIComponent(secret),
    urlLower: encodeURIComponent(secret).replace(/%[0-9A-F]{2}/g, (h) => h.toLowerCase()),
    form: new URLSearchParams({ v: secret }).toString().slice(2),
    html: secret
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;")
      .replace(/'/g, "&#39;"),
  };
};

/** Whether any form of the secret (the trimmed, collapsed ones too) is in the text. */
function leaks(text: string, secret: string): string[] {
  return Object.entries(forms(secret))
    .flatMap(([name, form]) => [[name, form] as const, [`${name} collapsed`, form.replace(/\s+/g, " ").trim()] as const])
    .filter(([, form]) => form.trim().length > 0 && text.includes(form))
    .map(([name]) => name);
}

describe("masking secrets", () => {
  it.each(SECRETS)("masks every form of %j, in text and in JSON, before and after the text is made one line", (secret) => {
    const all = forms(secret);
    const secrets = [secret, `innhold:${secret}`];
    for (const [name, form] of Object.entries(all)) {
      const text = `Feil for innhold/${form} (${name}).`;
      expect(leaks(maskSecrets(text, secrets), secret)).toEqual([]);
      expect(leaks(maskSecrets(maskSecrets(text, secrets).replace(/\s+/g, " ").trim(), secrets), secret)).toEqual([]);
    }
    const json = JSON.stringify({ Message: `Feil brukernavn eller passord: innhold/${secret}.`, [secret]: [secret] });
    expect(leaks(maskSecrets(json, secrets), secret)).toEqual([]);
    expect(maskSecrets(json, secrets)).toBe(
      JSON.stringify({ Message: "Feil brukernavn eller passord: innhold/***.", "***": ["***"] }),
    );
  });

  it("leaves text without a secret as it is, and ignores empty secrets", () => {
    expect(maskSecrets('{ "Message": "Databasen svarer ikke." }', ["hemmelig", "", undefined])).toBe(
      '{ "Message": "Databasen svarer ikke." }',
    );
    expect(maskSecrets("alt i orden", ["", "   "])).toBe("alt i orden");
  });

  it("masks the token of a whole Authorization header given as the secret", () => {
    expect(maskSecrets("token abc.def-123 refused", ["Bearer abc.def-123"])).toBe("token *** refused");
  });
});

describe("requestJson's messages", () => {
  let server: http.Server;
  let base: string;
  let answer: { type: string; body: string } = { type: "application/json", body: "{}" };

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      req.resume();
      res.writeHead(401, { "Content-Type": answer.type }).end(answer.body);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const failure = (secrets: string[], headers: Record<string, string> = {}) =>
    requestJson({ api: "Content data API", url: new URL("sites", base), headers }, secrets).then(
      () => "",
      (error: Error) => error.message,
    );

  it.each(SECRETS)("carry no form of %j a server echoes, as text, JSON or HTML", async (secret) => {
    const basic = `Basic ${Buffer.from(`innhold:${secret}`).toString("base64")}`;
    const secrets = [secret, `innhold:${secret}`, basic];
    for (const [name, form] of Object.entries(forms(secret))) {
      for (const [type, body] of [
        ["text/plain", `Feil passord ${form}`],
        ["text/html", `<p>Feil passord ${form}</p>`],
        ["application/json", JSON.stringify({ Message: `Feil passord ${form}`, Authorization: basic })],
        ["application/json", `{ "Message": "Feil passord ${JSON.stringify(form).slice(1, -1)}" }`],
      ]) {
        answer = { type, body };
        const message = await failure(secrets);
        expect(message).toMatch(/^Content data API: GET \/sites: HTTP 401 Unauthorized: /);
        expect({ name, type, leaks: leaks(message, secret) }).toEqual({ name, type, leaks: [] });
      }
    }
  });

  it("carry no token fetch quotes when it cannot send it", async () => {
    const token = "mgmt-abc\nINJECTED";
    const message = await failure([token], { Authorization: `Bearer ${token}` });
    expect(message).toMatch(/^Content data API: GET \/sites: could not reach 127\.0\.0\.1:\d+ \(/);
    expect(leaks(message, token)).toEqual([]);
    expect(message).not.toContain("INJECTED");
  });
});
