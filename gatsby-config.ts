import type { GatsbyConfig } from "gatsby";
import "./gatsby/env/load-env";
import { siteUrl } from "./gatsby/env/site-url";
import { contentDir } from "./gatsby/env/content-dir";
import { readRedirects } from "./gatsby/content/redirects-file";
import { ensureBuildId } from "./gatsby/post-build/build-id";
import { contentFilesToIgnore } from "./gatsby/sources/api-config";
import { SITEMAP_QUERY, sitemapPages } from "./gatsby/pages/sitemap";
import { setQueryConcurrency } from "./gatsby/env/query-concurrency";

ensureBuildId();
setQueryConcurrency();

const config: GatsbyConfig = {
  siteMetadata: {
    siteUrl,
    title: "Rissa kulturhus",
  },
  trailingSlash: "never",
  // The page and static queries' result types, as Queries.<Name>Query: written by every build (and
  // gatsby develop) to .cache/, never into src/. The checked-in copy, src/gatsby-types.d.ts, is what
  // the typecheck reads (a fresh clone's, which npm test runs beside the build, has no other); the
  // build rewrites its file whole each time, and the typecheck beside it must not read it half
  // written. npm test fails when the build's types differ from the checked-in ones. The build's own
  // queries (the hooks in gatsby/) are typed too.
  graphqlTypegen: {
    typesOutputPath: ".cache/typegen/gatsby-types.d.ts",
    generateOnBuild: true,
    documentSearchPaths: ["./gatsby-node.ts", "./gatsby/*.ts", "!./gatsby/*.test.ts"],
  },
  plugins: [
    "gatsby-plugin-react-helmet",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "content", path: contentDir, ignore: contentFilesToIgnore(process.env, contentDir) },
    },
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        // Redirect stubs and lobby screens are not pages anyone should land on from a search engine;
        // a content page's layout (or its "noindex") says which pages those are.
        query: SITEMAP_QUERY,
        resolvePages: sitemapPages,
        excludes: ["/404", "/404.html", "/dev-404-page", ...readRedirects().map((r) => r.fromPath)],
      },
    },
    // The web editor at /admin/ (src/editor/): a compilation of its own, nothing in a visitor's pages.
    "decap-editor",
    // Before the offline plugin: it precaches the pages as these plugins leave them.
    "external-inline-scripts",
    "current-page-styles",
    // The manifest with its icons drawn as PNG files (gatsby/images/drawn-icons.ts says why).
    "web-manifest",
    {
      resolve: "gatsby-plugin-offline",
      // A page in Norwegian for an address that is not saved when there is no connection.
      options: { appendScript: "src/service-worker/sw-extras.js" },
    },
  ],
};

export default config;
