/** Minimal valid content, for tests to break one field at a time. */
export const validPage = () => ({
  id: "page-test",
  title: "Testside",
  path: "/testside",
  pageType: "ordinary",
  layout: "default",
  template: { rows: [{ columns: [{ span: { xs: 12, md: 12, lg: 12 } }] }] },
  sources: [{ name: "program", model: "production", collection: true }],
  blocks: [
    { component: "RichText", hide: false, id: "tekst", place: { row: 1, column: 1, order: 1 }, dataIds: [], data: { html: "<p>Hei</p>" } },
    { component: "CultureProgram", hide: false, id: "program", place: { row: 1, column: 1, order: 2 }, dataIds: ["program"], data: { heading: "Program" } },
  ],
  meta: { nb: { title: "Testside", description: "En side for tester.", keywords: ["test"], image: "/images/test.svg" } },
});

export const validProduction = () => ({
  id: "prod-1",
  title: "Julekonsert",
  objectClass: "culture",
  pageReference: "julekonsert-2026",
  fields: { category: "Konsert" },
  contents: [{ summary: "Kor og orkester.", body: "<p>Velkommen.</p>" }],
  features: ["Teleslynge"],
  assets: [{ type: "first_image", url: "/images/jul.svg", alt: "Julelys", focalPointQuery: "fp-x=0.5&fp-y=0.3" }],
  events: [{ id: "ev-1", start: "2026-12-12T18:00:00+01:00", hall: "Bojersalen" }],
});

export const validArticle = () => ({
  id: "art-1",
  title: "Gavekort",
  slug: "article-gavekort",
  content: "<p>Gyldig i ett år.</p>",
  summary: "Om gavekortet.",
  image: { url: "/images/gave.svg", alt: "Gave" },
  thumbnail: { url: "/images/gave.svg", alt: "Gave" },
  author: "Kari",
  category: "article",
  node_locale: "nb",
  order: 1,
  createdAt: 1700000000000,
  updatedAt: 1700000000000,
});
