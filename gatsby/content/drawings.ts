import fs from "fs";
import path from "path";
import { DOMParser } from "@xmldom/xmldom";

/**
 * Drawings are pictures. An SVG is a document that can carry a program (a script, an event
 * handler, a link to javascript:, HTML in a foreignObject) and is published on the site's own
 * origin, so every SVG the site publishes (static/, the maps and floor plans under static/images/)
 * is read with a real XML parser (@xmldom/xmldom) and must hold nothing but a drawing:
 * - well-formed XML, with no DOCTYPE, so no entity of its own, and no processing instruction but
 *   the XML declaration (<?xml-stylesheet?> would load a style sheet);
 * - only the SVG elements that draw (DRAWING_ELEMENTS), all in the SVG namespace: no script,
 *   foreignObject, a, image, feImage, iframe, animation (which can change a link) or anything of
 *   another namespace;
 * - no event handler attribute (on...), no attribute of another namespace but xlink:href, xml:
 *   and xmlns;
 * - references only inside the drawing: href="#id", url(#id); nothing external, no javascript:,
 *   data: or vbscript:, no @import in a style.
 * One that slips past still cannot run: every SVG answer carries its own Content-Security-Policy
 * (gatsby/post-build/svg-headers.ts).
 */
const SVG_NS = "http://www.w3.org/2000/svg";
const XLINK_NS = "http://www.w3.org/1999/xlink";
const XML_NS = "http://www.w3.org/XML/1998/namespace";
const XMLNS_NS = "http://www.w3.org/2000/xmlns/";

export const DRAWING_ELEMENTS: readonly string[] = [
  "svg", "g", "defs", "symbol", "use", "title", "desc", "style", "switch",
  "path", "rect", "circle", "ellipse", "line", "polyline", "polygon",
  "text", "tspan", "textPath",
  "linearGradient", "radialGradient", "stop", "pattern", "clipPath", "mask", "marker",
  "filter", "feBlend", "feColorMatrix", "feComponentTransfer", "feComposite", "feConvolveMatrix",
  "feDiffuseLighting", "feDisplacementMap", "feDistantLight", "feDropShadow", "feFlood", "feFuncA",
  "feFuncB", "feFuncG", "feFuncR", "feGaussianBlur", "feMerge", "feMergeNode", "feMorphology",
  "feOffset", "fePointLight", "feSpecularLighting", "feSpotLight", "feTile", "feTurbulence",
]; // prettier-ignore

const ELEMENT = 1;
const TEXT = 3;
const CDATA = 4;
const PROCESSING_INSTRUCTION = 7;
const COMMENT = 8;
const DOCUMENT_TYPE = 10;

interface XmlNode {
  nodeType: number;
  nodeName: string;
  localName?: string | null;
  namespaceURI?: string | null;
  nodeValue?: string | null;
  data?: string;
  lineNumber?: number;
  childNodes: ArrayLike<XmlNode>;
  attributes?: ArrayLike<{ name: string; localName: string; namespaceURI: string | null; value: string }>;
}

