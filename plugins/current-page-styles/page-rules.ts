import postcss, { type ChildNode, type Container } from "postcss";

/**
 * Classes the site draws by script without React on any page built of islands, and so without the
 * whole stylesheet, which only a React island brings (src/islands/whole-stylesheet.ts): the consent
 * notice, drawn as a first visit opens (src/features/consent/show-notice.ts), the site's own notices'
 * region (src/features/offline/notice.ts), and a date's live ticket state
 * (src/features/cinema/live-status/draw.ts). page-rules.test.ts draws each and checks this list.
 */
export const DRAWN_BY_SCRIPT: ReadonlySet<string> = new Set([
  "has-consent-notice",
  "consent-notice-place",
  "consent-notice",
  "consent-notice__inner",
  "consent-notice__text",
  "consent-notice__current",
  "consent-notice__choices",
  "consent-notice__choice",
  "button",
  "site-notice",
  "live-status",
  "live-status--sold-out",
  "live-status--few",
]);

/** A selector's classes a page must have for it to match; null where it may match whatever the page's classes. */
function classesNeeded(selector: string): string[] | null {
  // What the classes inside these name is not needed (":not(.open)") or one of several (":is(.a, .b)").
  if (/:(is|where|has|matches|-webkit-any|-moz-any)\(/i.test(selector)) return null;
  let plain = "";
  let depth = 0;
  for (let i = 0; i < selector.length; i++) {
    if (depth === 0 && selector.startsWith(":not(", i)) {
      depth = 1;
      i += 4;
      continue;
    }
    const c = selector[i];
    if (depth > 0) {
      if (c === "(") depth++;
      else if (c === ")") depth--;
      continue;
    }
    plain += c;
  }
  // An attribute's value is not a class (".a[href$='.pdf']"), nor is an escaped character.
  if (plain.includes("\\")) return null;
  plain = plain.replace(/\[[^\]]*\]/g, "");
  // A class name may hold letters beyond ASCII (".kø"): all of it, not the part before them.
  return [...plain.matchAll(/\.(-?[_a-zA-Z\u00a0-\uffff][\w\u00a0-\uffff-]*)/g)].map((m) => m[1]);
}

/** One top-level node of the stylesheet, ready to be written for a page or left out. */
type Piece =
  | { kind: "always"; text: string }
  | { kind: "rule"; text: string; needs: (string[] | null)[] }
  | { kind: "group"; open: string; children: Piece[] };

function piecesOf(container: Container): Piece[] {
  return (container.nodes ?? []).flatMap((node: ChildNode): Piece[] => {
    if (node.type === "rule") return [{ kind: "rule", text: node.toString(), needs: node.selectors.map(classesNeeded) }];
    if (
      node.type === "atrule" &&
      node.nodes &&
      node.nodes.some((child) => child.type === "rule") &&
      /^(media|supports|container|layer)$/i.test(node.name)
    )
      return [{ kind: "group", open: `@${node.name}${node.raws.afterName || " "}${node.params}{`, children: piecesOf(node) }];
    if (node.type === "comment") return [];
    // @keyframes, @font-face, @page, @import, declarations at the top: kept as they are.
    return [{ kind: "always", text: node.toString() }];
  });
}

function write(pieces: Piece[], has: (name: string) => boolean): string {
  let out = "";
  for (const piece of pieces) {
    if (piece.kind === "always") out += piece.text;
    else if (piece.kind === "rule") {
      if (piece.needs.some((classes) => classes === null || classes.every(has))) out += piece.text;
    } else {
      const inner = write(piece.children, has);
      if (inner) out += `${piece.open}${inner}}`;
    }
  }
  return out;
}

/** The classes a page's HTML names (every element's class attribute, as React writes them). */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const m of html.matchAll(/\sclass="([^"]*)"/g)) for (const name of m[1].split(/\s+/)) if (name) classes.add(name);
  return classes;
}

/**
 * The rules of `css` a page can use: those with a selector whose every class (outside `:not()`) is
 * in the page's HTML or drawn by script on every page (DRAWN_BY_SCRIPT), in the stylesheet's order,
 * with every rule that names no class and every at-rule that holds no rules (@keyframes, @font-face).
 * What the page's HTML shows looks the same with them as with the whole stylesheet: a rule left out
 * names a class no element has. The states the islands draw later come with the whole stylesheet.
 * Parsed once per stylesheet: the answer is a function of a page's HTML.
 */
export function pageRules(css: string): (html: string) => string {
  const pieces = piecesOf(postcss.parse(css));
  return (html) => {
    const classes = classesIn(html);
    return write(pieces, (name) => classes.has(name) || DRAWN_BY_SCRIPT.has(name));
  };
}
