// Decap's login popup (decap-cms-lib-auth's NetlifyAuthenticator): the editor opens
// `<base_url>/auth?provider=github&site_id=…&scope=repo`; the page there says "authorizing:github"
// to its opener, the editor answers with the same words, and the page sends
// "authorization:github:success:{"token":…,"provider":"github"}", which the editor accepts only from
// base_url's origin. An OAuth service (docs/deploying.md) does the same after GitHub's consent page;
// the stand-in's user has consented already.
import crypto from "node:crypto";

/** The popup's page: a script with a nonce (the page's own CSP allows nothing else), the handshake with the site's origin only. */
export function authPage(siteOrigin: string, token: string): { html: string; csp: string } {
  const nonce = crypto.randomBytes(16).toString("base64");
  const success = `authorization:github:success:${JSON.stringify({ token, provider: "github" })}`;
  // JSON.stringify and "<" escaped: nothing in the values can end the script.
  const js = (value: string) => JSON.stringify(value).replace(/</g, "\\u003c");
  const html = `<!doctype html>
<html lang="nb">
<head><meta charset="utf-8"><title>GitHub (lokal stand-in)</title></head>
<body>
<p>Logger inn …</p>
<script nonce="${nonce}">
(function () {
  var site = ${js(siteOrigin)};
  var success = ${js(success)};
  function answer(event) {
    if (event.origin !== site || event.data !== "authorizing:github") return;
    window.removeEventListener("message", answer, false);
    window.opener.postMessage(success, site);
  }
  window.addEventListener("message", answer, false);
  if (window.opener) window.opener.postMessage("authorizing:github", site);
})();
</script>
</body>
</html>
`;
  return {
    html,
    csp: `default-src 'none'; script-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
  };
}
