import type { z } from "zod";
import type { BlockName } from "./block-names";
import { bool, list, num, obj, text } from "./schema-kit";
import { imageUrl, link as linkTarget } from "./links";
import { focalPointQuery } from "./focal-point";

const image = () =>
  obj({
    url: imageUrl().meta({ title: "Bilde" }),
    alt: text({ allowEmpty: true }).meta({
      title: "Alternativ tekst",
      description: "Hva bildet viser, for dem som ikke ser det. Tom bare for pynt.",
    }),
    focalPointQuery: focalPointQuery().optional(),
  }).meta({ title: "Bilde" });
const link = () =>
  obj({ path: linkTarget().meta({ title: "Lenke til" }), label: text().meta({ title: "Lenketekst" }) }).meta({ title: "Lenke" });
const heading = () => text().optional().meta({ title: "Overskrift", description: "Kan stå tom." });
const requiredHeading = () => text().meta({ title: "Overskrift" });
/** Running text: may hold tabs and line breaks (a title, a label or a heading may not). */
const running = (title: string, description?: string) =>
  text({ running: true }).meta({ title, ...(description ? { description } : {}) });

/**
 * What each block needs in `data`, and whether it needs page sources in `dataIds`. The page
 * schema (schemas.ts) makes each block's `data` of its own shape, by its component.
 */
export const blockDataRules = {
  Hero: {
    title: "Toppbilde",
    data: obj({
      heading: text().optional().meta({
        title: "Overskrift",
        description: "Tom: sidens «Tittel» er overskriften. Fyll ut bare når overskriften skal være en annen enn tittelen.",
      }),
      text: running("Tekst").optional(),
      image: image(),
    }),
  },
  RichText: {
    title: "Tekst",
    data: obj({
      html: running(
        "Tekst",
        "Overskrifter, avsnitt, lister, lenker, fet og kursiv. Lim gjerne inn fra Word eller en nettside: oppbygningen blir med, resten tas bort.",
      ).meta({
        contentMediaType: "text/html",
      }),
    }),
  },
  CardList: {
    title: "Kortliste",
    data: obj({
      heading: heading(),
      cards: list(
        obj({ title: text().meta({ title: "Tittel" }), text: running("Tekst"), link: link(), image: image().optional() }).meta({
          title: "Kort",
        }),
        { min: 1 },
      ).meta({ title: "Kort", "x-list-summary": "{{fields.title}}" }),
    }),
  },
  QuickLinks: {
    title: "Snarveier",
    data: obj({
      heading: heading(),
      links: list(
        obj({ label: text().meta({ title: "Lenketekst" }), path: linkTarget().meta({ title: "Lenke til" }) }).meta({
          title: "Snarvei",
        }),
        {
          min: 1,
        },
      ).meta({ title: "Snarveier", "x-label-singular": "lenke", "x-list-summary": "{{fields.label}}" }),
    }),
  },
  /** A hall's access facts, on the hall's own page. */
  HallAccess: {
    title: "Tilgjengelighet i salen",
    data: obj({
      heading: heading(),
      seats: num({ integer: true, min: 0 }).meta({ title: "Sitteplasser" }),
      wheelchairSpaces: num({ integer: true, min: 0 }).meta({ title: "Rullestolplasser" }),
      hearingLoop: bool().meta({ title: "Teleslynge" }),
      stepFreeEntrance: bool().meta({ title: "Trinnfri inngang" }),
      /** Anything else a visitor should know: where the lift is, which entrance. */
      note: running("Merknad", "Annet en besøkende bør vite: hvor heisen er, hvilken inngang.").optional(),
    }),
  },
  FactList: {
    title: "Fakta",
    data: obj({
      heading: requiredHeading(),
      facts: list(
        obj({ label: text().meta({ title: "Navn" }), value: text().meta({ title: "Verdi" }) }).meta({ title: "Faktum" }),
        { min: 1 },
      ).meta({
        title: "Fakta",
        "x-label-singular": "fakta",
        "x-list-summary": "{{fields.label}}",
      }),
    }),
  },
  CultureProgram: {
    title: "Kulturprogram",
    data: obj({
      heading: requiredHeading(),
      limit: num({ integer: true, min: 1 })
        .optional()
        .meta({ title: "Antall", description: "Vis bare de første; tomt viser hele programmet, side for side." }),
    }),
    needsSource: "production",
  },
  Slideshow: {
    title: "Lysbildeserie",
    data: obj({
      heading: heading(),
      offset: num({ integer: true, min: 0 })
        .optional()
        .meta({ title: "Hopp over", description: "Så mange av de første forestillingene hoppes over." }),
      slides: list(
        obj({ title: text().meta({ title: "Tittel" }), text: running("Tekst"), image: image(), link: link().optional() }).meta({
          title: "Lysbilde",
        }),
        {
          min: 1,
        },
      )
        .optional()
        .meta({ title: "Lysbilder", description: "Uten egne lysbilder vises programmet.", "x-list-summary": "{{fields.title}}" }),
    }),
  },
  ScreenProgram: { title: "Programskjerm", data: obj({ heading: requiredHeading() }), needsSource: "production" },
  ScreenSlideshow: { title: "Lysbildeskjerm", data: obj({ heading: heading() }), needsSource: "production" },
  Newsletter: { title: "Nyhetsbrev", data: obj({ heading: requiredHeading(), text: running("Tekst") }) },
  Search: { title: "Søk", data: obj({ heading: requiredHeading() }) },
  ArticleList: { title: "Artikkelliste", data: obj({ heading: requiredHeading() }), needsSource: "article" },
} as const satisfies Record<BlockName, { title: string; data: z.ZodType; needsSource?: "production" | "article" }>;

/** What a block of component `N` holds in `data`, inferred from its rule: the block components take it as their `data`. */
export type BlockData<N extends BlockName> = z.infer<(typeof blockDataRules)[N]["data"]>;
