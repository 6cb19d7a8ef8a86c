// The embeddable programme's own script (public/embed/program/index.html, made by
// gatsby/post-build/embed-page.ts). It keeps the dates the host page asked for in the frame's
// address: kategori, sal and tilgang (each a comma-separated list, any of which may match; all
// three must), antall (at most this many) and lenker=nytt-vindu (links open a new window rather
// than the host's). Then it tells the host page its height, now and whenever it changes, so the
// iframe needs no scroll bar (static/embed/program.js sets it). Plain script, no library.
(function () {
  "use strict";
  var HEIGHT_MESSAGE = "rissa-kulturhus:program-hoyde";
  var params = new URLSearchParams(location.search);
  var wanted = function (name) {
    return (params.get(name) || "")
      .split(",")
      .map(function (v) {
        return v.trim().toLowerCase();
      })
      .filter(Boolean);
  };
  var filters = [
    ["kategori", wanted("kategori")],
    ["sal", wanted("sal")],
    ["tilgang", wanted("tilgang")],
  ];
  var limit = parseInt(params.get("antall") || "", 10);
  var shown = 0;
  document.querySelectorAll(".program > li").forEach(function (row) {
    var fits = filters.every(function (f) {
      if (!f[1].length) return true;
      var has = (row.getAttribute("data-" + f[0]) || "").split(f[0] === "tilgang" ? " " : "\u0000");
      return f[1].some(function (v) {
        return has.indexOf(v) >= 0;
      });
    });
    var keep = fits && !(limit > 0 && shown >= limit);
    row.hidden = !keep;
    if (keep) shown++;
  });
  document.querySelector(".tom").hidden = shown > 0;
  if (params.get("lenker") === "nytt-vindu")
    document.querySelectorAll("a[target]").forEach(function (a) {
      a.target = "_blank";
      a.rel = "noopener";
    });

  // Only a height goes to the host, whoever it is: nothing in it is private.
  var last = -1;
  var tell = function () {
    var height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height === last || window.parent === window) return;
    last = height;
    window.parent.postMessage({ type: HEIGHT_MESSAGE, height: height }, "*");
  };
  tell();
  if (typeof ResizeObserver === "function") new ResizeObserver(tell).observe(document.documentElement);
  window.addEventListener("load", tell);
})();
