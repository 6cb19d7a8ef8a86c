/** @jest-environment node */
import { pageNode } from "./page-node";

describe("a template's node", () => {
  it("is handed on when the query found it", () => {
    const article = { title: "Jul" };
    expect(pageNode(article, "/article/jul")).toBe(article);
  });

  it("stops the page's render, naming the page, when the query found nothing", () => {
    expect(() => pageNode(null, "/article/borte")).toThrow("/article/borte: the page's query found no content for it");
    expect(() => pageNode(undefined, "/bojersalen")).toThrow("/bojersalen:");
  });
});
