import type { GatsbyNode } from "gatsby";
import type { Article, PageSource, Production, ProductionEvent } from "../src/types/content";
import { NODE_TYPE } from "./content/node-types";
import { resolveSources, upcomingEvents } from "./resolvers/resolve-sources";
import { buildNow } from "./env/build-time";
import { newsletterQrSvg } from "./resolvers/qr";
import { blockPictures, shownSourceItems } from "./resolvers/block-pictures";
import { buildPictures, type ImageRef } from "./images/site-pictures";
import { isPresetName } from "./images/presets";

type ProductionNode = Omit<Production, "fields"> & { contentId: string; productionFields: Production["fields"] };
type NodeModel = { findAll: (args: { type: string }) => Promise<{ entries: Iterable<unknown> }> };
type Block = { component: string; data?: unknown; sourceDefs: PageSource[] };

async function sourceDataOf(block: Block, nodeModel: NodeModel) {
  if (!block.sourceDefs.length) return {};
  const [productions, articles] = await Promise.all([
    nodeModel.findAll({ type: NODE_TYPE.production }),
    nodeModel.findAll({ type: NODE_TYPE.article }),
  ]);
  return resolveSources(
    block.sourceDefs,
    {
      productions: Array.from(productions.entries as Iterable<ProductionNode>, ({ productionFields, ...rest }) => ({
        ...rest,
        fields: productionFields,
      })),
      articles: Array.from(articles.entries) as (Article & { contentId: string })[],
    },
    buildNow(),
  );
}

const coverOf = (production: { assets: Production["assets"] }) =>
  production.assets.find((a) => a.type === "first_image") ?? production.assets[0];

/** A picture field on a type: `picture(preset: "cover")`, made from the image `imageOf` picks. */
const pictureField = <T>(imageOf: (source: T) => ImageRef | undefined) => ({
  type: "JSON",
  args: { preset: "String!" },
  resolve: async (source: T, { preset }: { preset: string }) => {
    if (!isPresetName(preset)) throw new Error(`picture(preset: ${JSON.stringify(preset)}): no such preset`);
    const image = imageOf(source);
    return image ? buildPictures().picture(image, preset) : null;
  },
});

/** The address of a picture's social crop (og:image, structured data). */
const socialImageField = <T>(imageOf: (source: T) => ImageRef | undefined) => ({
  type: "String",
  resolve: async (source: T) => {
    const image = imageOf(source);
    return image ? (await buildPictures().picture(image, "social")).src : null;
  },
});

/**
 * A block's `sourceData` holds the items of the sources it names, so each page's data carries only
 * what its blocks show; its `pictures` the pictures it shows, by image URL, made for its place.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    Production: {
      upcomingEvents: {
        type: "[ProductionEvent!]!",
        resolve: (production: { events: ProductionEvent[] }) => upcomingEvents(production.events, buildNow()),
      },
      cover: pictureField(coverOf),
      socialImage: socialImageField(coverOf),
    },
    Article: {
      cover: pictureField((article: Article) => article.image),
      socialImage: socialImageField((article: Article) => article.image),
    },
    ContentPage: {
      socialImage: socialImageField((page: { meta: { nb: { image: string; title: string } } }) => ({
        url: page.meta.nb.image,
        alt: page.meta.nb.title,
      })),
    },
    PageBlock: {
      qrSvg: {
        type: "String",
        resolve: (block: { component: string }) => (block.component === "Newsletter" ? newsletterQrSvg() : null),
      },
      sourceData: {
        type: "JSON",
        resolve: (block: Block, _args: unknown, context: { nodeModel: NodeModel }) => sourceDataOf(block, context.nodeModel),
      },
      pictures: {
        type: "JSON",
        resolve: async (block: Block, _args: unknown, context: { nodeModel: NodeModel }) =>
          blockPictures(
            block.component,
            [
              block.data ?? {},
              shownSourceItems(
                block.component,
                (block.data ?? {}) as Record<string, unknown>,
                await sourceDataOf(block, context.nodeModel),
              ),
            ],
            (image, preset) => buildPictures().picture(image, preset),
          ),
      },
    },
  });
};
