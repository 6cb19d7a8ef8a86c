/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import { drawingProblems, svgProblems } from "./drawings";

/**
 * Drawings are pictures (issue 29). The table of variants, each a small SVG that must be refused
 * with a message saying what it holds, and the drawings that must pass:
 *
 * | class                         | tried                                                                              |
 * |-------------------------------|------------------------------------------------------------------------------------|
 * | scripts                       | <script> (SVG namespace), <script> of XHTML in a foreignObject, <html:script>,     |
 * |                               | <handler> (SVG Tiny), a <script> written in upper case                             |
 * | HTML and embedded documents   | <foreignObject> alone, <iframe>, <image href>, <feImage href>                      |
 * | event handlers                | onload on <svg>, ONCLICK on <rect>, onbegin on <animate>, ev:event (XML Events)     |
 * | links and references          | <a href="javascript:">, xlink:href with a tab in "java&#9;script:",                |
 * |                               | <use href="https://...">, <use href="data:...">, fill="url(https://...)",          |
 * |                               | style="fill:url('//host/x#a')", <style> with @import and with url(http...)        |
 * | animation that changes links  | <animate attributeName="href" values="javascript:...">, <set>                      |
 * | entities and DOCTYPE          | <!DOCTYPE svg>, an ENTITY in the internal subset, an undefined &nbsp;,             |
 * |                               | <?xml-stylesheet href?>                                                            |
 * | not a drawing                 | not well-formed, an <html> root, two attributes of one name                        |
 * | taken                         | every SVG the site ships, url(#g) and href="#a" / xlink:href="#a", CSS in CDATA    |
 * |                               | with local references, comments, the XML declaration                              |
 */
const svg = (inner: string, attributes = "") =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"${attributes} viewBox="0 0 10 10">${inner}</svg>`;

