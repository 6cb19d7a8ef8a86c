import { makeRedirectLookup, movedToInDocument, redirectToFollow } from "./redirects";

/**
 * The browser follows a redirect only where no page owns the address (issue 29): the page the site
 * has there must be the redirect's own stub, leading to the same place.
 *
 * | the page at the address                                       | follows? |
 * |---------------------------------------------------------------|----------|
 * | the stub, leading to the list's target (HTML or page data)    | yes      |
 * | the member login page (a page of the code), no stub           | no       |
 * | a stub leading somewhere else than the list says               | no       |
 * | not known yet (page data not loaded: the offline app shell)   | no (the stub goes on by itself when it renders) |
 */
const lookup = makeRedirectLookup([
  { fromPath: "/program", toPath: "/kulturprogram" },
  { fromPath: "/min-side/logg-inn", toPath: "https://evil.example/login" },
]);

function documentWith(head: string): Document {
  const doc = document.implementation.createHTMLDocument("x");
  doc.head.innerHTML = head;
  return doc;
}

const STUB =
  '<meta data-react-helmet="true" http-equiv="refresh" content="0; url=/kulturprogram"><meta name="robots" content="noindex">';
const LOGIN_PAGE = '<title>Logg inn</title><meta name="robots" content="noindex">';

describe("the redirect lookup", () => {
  it.each(["/program", "/program/", "/PROGRAM", "/program/index.html", "/%70rogram"])("finds %s", (pathname) => {
    expect(lookup(pathname)).toBe("/kulturprogram");
  });
});

describe("following a redirect", () => {
  it("follows where the server sent the stub, leading to the list's target", () => {
    expect(redirectToFollow(lookup, "/program", movedToInDocument(documentWith(STUB)))).toBe("/kulturprogram");
  });

  it("stays on a page that owns the address, whatever the list says", () => {
    expect(movedToInDocument(documentWith(LOGIN_PAGE))).toBeNull();
    expect(redirectToFollow(lookup, "/min-side/logg-inn", movedToInDocument(documentWith(LOGIN_PAGE)))).toBeUndefined();
  });

  it("stays where the stub leads somewhere else than the list says", () => {
    expect(redirectToFollow(lookup, "/min-side/logg-inn", movedToInDocument(documentWith(STUB)))).toBeUndefined();
  });

  it("waits while the page is not known (the stub then goes on by itself)", () => {
    expect(redirectToFollow(lookup, "/program", movedToInDocument(documentWith("")))).toBeUndefined();
  });
});
