import path from "path";
import type { GatsbyNode } from "gatsby";
import { type PageTemplate, planPages } from "../content-model";
import { siteOwners, STATIC_DIR } from "./pages/path-owners";
import { drawingProblems } from "./content/drawings";
import { readRedirects } from "./content/redirects-file";
import { ensureBuildId } from "./post-build/build-id";
import { buildNow } from "./env/build-time";

const templates: Record<PageTemplate, string> = {
  content: path.resolve(__dirname, "../src/templates/page.tsx"),
  listing: path.resolve(__dirname, "../src/templates/page-listing.tsx"),
  programme: path.resolve(__dirname, "../src/templates/page-programme.tsx"),
  search: path.resolve(__dirname, "../src/templates/page-search.tsx"),
  screen: path.resolve(__dirname, "../src/templates/page-screen.tsx"),
  article: path.resolve(__dirname, "../src/templates/article.tsx"),
  culture: path.resolve(__dirname, "../src/templates/culture.tsx"),
  redirect: path.resolve(__dirname, "../src/templates/redirect.tsx"),
};

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const { data, errors } = await graphql<Queries.CreatePagesQuery>(`
    query CreatePages {
      allSiteDefinition {
        nodes {
          id
          sourceFile
        }
      }
      allContentPage {
        nodes {
          id
          sourceFile
          path
          layout
          listingPages
          blocks {
            component
          }
        }
      }
      allArticle {
        nodes {
          id
          sourceFile
          slug
        }
      }
      allProduction {
        nodes {
          id
          sourceFile
          pageReference
          events {
            id
          }
        }
      }
    }
  `);
  if (errors || !data) {
    reporter.panicOnBuild("Could not read the content nodes", errors);
    return;
  }
  if (data.allSiteDefinition.nodes.length !== 1) {
    reporter.panicOnBuild(
      `Content error: expected exactly one content/site.json, got ${data.allSiteDefinition.nodes.length}${data.allSiteDefinition.nodes.map((n) => ` (${n.sourceFile})`).join("")}`,
    );
    return;
  }
  try {
    // The SVGs published as they are must be drawings only (content/drawings.ts).
    const drawings = drawingProblems(STATIC_DIR);
    if (drawings.length) throw new Error(drawings.join("\n"));
    const redirects = readRedirects();
    const planned = planPages({
      pages: data.allContentPage.nodes,
      articles: data.allArticle.nodes,
      productions: data.allProduction.nodes,
      redirects,
      redirectsFile: "redirects.json",
      // The code's pages (src/pages) and the build's files: a redirect or a page over one is refused, naming it.
      owners: siteOwners(),
    });
    // Lobby screens carry the build's id (gatsby-ssr.tsx puts it in their <head>) to notice a new build; of
    // the other pages only the offline app shell does (on-create-page.ts), so a build that changes
    // nothing else leaves them as they were; screens carry
    // and when their data was made, so a screen that has not had a new build for a day says so.
    const buildId = ensureBuildId();
    const builtAt = new Date(buildNow()).toISOString();
    for (const page of planned) {
      const context = page.template === "screen" ? { ...page.context, buildId, builtAt } : page.context;
      actions.createPage({ path: page.path, component: templates[page.template], context });
    }
    for (const r of redirects) actions.createRedirect({ fromPath: r.fromPath, toPath: r.toPath, isPermanent: true });
  } catch (error) {
    reporter.panicOnBuild(`Content error, fix the file and build again:\n${(error as Error).message}`);
  }
};
