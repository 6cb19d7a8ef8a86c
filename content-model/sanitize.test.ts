/** @jest-environment node */
import { sanitizeContentHtml } from "./sanitize";

describe("sanitizing content HTML", () => {
  it("keeps the formatting an article needs", () => {
    const html =
      '<h2>Åpningstider</h2><p>Vi har <strong>åpent</strong> <em>hver dag</em>.</p><ul><li><a href="https://example.com/x">Les mer</a></li></ul>';
    expect(sanitizeContentHtml(html)).toBe(
      '<h2>Åpningstider</h2><p>Vi har <strong>åpent</strong> <em>hver dag</em>.</p><ul><li><a href="https://example.com/x" rel="noopener noreferrer">Les mer</a></li></ul>',
    );
  });

  it.each([
    ["a script element", "<p>a</p><script>document.cookie</script>", /script|cookie/],
    ["an event handler", '<p onmouseover="x()">a</p>', /onmouseover/],
    ["a javascript: URL", '<a href="javascript:alert(1)">a</a>', /javascript/],
    ["an obfuscated javascript: URL", '<a href=" JaVaScRiPt:alert(1)">a</a>', /javascript/i],
    ["a data: image", '<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="">', /data:/],
    ["inline styles", '<p style="background:url(javascript:x)">a</p>', /style|javascript/],
    ["a form", '<form action="https://evil.example"><input name="pw"></form>', /form|input/],
    ["an svg with a script", "<svg><script>alert(1)</script></svg>", /svg|script/],
  ])("removes %s", (_name, html, forbidden) => {
    expect(sanitizeContentHtml(html)).not.toMatch(forbidden);
  });
});
