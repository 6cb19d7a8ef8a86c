import type { GatsbyNode } from "gatsby";
import type { Article, PageSource, Production, ProductionEvent } from "../src/types/content";
import { NODE_TYPE } from "./content/node-types";
import { resolveSources, upcomingEvents } from "./resolvers/resolve-sources";
import { buildNow } from "./env/build-time";
import { newsletterQrSvg } from "./resolvers/qr";

type ProductionNode = Omit<Production, "fields"> & { contentId: string; productionFields: Production["fields"] };
type NodeModel = { findAll: (args: { type: string }) => Promise<{ entries: Iterable<unknown> }> };

/** A block's `sourceData` holds the items of the sources it names, so each page's data carries only what its blocks show. */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    Production: {
      upcomingEvents: {
        type: "[ProductionEvent!]!",
        resolve: (production: { events: ProductionEvent[] }) => upcomingEvents(production.events, buildNow()),
      },
    },
    PageBlock: {
      qrSvg: {
        type: "String",
        resolve: (block: { component: string }) => (block.component === "Newsletter" ? newsletterQrSvg() : null),
      },
      sourceData: {
        type: "JSON",
        resolve: async (block: { sourceDefs: PageSource[] }, _args: unknown, context: { nodeModel: NodeModel }) => {
          if (!block.sourceDefs.length) return {};
          const [productions, articles] = await Promise.all([
            context.nodeModel.findAll({ type: NODE_TYPE.production }),
            context.nodeModel.findAll({ type: NODE_TYPE.article }),
          ]);
          return resolveSources(block.sourceDefs, {
            productions: Array.from(productions.entries as Iterable<ProductionNode>, ({ productionFields, ...rest }) => ({ ...rest, fields: productionFields })),
            articles: Array.from(articles.entries) as (Article & { contentId: string })[],
          }, buildNow());
        },
      },
    },
  });
};
