import { formatShortDay, formatTime } from "../../src/time/dates";
import { accessLabel, type ComingDate } from "./coming-dates";
import type { FeedSite } from "./programme-feeds";

/** The frame's own files, published as they are from static/embed/. */
export const EMBED_FRAME_SCRIPT = "/embed/ramme.js";
export const EMBED_FRAME_STYLE = "/embed/program.css";

const html = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** How the frame's script compares a host page's filter with a date: lower case, spaces trimmed. */
export const filterValue = (text: string) => text.trim().toLowerCase();

const STATUS_TEXT = { cancelled: "Avlyst", soldOut: "Utsolgt" } as const;

function row(d: ComingDate): string {
  const access = d.access.map(accessLabel).join(" · ");
  return [
    `<li data-kategori="${html(filterValue(d.category))}" data-sal="${html(filterValue(d.hall))}" data-tilgang="${d.access.join(" ")}"${d.status ? ` class="${d.status === "cancelled" ? "avlyst" : "utsolgt"}"` : ""}>`,
    // Site paths: in the frame they are the venue's, wherever it is served from.
    `<a href="${html(d.path)}" target="_top">`,
    `<time datetime="${html(d.start)}"><span class="dag">${html(formatShortDay(d.start))}</span> <span class="kl">${formatTime(d.start)}</span></time>`,
    `<span class="tittel">${html(d.title)}</span>`,
    `<span class="info">${html(d.category)} · ${html(d.hall)}${d.status ? ` · <strong>${STATUS_TEXT[d.status]}</strong>` : ""}</span>`,
    access ? `<span class="tilgang">${html(access)}</span>` : "",
    "</a></li>",
  ]
    .filter(Boolean)
    .join("");
}

/**
 * The embeddable programme: a page of its own, made to sit in another site's iframe (its own
 * Content-Security-Policy lets any site frame it, gatsby/post-build/header-rules.ts). Every coming date is in the
 * HTML, so it shows without script; the frame's small script (static/embed/ramme.js) keeps the
 * dates the host page asked for (kategori, sal, tilgang, antall in the address) and tells the host
 * its height. Links open the venue's pages in the host's window (target="_top").
 */
export function embedPage(dates: readonly ComingDate[], site: FeedSite): string {
  const title = `Program – ${site.name}`;
  return [
    "<!DOCTYPE html>",
    '<html lang="nb">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${html(title)}</title>`,
    `<link rel="stylesheet" href="${EMBED_FRAME_STYLE}">`,
    `<script src="${EMBED_FRAME_SCRIPT}" defer></script>`,
    "</head>",
    "<body>",
    "<main>",
    `<h1>${html(title)}</h1>`,
    `<ul class="program">${dates.map(row).join("\n")}</ul>`,
    `<p class="tom"${dates.length ? " hidden" : ""}>Ingen kommende arrangementer passer til utvalget.</p>`,
    `<p class="mer"><a href="${html(site.programmePath)}" target="_top">Hele programmet hos ${html(site.name)}</a></p>`,
    "</main>",
    "</body>",
    "</html>",
    "",
  ].join("\n");
}