const REFUSED: [string, string, RegExp][] = [
  ["script", svg("<script>alert(1)</script>"), /got <script> \(line 2\)/],
  ["script of XHTML in a foreignObject", svg('<foreignObject><body xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></body></foreignObject>'), /got <foreignObject>/],
  ["html:script", svg('<html:script xmlns:html="http://www.w3.org/1999/xhtml">alert(1)</html:script>'), /got <html:script> in namespace "http:\/\/www.w3.org\/1999\/xhtml"/],
  ["handler", svg('<handler type="application/ecmascript">alert(1)</handler>'), /got <handler>/],
  ["SCRIPT", svg("<SCRIPT>alert(1)</SCRIPT>"), /got <SCRIPT>/],
  ["foreignObject", svg("<foreignObject><p>hei</p></foreignObject>"), /got <foreignObject>/],
  ["iframe", svg('<iframe src="https://evil.example/"/>'), /got <iframe>/],
  ["image", svg('<image href="/images/foto.jpg" width="10" height="10"/>'), /got <image>/],
  ["feImage", svg('<filter id="f"><feImage href="https://evil.example/x.png"/></filter>'), /got <feImage>/],
  ["onload", svg("<rect/>", ' onload="alert(1)"'), /no event handler attributes, got onload="..." on <svg>/],
  ["ONCLICK", svg('<rect ONCLICK="alert(1)"/>'), /no event handler attributes, got ONCLICK="..." on <rect>/],
  ["onbegin", svg('<animate onbegin="alert(1)" attributeName="x"/>'), /got <animate>/],
  ["ev:event", svg('<rect xmlns:ev="http://www.w3.org/2001/xml-events" ev:event="click"/>'), /no attributes of other namespaces, got ev:event on <rect>/],
  ["a javascript: link", svg('<a href="javascript:alert(1)"><rect/></a>'), /got <a>/],
  ["a hidden javascript: link", svg('<use xlink:href="java&#9;script:alert(1)"/>'), /links only inside the drawing \(href="#id"\), got xlink:href=/],
  ["use of another file", svg('<use href="https://evil.example/x.svg#a"/>'), /links only inside the drawing/],
  ["use of data:", svg('<use href="data:image/svg+xml,&lt;svg/&gt;"/>'), /links only inside the drawing/],
  ["fill from elsewhere", svg('<rect fill="url(https://evil.example/x.svg#g)"/>'), /url\(https:\/\/evil.example\/x.svg#g\), a reference outside the drawing .* in fill on <rect>/],
  ["style attribute from elsewhere", svg("<rect style=\"fill:url('//evil.example/x#a')\"/>"), /a reference outside the drawing .* in style on <rect>/],
  ["@import", svg("<style>@import url(#x); rect{fill:red}</style>"), /@import.* in <style>/],
  ["style sheet url", svg("<style><![CDATA[rect{fill:url(http://evil.example/x#a)}]]></style>"), /url\(http:\/\/evil.example\/x#a\).* in <style>/],
  ["data: in a value", svg('<rect filter="data:text/html,x"/>'), /a script or data: address/],
  ["animate href", svg('<a><animate attributeName="href" values="javascript:alert(1)"/></a>'), /got <animate>/],
  ["set", svg('<set attributeName="href" to="javascript:alert(1)"/>'), /got <set>/],
  ["DOCTYPE", '<!DOCTYPE svg>\n<svg xmlns="http://www.w3.org/2000/svg"/>', /expected no DOCTYPE/],
  ["ENTITY", '<!DOCTYPE svg [<!ENTITY lol "lol">]>\n<svg xmlns="http://www.w3.org/2000/svg"><text>&lol;</text></svg>', /entit/],
  ["undefined entity", svg("<text>&nbsp;</text>"), /entity not found/],
  ["xml-stylesheet", `<?xml-stylesheet href="https://evil.example/x.css"?>\n${svg("").replace(/^<\?xml[^>]*>\n/, "")}`, /got <\?xml-stylesheet\?>/],
  ["not well-formed", '<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>', /expected well-formed XML/],
  ["an html root", '<html xmlns="http://www.w3.org/1999/xhtml"><body/></html>', /got <html>/],
  ["an attribute twice", '<svg xmlns="http://www.w3.org/2000/svg" width="1" width="2"/>', /expected well-formed XML/],
];

const TAKEN: [string, string][] = [
  ["gradients and local links", svg('<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient><symbol id="a"><rect/></symbol></defs><rect fill="url(#g)"/><use href="#a"/><use xlink:href="#a"/>')],
  ["CSS with local references", svg('<!-- laget for hånd --><style><![CDATA[rect { fill: url("#g"); stroke: #123 }]]></style><text x="1" y="2" font-family="Arial, sans-serif">Bojersalen</text>')],
  ["a filter", svg('<filter id="f"><feGaussianBlur stdDeviation="2"/><feOffset dx="1"/></filter><g filter="url(#f)"><circle r="2"/></g>')],
];

describe("an SVG", () => {
  it.each(REFUSED)("refuses %s", (_name, text, problem) => {
    const problems = svgProblems(text);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.join("\n")).toMatch(problem);
  });

  it.each(TAKEN)("takes %s", (_name, text) => {
    expect(svgProblems(text)).toEqual([]);
  });

  it("takes every drawing the site ships", () => {
    expect(drawingProblems(path.join(__dirname, "..", "..", "static"))).toEqual([]);
  });
});

describe("the SVGs under static/", () => {
  it("are each checked, by name", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "drawings-"));
    try {
      fs.mkdirSync(path.join(dir, "images"));
      fs.writeFileSync(path.join(dir, "images", "kart.svg"), svg('<rect onclick="alert(1)"/>'));
      fs.writeFileSync(path.join(dir, "images", "ok.svg"), svg("<rect/>"));
      fs.writeFileSync(path.join(dir, "logo.SVG"), svg("<script>1</script>"));
      expect(drawingProblems(dir)).toEqual([
        'static/images/kart.svg: expected no event handler attributes, got onclick="..." on <rect> (line 2)',
        "static/logo.SVG: expected only SVG drawing elements (svg, g, defs, symbol, use, title, desc, style ...), got <script> (line 2)",
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
