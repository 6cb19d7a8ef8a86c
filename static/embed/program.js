// Rissa kulturhus' programme on another site. Put this where the programme should be:
//   <script src="https://www.rissakulturhus.no/embed/program.js" data-kategori="Konsert" async></script>
// It writes an iframe with the programme right after itself. Optional attributes, each a
// comma-separated list: data-kategori (category), data-sal (hall), data-tilgang (access feature:
// teleslynge, rullestolplass, tekstet, syntolket, avslappet-visning, ledsager-gratis); data-antall
// (at most this many dates); data-lenker="nytt-vindu" (links open a new window, not this one).
// docs/embedding.md in the venue's repository describes it. Plain script, no library, nothing stored.
(function () {
  "use strict";
  var HEIGHT_MESSAGE = "rissa-kulturhus:program-hoyde";
  var script = document.currentScript;
  if (!script || !script.src) return;
  var origin = new URL(script.src).origin;
  var query = new URLSearchParams();
  ["kategori", "sal", "tilgang", "antall", "lenker"].forEach(function (name) {
    var value = script.getAttribute("data-" + name);
    if (value) query.set(name, value);
  });
  var frame = document.createElement("iframe");
  frame.src = origin + "/embed/program" + (query.toString() ? "?" + query : "");
  frame.title = script.getAttribute("data-tittel") || "Program for Rissa kulturhus";
  frame.loading = "lazy";
  frame.referrerPolicy = "strict-origin-when-cross-origin";
  frame.style.cssText = "display:block;width:100%;height:480px;border:0;background:transparent";
  script.parentNode.insertBefore(frame, script.nextSibling);

  // Heights from this frame, from the venue's own origin, only; anything else is not ours to read.
  window.addEventListener("message", function (event) {
    if (event.origin !== origin || event.source !== frame.contentWindow) return;
    var data = event.data;
    if (!data || data.type !== HEIGHT_MESSAGE || typeof data.height !== "number" || !isFinite(data.height)) return;
    frame.style.height = Math.min(Math.max(Math.ceil(data.height), 80), 20000) + "px";
  });
})();
