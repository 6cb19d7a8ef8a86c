import type { GatsbyNode } from "gatsby";
import { type Article, browserTitleOf, type PageSource, type Production, type ProductionEvent } from "../content-model";
import { NODE_TYPE } from "./content/node-types";
import { resolveSources, upcomingEvents } from "./resolvers/resolve-sources";
import { applyWindow, windowFor } from "./resolvers/block-window";
import { buildNow } from "./env/build-time";
import { newsletterQrSvg } from "./resolvers/qr";
import { listingPageCount, makeListing, type ProgrammeItem } from "../src/features/programme/contract";
import { programmePageSize } from "./resolvers/programme-page-size";
import { onceInBuild } from "./resolvers/once-in-build";
import type { SourceData } from "../src/blocks/source-data";
import { blockPictures, shownSourceItems } from "./resolvers/block-pictures";
import { buildImageDirs, buildPictures, type ImageRef } from "./images/site-pictures";
import { drawnFavicon, drawnLogo } from "./images/drawn-icons";
import { isPresetName } from "./images/presets";

type ProductionNode = Omit<Production, "fields"> & { contentId: string; productionFields: Production["fields"] };
type NodeModel = { findAll: (args: { type: string }) => Promise<{ entries: Iterable<unknown> }> };
type Block = { component: string; data?: unknown; sourceDefs: PageSource[] };
type PageNode = { path: string; blocks: Block[] };

/** Each block's sources, resolved once per query worker in a build (resolvers/once-in-build.ts). */
const sourcesOnce = onceInBuild<SourceData>();

/** Every source of the block, resolved from the content nodes (programme collections whole). */
async function resolvedSources(block: Block, nodeModel: NodeModel): Promise<SourceData> {
  if (!block.sourceDefs.length) return {};
  // Asked by every query, read by the first: asking is what makes this query's page depend on every
  // production and article (Gatsby runs it again when one changes); reading them is the cost.
  const [productions, articles] = await Promise.all([
    nodeModel.findAll({ type: NODE_TYPE.production }),
    nodeModel.findAll({ type: NODE_TYPE.article }),
  ]);
  return sourcesOnce(JSON.stringify(block.sourceDefs), () =>
    resolveSources(
      block.sourceDefs,
      {
        productions: Array.from(productions.entries as Iterable<ProductionNode>, ({ productionFields, ...rest }) => ({
          ...rest,
          fields: productionFields,
        })),
        articles: Array.from(articles.entries) as (Article & { contentId: string })[],
      },
      buildNow(),
    ),
  );
}

/** A block's `sourceData`: the items of the sources it names, cut to what the block shows (resolvers/block-window.ts). */
const sourceDataOf = async (block: Block, nodeModel: NodeModel) =>
  applyWindow(await resolvedSources(block, nodeModel), windowFor(block), buildNow());

/** The coming productions of a whole-programme block (CultureProgram without a limit), or null for any other block. */
async function listingItems(block: Block, nodeModel: NodeModel): Promise<ProgrammeItem[] | null> {
  if (windowFor(block).kind !== "listing") return null;
  const sources = await resolvedSources(block, nodeModel);
  return Object.values(sources).flatMap((value) => (Array.isArray(value) ? (value as ProgrammeItem[]) : []));
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
 * What each page's data carries: a block's `sourceData` holds the items of the sources it names,
 * cut to what it shows; its `pictures` the pictures it shows, by image URL, made for its place; a
 * whole-programme block's `listing(page:)` one page of the programme, with that page's pictures.
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
      socialImage: socialImageField((page: { title: string; meta: { nb: { image: string; title?: string | null } } }) => ({
        url: page.meta.nb.image,
        alt: browserTitleOf(page),
      })),
      listingPages: {
        type: "Int!",
        description: "How many pages the page's whole-programme listing has (1 when it has none).",
        resolve: async (page: PageNode, _args: unknown, context: { nodeModel: NodeModel }) => {
          let pages = 1;
          for (const block of page.blocks) {
            const items = await listingItems(block, context.nodeModel);
            if (items) pages = Math.max(pages, listingPageCount(items.length, programmePageSize()));
          }
          return pages;
        },
      },
    },
    SiteTheme: {
      drawnLogo: {
        type: "JSON",
        description: "The logo as PNG files for the header ({ src, srcSet }), when it is an SVG of this site; else null.",
        resolve: (theme: { logo: { url: string } }) => drawnLogo(theme.logo.url, buildImageDirs()),
      },
      drawnFavicon: {
        type: "JSON",
        description: "The favicon as PNG files ([{ href, sizes }]), when it is an SVG of this site; else null.",
        resolve: (theme: { favicon: string }) => drawnFavicon(theme.favicon, buildImageDirs()),
      },
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
      listing: {
        type: "JSON",
        description:
          "For a whole-programme block: page `page` of its listing (src/features/programme/listing.ts); null for other blocks.",
        args: { page: "Int!" },
        resolve: async (block: Block, args: { page: number }, context: { nodeModel: NodeModel }) => {
          const items = await listingItems(block, context.nodeModel);
          if (!items) return null;
          const listing = makeListing(items, args.page, programmePageSize());
          return {
            ...listing,
            // Its first card's picture is the page's largest paint on a phone: the lead preset.
            pictures: await blockPictures(
              block.component,
              [listing.items],
              (image, preset) => buildPictures().picture(image, preset),
              { lead: true },
            ),
          };
        },
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