/** A script scheme anywhere in a value, however it is spaced or escaped with control characters. */
const SCRIPT_SCHEME = /(?:javascript|vbscript|data|livescript):/i;
/** url(...) references in a value or a style, the target without quotes. */
const URL_REFERENCE = /url\(\s*(['"]?)(.*?)\1\s*\)/gi;

const squeezed = (value: string) => value.replace(/[\s\u0000-\u001f\u007f-\u009f]+/g, ""); // eslint-disable-line no-control-regex
const isLocalReference = (value: string) => /^#[A-Za-z_][\w.:-]*$/.test(value.trim());

/** What is wrong with a value that may hold references (an attribute's, a <style>'s text); null when nothing is. */
function referenceProblem(value: string): string | null {
  if (SCRIPT_SCHEME.test(squeezed(value))) return `a script or data: address (${JSON.stringify(value.slice(0, 60))})`;
  if (/@import/i.test(value)) return "@import, which loads a style sheet from elsewhere";
  if (/expression\s*\(/i.test(value)) return "a CSS expression()";
  for (const match of value.matchAll(URL_REFERENCE))
    if (!isLocalReference(match[2])) return `url(${match[2]}), a reference outside the drawing (only url(#id) may be used)`;
  if (/url\(/i.test(value.replace(URL_REFERENCE, ""))) return "a url( it cannot read";
  return null;
}

/** Every problem with one SVG file's text, each naming the line where it is; [] for a drawing that is only a drawing. */
export function svgProblems(text: string): string[] {
  const problems: string[] = [];
  const parserSaid: string[] = [];
  let doc: XmlNode;
  try {
    doc = new DOMParser({ onError: (level, message) => parserSaid.push(`${level}: ${message.split("\n")[0]}`) }).parseFromString(
      text,
      "image/svg+xml",
    ) as unknown as XmlNode;
  } catch (error) {
    return [`expected well-formed XML, got ${(error as Error).message.split("\n")[0]}`];
  }
  if (parserSaid.length) return parserSaid.map((m) => `expected well-formed XML with no entities of its own, got ${m}`);

  const at = (node: XmlNode) => (node.lineNumber ? ` (line ${node.lineNumber})` : "");
  const visit = (node: XmlNode) => {
    if (node.nodeType === DOCUMENT_TYPE) problems.push(`expected no DOCTYPE (it declares entities), got <!DOCTYPE ${node.nodeName}>`);
    else if (node.nodeType === PROCESSING_INSTRUCTION) {
      if (node.nodeName !== "xml") problems.push(`expected no processing instruction but the XML declaration, got <?${node.nodeName}?>${at(node)}`);
    } else if (node.nodeType === ELEMENT) {
      const name = node.localName ?? node.nodeName;
      if (node.namespaceURI !== SVG_NS || !DRAWING_ELEMENTS.includes(name))
        problems.push(
          `expected only SVG drawing elements (${DRAWING_ELEMENTS.slice(0, 8).join(", ")} ...), got <${node.nodeName}>${node.namespaceURI === SVG_NS ? "" : ` in namespace ${JSON.stringify(node.namespaceURI ?? "")}`}${at(node)}`,
        );
      for (const attribute of Array.from(node.attributes ?? [])) {
        const ns = attribute.namespaceURI;
        if (/^on/i.test(attribute.localName ?? attribute.name))
          problems.push(`expected no event handler attributes, got ${attribute.name}="..." on <${node.nodeName}>${at(node)}`);
        else if (ns && ns !== XLINK_NS && ns !== XML_NS && ns !== XMLNS_NS)
          problems.push(`expected no attributes of other namespaces, got ${attribute.name} on <${node.nodeName}>${at(node)}`);
        else if (attribute.localName === "href" && !isLocalReference(attribute.value))
          problems.push(`expected links only inside the drawing (href="#id"), got ${attribute.name}=${JSON.stringify(attribute.value.slice(0, 60))} on <${node.nodeName}>${at(node)}`);
        else {
          const problem = ns === XMLNS_NS || attribute.name === "xmlns" ? null : referenceProblem(attribute.value);
          if (problem) problems.push(`expected references only inside the drawing, got ${problem} in ${attribute.name} on <${node.nodeName}>${at(node)}`);
        }
      }
      if (name === "style") {
        const css = Array.from(node.childNodes)
          .filter((c) => c.nodeType === TEXT || c.nodeType === CDATA)
          .map((c) => c.data ?? c.nodeValue ?? "")
          .join("");
        const problem = referenceProblem(css);
        if (problem) problems.push(`expected references only inside the drawing, got ${problem} in <style>${at(node)}`);
      }
    } else if (node.nodeType !== TEXT && node.nodeType !== CDATA && node.nodeType !== COMMENT && node.nodeType !== 9)
      problems.push(`expected only elements, text and comments, got a node of type ${node.nodeType}${at(node)}`);
    Array.from(node.childNodes ?? []).forEach(visit);
  };
  visit(doc);
  return problems;
}

function svgFilesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return svgFilesUnder(full);
    return /\.svg$/i.test(entry.name) ? [full] : [];
  });
}

/** Every problem of every SVG under `staticDir`, each as "static/images/x.svg: expected ..., got ...". */
export function drawingProblems(staticDir: string, shownAs = "static"): string[] {
  return svgFilesUnder(staticDir)
    .sort()
    .flatMap((file) => {
      const shown = path.posix.join(shownAs, path.relative(staticDir, file).split(path.sep).join("/"));
      return svgProblems(fs.readFileSync(file, "utf8")).map((problem) => `${shown}: ${problem}`);
    });
}
