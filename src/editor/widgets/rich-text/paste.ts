/**
 * What a word processor puts on the clipboard, made plain before the rich text field reads it (the
 * field's schema then keeps only headings, paragraphs, lists, links, bold and italic, and drops
 * every style, class, span and script). Word writes a list as paragraphs with "mso-list" styles
 * and the bullet as text in a span it marks "mso-list:Ignore": those become a real list here, so
 * the list survives. A first-level heading becomes the page's section heading (h2: the page's own
 * title is its h1).
 */
const WORD_LIST = /mso-list\s*:\s*l\d+\s+level(\d+)/i;
const NUMBERED = /^\s*(\d+|[a-z]|[ivx]+)[.)]\s*$/i;

function isWordListItem(el: Element): boolean {
  return el.tagName === "P" && (WORD_LIST.test(el.getAttribute("style") ?? "") || /MsoListParagraph/i.test(el.className));
}

/** The bullet or number Word wrote as text, taken out; whether it was a number. */
function takeMarker(el: Element): boolean {
  let numbered = false;
  for (const span of [...el.querySelectorAll("span")])
    if (/mso-list\s*:\s*ignore/i.test(span.getAttribute("style") ?? "")) {
      numbered ||= NUMBERED.test(span.textContent ?? "");
      span.remove();
    }
  return numbered;
}

function wordListsToLists(doc: Document): void {
  const items = [...doc.body.querySelectorAll("p")].filter(isWordListItem);
  let list: HTMLElement | null = null;
  for (const p of items) {
    const numbered = takeMarker(p);
    const previous = p.previousElementSibling;
    if (!list || previous !== list) {
      list = doc.createElement(numbered ? "ol" : "ul");
      p.before(list);
    }
    const li = doc.createElement("li");
    li.innerHTML = p.innerHTML;
    list.append(li);
    p.remove();
  }
}

export function cleanPastedHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, "text/html");
  doc.querySelectorAll("script, style, meta, link, title, xml, o\\:p").forEach((el) => el.remove());
  wordListsToLists(doc);
  doc.querySelectorAll("h1").forEach((h1) => {
    const h2 = doc.createElement("h2");
    h2.innerHTML = h1.innerHTML;
    h1.replaceWith(h2);
  });
  return doc.body.innerHTML;
}
