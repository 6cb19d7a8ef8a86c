import path from "path";
import type { GatsbyNode } from "gatsby";
import { planPages, type PageTemplate } from "./pages/plan-pages";
import { readRedirects } from "./content/redirects-file";
import type { Article, ContentPage, Production } from "../src/types/content";

const templates: Record<PageTemplate, string> = {
  content: path.resolve(__dirname, "../src/templates/page.tsx"),
  programme: path.resolve(__dirname, "../src/templates/page-programme.tsx"),
  search: path.resolve(__dirname, "../src/templates/page-search.tsx"),
  screen: path.resolve(__dirname, "../src/templates/page-screen.tsx"),
  article: path.resolve(__dirname, "../src/templates/article.tsx"),
  culture: path.resolve(__dirname, "../src/templates/culture.tsx"),
  redirect: path.resolve(__dirname, "../src/templates/redirect.tsx"),
};

type Sourced = { id: string; sourceFile: string };
interface Result {
  allSiteDefinition: { nodes: Sourced[] };
  allContentPage: {
    nodes: (Sourced & Pick<ContentPage, "path" | "layout"> & { blocks: Pick<ContentPage["blocks"][number], "component">[] })[];
  };
  allArticle: { nodes: (Sourced & Pick<Article, "slug">)[] };
  allProduction: {
    nodes: (Sourced & Pick<Production, "pageReference"> & { events: Pick<Production["events"][number], "id">[] })[];
  };
}

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const { data, errors } = await graphql<Result>(`
    {
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
    const redirects = readRedirects();
    const planned = planPages({
      pages: data.allContentPage.nodes,
      articles: data.allArticle.nodes,
      productions: data.allProduction.nodes,
      redirects,
      redirectsFile: "redirects.json",
    });
    for (const page of planned)
      actions.createPage({ path: page.path, component: templates[page.template], context: page.context });
    for (const r of redirects) actions.createRedirect({ fromPath: r.fromPath, toPath: r.toPath, isPermanent: true });
  } catch (error) {
    reporter.panicOnBuild(`Content error, fix the file and build again:\n${(error as Error).message}`);
  }
};
