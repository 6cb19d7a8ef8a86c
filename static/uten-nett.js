// The offline page's script (static/uten-nett.html; the service worker keeps both). It asks whether
// the site answers again, first after a few seconds, then with growing waits, and at once when the
// browser says it is back online; when the site answers, it reloads the address the visitor (or the
// lobby screen) was at. A visitor's page stops asking after a while (the button still works); a lobby
// screen, which nobody will touch, keeps asking. ES5, no imports: it must run on any screen's browser.
(function () {
  "use strict";
  var FIRST_WAIT_MS = 5000;
  var LONGEST_WAIT_MS = 2 * 60 * 1000;
  var TRIES_FOR_VISITORS = 30;
  // The lobby screens' addresses (content/pages/program-skjerm.json, slideshow-skjerm.json).
  var SCREENS = ["/program-skjerm", "/slideshow-skjerm"];
  // Answered by the service worker when the network fails (src/site-check/site-check.ts, sw-extras.js).
  var CHECK_HEADER = "X-Kulturhus-Sjekk";
  var UNREACHABLE_HEADER = "X-Kulturhus-Uten-Nett";

  var path = window.location.pathname.replace(/\/+$/, "") || "/";
  var onScreen = SCREENS.indexOf(path) !== -1;
  var wait = FIRST_WAIT_MS;
  var tries = 0;
  var timer = null;
  var asking = false;

  var note = document.getElementById("auto-retry");
  if (note) note.hidden = false;
  if (onScreen) {
    // In a lobby, for the people passing: calm words, and for staff, what is going on.
    document.documentElement.className += " lobby-screen";
    var heading = document.querySelector("h1");
    if (heading) heading.textContent = "Programmet kommer tilbake straks.";
    if (note) note.textContent = "Skjermen er uten nett og henter programmet selv når nettet er tilbake.";
  }

  function reachable() {
    if (navigator.onLine === false) return Promise.resolve(false);
    var headers = {};
    headers[CHECK_HEADER] = "1";
    return fetch("/build.json?t=" + Date.now(), { cache: "no-store", headers: headers }).then(
      function (response) {
        return response.ok && response.status === 200 && !response.headers.get(UNREACHABLE_HEADER);
      },
      function () {
        return false;
      },
    );
  }

  function ask() {
    clearTimeout(timer);
    if (asking) return;
    asking = true;
    tries += 1;
    reachable().then(function (ok) {
      asking = false;
      if (ok) {
        window.location.reload();
        return;
      }
      if (onScreen || tries < TRIES_FOR_VISITORS) timer = setTimeout(ask, wait);
      wait = Math.min(wait * 2, LONGEST_WAIT_MS);
    });
  }

  window.addEventListener("online", ask);
  timer = setTimeout(ask, wait);
})();
