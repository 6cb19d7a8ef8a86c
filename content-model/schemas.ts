/**
 * The content model, written once, as zod schemas: the build and `npm run check-content` check
 * every file and API record against them, the TypeScript types are inferred from them
 * (content-types.ts), the web editor's forms are made from their JSON Schema (editor-schemas.ts,
 * with the Norwegian `title` and `description` given here), and so are the build's GraphQL types
 * (gatsby/content/graphql-types.ts).
 */
import { z } from "zod";
import { BLOCK_NAMES, type BlockName } from "./block-names";
import { blockDataRules } from "./block-rules";
import { ACCESS_FEATURES, type AccessFeature } from "./access-features";
import { bool, choice, describe, list, num, obj, pack, text, wrongKind } from "./schema-kit";
import { imageUrl, link } from "./links";
import { dateTime } from "./dates";
import { focalPointQuery } from "./focal-point";
import {
  HOSTNAME,
  HOSTNAME_TEXT,
  HTTPS_URL_TEXT,
  isPlainHttpsUrl,
  SAFE_ID,
  SAFE_ID_TEXT,
  SITE_PATH,
  SITE_PATH_TEXT,
} from "./safe-values";

const sitePath = () =>
  text({
    pattern: SITE_PATH,
    patternText: SITE_PATH_TEXT,
    nb: "Skriv en adresse som «/kulturprogram»: små bokstaver a–z, tall og bindestrek mellom enkle «/».",
  });
/** Ids may end up in file names (calendar files), calendar lines and URLs. */
const id = () =>
  text({
    pattern: SAFE_ID,
    patternText: SAFE_ID_TEXT,
    nb: "Bare bokstaver (A–Z, a–z), tall, «-» og «_», uten mellomrom, høyst 128 tegn.",
  }).meta({
    title: "Id",
    description: "Fast kjennetegn; endres ikke etter at innholdet er publisert.",
  });
const hostname = () =>
  text({
    pattern: HOSTNAME,
    patternText: HOSTNAME_TEXT,
    nb: "Skriv et vertsnavn som «www.rissakulturhus.no»: små bokstaver, tall, «-» og «.».",
  });
const slug = () =>
  text({
    pattern: /^[a-z0-9]+(-[a-z0-9]+)*$/,
    patternText: "a slug of lower-case a-z, 0-9 and single hyphens",
    nb: "Bare små bokstaver a–z, tall og enkle bindestreker, for eksempel «julekonsert-2026».",
  });
const locale = () => choice({ nb: "Bokmål" }).meta({ title: "Språk", description: "Bare norsk bokmål." });

/** `url`: site-relative ("/images/x.svg") or absolute. `alt`: in Norwegian; "" only for decorative images. */
const imageAsset = (title: string) =>
  obj({
    url: imageUrl().meta({ title: "Bilde" }),
    alt: text({ allowEmpty: true }).meta({
      title: "Alternativ tekst",
      description: "Hva bildet viser, for dem som ikke ser det. Tom bare for pynt.",
    }),
  }).meta({ title });

const menuItem = obj({
  /** Internal path ("/kulturprogram") or absolute URL. Omit when `external` is given. */
  path: link().optional().meta({
    title: "Lenke til",
    description: "En side på nettstedet eller en https://-adresse. Tom når «Ekstern lenke» er valgt.",
  }),
  /** A link whose URL comes from configuration (GATSBY_GIFT_CARD_URL, GATSBY_TICKET_SHOP_URL). */
  external: choice({ giftCard: "Gavekort", ticketShop: "Billettbutikk" }).optional().meta({
    title: "Ekstern lenke",
    description: "Gavekort eller billettbutikk: adressen kommer fra oppsettet. Velg enten denne eller «Lenke til».",
  }),
  label: text().meta({ title: "Tekst i menyen" }),
  place: choice({ header: "Toppmeny", footer: "Bunnmeny" }).meta({
    title: "Plassering",
    description: "Toppmenyen eller bunnmenyen.",
  }),
  order: num({ integer: true }).meta({ title: "Rekkefølge", description: "Lavest først." }),
  locale: locale(),
}).meta({ title: "Menypunkt" });

/** `lines`: address or contact lines, shown one per line. */
const footerSection = obj({
  title: text().meta({ title: "Overskrift" }),
  lines: list(text().meta({ title: "Linje" }), { min: 1 }).meta({
    title: "Linjer",
    description: "Adresse- eller kontaktlinjer, én per linje.",
  }),
}).meta({ title: "Del av bunnteksten" });

const socialLink = obj({
  label: text().meta({ title: "Tekst" }),
  url: text({ valid: isPlainHttpsUrl, patternText: HTTPS_URL_TEXT, nb: "Skriv en https://-adresse uten mellomrom." }).meta({
    title: "Adresse",
    format: "uri",
  }),
  network: choice({ facebook: "Facebook", instagram: "Instagram" }).meta({ title: "Nettverk" }),
}).meta({ title: "Lenke til sosiale medier" });

/** The building's postal address, for event data search engines read. */
const venue = obj({
  name: text().meta({ title: "Navn" }),
  streetAddress: text().meta({ title: "Gateadresse" }),
  postalCode: text({
    pattern: /^\d{4}$/,
    patternText: "a Norwegian postal code of four digits",
    nb: "Skriv et norsk postnummer med fire sifre.",
  }).meta({ title: "Postnummer" }),
  addressLocality: text().meta({ title: "Poststed" }),
  addressRegion: text().meta({ title: "Fylke" }),
  addressCountry: text({
    pattern: /^[A-Z]{2}$/,
    patternText: 'a two-letter country code like "NO"',
    nb: "Skriv en landkode med to store bokstaver, som «NO».",
  }).meta({
    title: "Landkode",
  }),
}).meta({ title: "Adressen til huset", description: "Søkemotorer leser den sammen med arrangementene." });

/** What an editor reads for each severity of a notice (the form's choice, the quick panel). */
export const NOTICE_SEVERITY_LABELS = { info: "Til opplysning", warning: "Viktig", critical: "Kritisk" } as const;

/** An urgent notice for the lobby screens and the site's banner (src/features/notices); file-rules.ts also checks `to` after `from`, the text's length and ids used once. */
const notice = obj({
  /** Stable id: a visitor who closes the banner does not see this notice again. */
  id: id(),
  /** One line, said plainly: "Konserten i kveld starter 19:30, ikke 19:00." */
  text: text().meta({
    title: "Melding",
    description: "Én linje, sagt rett ut: «Konserten i kveld starter 19:30, ikke 19:00.» Høyst 160 tegn.",
  }),
  /** "info": good to know. "warning": changes a visit. "critical": safety, or the house is closed. */
  severity: choice(NOTICE_SEVERITY_LABELS).meta({
    title: "Alvorlighet",
    description: "Til opplysning: greit å vite. Viktig: endrer et besøk. Kritisk: sikkerhet, eller huset er stengt.",
  }),
  /** ISO 8601 with offset: shown from this moment (by the screen's or the visitor's clock) ... */
  from: dateTime().meta({
    title: "Vises fra",
    description: "Dato og klokkeslett i norsk tid, som 01.12.2026 09:00.",
  }),
  /** ... until this one. */
  to: dateTime().meta({ title: "Vises til", description: "Må komme etter «Vises fra»." }),
}).meta({ title: "Viktig melding" });

export const site = obj({
  id: slug().meta({ title: "Id" }),
  name: text().meta({ title: "Navn på nettstedet" }),
  description: text({ running: true }).meta({ title: "Beskrivelse" }),
  host: hostname().meta({ title: "Vertsnavn", description: "Adressen nettstedet har, uten https://." }),
  aliases: list(hostname()).meta({
    title: "Andre vertsnavn",
    description: "Adresser som sendes videre til hovedadressen.",
    "x-label-singular": "vertsnavn",
  }),
  partners: list(num({ integer: true, min: 1 }), { min: 1 }).meta({
    title: "Kinopartnere",
    "x-label-singular": "partner",
    description: "Den første velger hvilket kino-API nettstedet bruker.",
  }),
  partnerId: num({ integer: true, min: 1 }).meta({ title: "Partnernummer" }),
  locale: locale(),
  published: bool().meta({ title: "Publisert" }),
  stage: choice({ production: "Produksjon" }).meta({ title: "Miljø" }),
  searchEnabled: bool().meta({ title: "Søk på" }),
  languageSwitching: bool().meta({ title: "Språkvalg" }),
  venue,
  /** Urgent notices (see `notice`); leave out or empty when there are none. */
  notices: list(notice).optional().meta({
    title: "Viktige meldinger",
    description: "Vises på skjermene i foajeen og øverst på nettstedet i tidsrommet de gjelder.",
  }),
  theme: obj({
    logo: imageAsset("Logo"),
    favicon: imageUrl().meta({ title: "Ikon i nettleserfanen" }),
    menu: list(menuItem, { min: 1 }).meta({ title: "Menyer", "x-list-summary": "{{fields.label}}" }),
    footerSections: list(footerSection).meta({
      title: "Bunntekst",
      "x-label-singular": "seksjon",
      "x-list-summary": "{{fields.title}}",
    }),
    social: list(socialLink).meta({ title: "Sosiale medier", "x-label-singular": "lenke" }),
  }).meta({ title: "Utseende og menyer" }),
}).meta({ title: "Nettstedet", description: "Navn, adresser, menyer, bunntekst og samarbeidspartnere." });

const span = () => num({ integer: true, min: 1, max: 12 });
const spans = obj({
  xs: span().meta({ title: "Mobil" }),
  md: span().meta({ title: "Nettbrett" }),
  lg: span().meta({ title: "Stor skjerm" }),
}).meta({ title: "Bredde", description: "Av 12 kolonner, per skjermstørrelse." });
const templateRow = obj({
  columns: list(obj({ span: spans }).meta({ title: "Kolonne" }), { min: 1 }).meta({ title: "Kolonner" }),
}).meta({ title: "Rad" });

const pageSource = obj({
  /** Referred to by blocks in `dataIds`. */
  name: text().meta({ title: "Navn", description: "Blokkene viser til kilden med dette navnet." }),
  model: choice({ production: "Forestillinger", event: "Datoer", article: "Artikkel" }).meta({ title: "Innholdstype" }),
  filter: obj({
    property: text().meta({ title: "Felt" }),
    value: text().meta({ title: "Verdi" }),
    operator: choice({ eq: "er lik", ne: "er ikke lik" }).meta({
      title: "Sammenligning",
      description: "Er lik eller er ikke lik verdien.",
    }),
  })
    .optional()
    .meta({ title: "Filter" }),
  collection: bool().meta({ title: "Liste", description: "Ja: alle som passer; nei: bare den første." }),
}).meta({ title: "Datakilde" });

/** `row` and `column` are 1-based places in the page's template. */
const blockPlace = obj({
  row: num({ integer: true, min: 1 }).meta({ title: "Rad" }),
  column: num({ integer: true, min: 1 }).meta({ title: "Kolonne" }),
  order: num({ integer: true }).meta({ title: "Rekkefølge" }),
}).meta({ title: "Plass", description: "Rad og kolonne i sidens mal, talt fra 1." });

function blockOf<N extends BlockName>(component: N) {
  const rule = blockDataRules[component];
  return obj({
    component: z.literal(component),
    hide: bool().meta({ title: "Skjult" }),
    id: id(),
    place: blockPlace,
    /** Names of the page's sources this block shows. */
    dataIds: list(text().meta({ title: "Datakilder (navn)" })).meta({
      title: "Datakilder",
      description: "Navnene på sidens kilder blokken viser.",
      "x-label-singular": "datakilde",
    }),
    /** The block's own settings. */
    data: rule.data.meta({ title: "Innhold" }) as (typeof blockDataRules)[N]["data"],
  }).meta({ title: rule.title });
}

const blockVariants = [
  blockOf("Hero"),
  blockOf("RichText"),
  blockOf("CardList"),
  blockOf("QuickLinks"),
  blockOf("FactList"),
  blockOf("HallAccess"),
  blockOf("CultureProgram"),
  blockOf("Slideshow"),
  blockOf("ScreenProgram"),
  blockOf("ScreenSlideshow"),
  blockOf("Newsletter"),
  blockOf("Search"),
  blockOf("ArticleList"),
] as const;
// Every block name has its variant: the type check stops here when one is left out.
const everyBlock: Exclude<BlockName, (typeof blockVariants)[number]["shape"]["component"]["value"]> extends never ? true : never =
  true;
void everyBlock;

/** A block: which component it is decides what its `data` holds. */
export const pageBlock = z
  .discriminatedUnion("component", blockVariants, {
    error: (issue) =>
      issue.code === "invalid_union"
        ? pack({
            expected: `one of ${BLOCK_NAMES.map((n) => JSON.stringify(n)).join(", ")}`,
            got: describe((issue.input as { component?: unknown }).component),
            nb: "Velg en blokktype.",
          })
        : wrongKind("an object", "Her skal det være et sett med felt.")(issue),
  })
  .meta({ title: "Blokk" });

const pageMeta = obj({
  title: text().optional().meta({
    title: "Tittel i søkeresultater",
    description: "Tom: sidens «Tittel» står i nettleserfanen og søkeresultater. Fyll ut bare når den skal være en annen.",
  }),
  description: text({ running: true }).meta({
    title: "Beskrivelse",
    description: "Én eller to setninger søkemotorer og delinger viser.",
  }),
  keywords: list(text().meta({ title: "Stikkord" }), { min: 1 }).meta({ title: "Stikkord", "x-label-singular": "nøkkelord" }),
  image: imageUrl().meta({ title: "Delingsbilde" }),
}).meta({ title: "Metadata (bokmål)" });

export const page = obj({
  id: id(),
  title: text().meta({
    title: "Tittel",
    description:
      "Overskriften besøkende ser øverst på siden og navnet i nettleserfanen (med mindre toppbildets «Overskrift» eller «Tittel i søkeresultater» sier noe annet).",
  }),
  path: sitePath().meta({ title: "Adresse", description: "Der siden ligger, som «/kantine»." }),
  pageType: choice({ ordinary: "Vanlig", standard: "Standard" }).meta({ title: "Sidetype" }),
  /** "default": header and footer. "screen": full-screen lobby display, no chrome. */
  layout: choice({ default: "Vanlig side", screen: "Skjerm i foajeen" }).meta({
    title: "Oppsett",
    description: "Vanlig side: med meny og bunntekst. Skjerm i foajeen: hele skjermen, uten meny.",
  }),
  /** true: search engines are asked to leave the page out (meta robots, robots.txt, sitemap). Lobby screens always are. */
  noindex: bool().optional().meta({ title: "Skjult for søkemotorer" }),
  template: obj({ rows: list(templateRow, { min: 1 }).meta({ title: "Rader" }) }).meta({ title: "Mal" }),
  sources: list(pageSource).meta({ title: "Datakilder", "x-list-summary": "{{fields.name}}" }),
  blocks: list(pageBlock).meta({ title: "Blokker" }),
  meta: obj({ nb: pageMeta }).meta({ title: "Metadata" }),
}).meta({ title: "Side", description: "En side med rader, kolonner og blokker." });

/** Scheduled publishing (schedule.ts): built from publishAt, and no longer from unpublishAt; either may be left out. */
const schedule = {
  publishAt: dateTime().optional().meta({
    title: "Publiseres",
    description:
      "Tom: med en gang. Ellers kommer den ut ved første bygg fra dette tidspunktet (norsk tid, som 10.01.2027 12:00).",
  }),
  unpublishAt: dateTime().optional().meta({
    title: "Avpubliseres",
    description: "Tom: ligger ute. Ellers tas den bort fra nettstedet ved første bygg fra dette tidspunktet.",
  }),
};

export const article = obj({
  id: id(),
  title: text().meta({ title: "Tittel" }),
  slug: slug().meta({ title: "Adressenavn", description: "Artikkelen ligger på /article/<adressenavn>." }),
  /** HTML; sanitized at build time. */
  content: text({ running: true }).meta({
    title: "Tekst",
    description:
      "Overskrifter, avsnitt, lister, lenker, fet og kursiv. Lim gjerne inn fra Word eller en nettside: oppbygningen blir med, resten tas bort.",
    contentMediaType: "text/html",
  }),
  /** One or two sentences for lists, search and the meta description. */
  summary: text({ running: true }).meta({
    title: "Ingress",
    description: "Én eller to setninger til lister, søk og søkemotorer.",
  }),
  image: imageAsset("Toppbilde"),
  thumbnail: imageAsset("Lite bilde"),
  author: text().meta({ title: "Forfatter" }),
  category: choice({ article: "Artikkel" }).meta({ title: "Kategori" }),
  node_locale: locale(),
  order: num({ integer: true }).meta({ title: "Rekkefølge" }),
  /** Epoch milliseconds. */
  createdAt: num({ integer: true, min: 0 }).meta({ title: "Opprettet", description: "Millisekunder siden 1970." }),
  updatedAt: num({ integer: true, min: 0 }).meta({ title: "Endret", description: "Millisekunder siden 1970." }),
  ...schedule,
}).meta({ title: "Artikkel" });

/** One of the access features in access-features.ts: "teleslynge", "rullestolplass", "tekstet", ... */
const accessFeature = () =>
  choice(Object.fromEntries(ACCESS_FEATURES.map((f) => [f.key, f.label])) as Record<AccessFeature, string>).meta({
    title: "Tilgjengelighet",
  });

/** What an editor reads for a date's status (the form's choice, the quick panel's list of dates). */
export const EVENT_STATUS_LABELS = { cancelled: "Avlyst", soldOut: "Utsolgt" } as const;

const eventShape = {
  /** Stable id, used by the ticket shop, the cinema API's events/<partner>?keys= and the calendar file's name; unique in the programme. */
  id: id(),
  /** ISO 8601 with offset, "2026-12-05T19:00:00+01:00". */
  start: dateTime().meta({
    title: "Starter",
    description: "Dato og klokkeslett i norsk tid, som 14.05.2027 19:00.",
  }),
  hall: text().meta({ title: "Sal" }),
  /**
   * Leave out for an ordinary date. "cancelled": shown as cancelled, kept in the calendar feeds as
   * cancelled, no tickets. "soldOut": shown as sold out, as far as the build knows.
   */
  status: choice(EVENT_STATUS_LABELS)
    .optional()
    .meta({ title: "Status", description: "Tom for en vanlig dato; ellers Avlyst eller Utsolgt." }),
  /** Access features of this date only, on top of the production's (e.g. one captioned showing). */
  accessibility: list(accessFeature())
    .optional()
    .meta({ title: "Tilgjengelighet denne datoen", description: "I tillegg til forestillingens, som en tekstet visning." }),
};
export const productionEvent = obj(eventShape).meta({ title: "Dato" });

const productionAsset = obj({
  type: choice({ first_image: "Hovedbilde" }).meta({ title: "Type" }),
  url: imageUrl().meta({ title: "Bilde" }),
  alt: text({ allowEmpty: true }).meta({
    title: "Alternativ tekst",
    description: "Hva bildet viser, for dem som ikke ser det. Tom bare for pynt.",
  }),
  focalPointQuery: focalPointQuery(),
}).meta({ title: "Bilde" });

export const production = obj({
  id: id(),
  title: text().meta({ title: "Tittel" }),
  objectClass: choice({ culture: "Kultur", movie: "Film" }).meta({
    title: "Slag",
    description: "Kultur: konsert, teater og annet. Film: kino.",
  }),
  /** Path segment of the event page: /{pageReference}. */
  pageReference: slug().meta({ title: "Adressenavn", description: "Forestillingen ligger på /<adressenavn>." }),
  fields: obj({
    category: text().meta({ title: "Kategori", description: "Som «Konsert», «Teater» eller «Film»." }),
    organizer: text().optional().meta({ title: "Arrangør" }),
    /** Minutes. */
    duration: num({ integer: true, min: 1 }).optional().meta({ title: "Varighet", description: "I minutter." }),
    ageLimit: text().optional().meta({ title: "Aldersgrense" }),
    /** Films only: the EDI number the cinema API knows the film by. */
    ediNumber: text().optional().meta({ title: "EDI-nummer", description: "Bare for film: nummeret kinoen kjenner filmen ved." }),
    priceFrom: num({ min: 0 }).optional().meta({ title: "Pris fra", description: "I kroner." }),
    /** "Norsk tale", "Engelsk tale, norske tekster". */
    language: text().optional().meta({ title: "Språk", description: "Som «Norsk tale» eller «Engelsk tale, norske tekster»." }),
    /** The spoken language as a language code ("nb", "en", "sv"), for search engines (inLanguage). */
    languageCode: text({
      pattern: /^[a-z]{2,3}(-[A-Z]{2})?$/,
      patternText: 'a language code like "nb" or "en"',
      nb: "Skriv en språkkode som «nb» eller «en».",
    })
      .optional()
      .meta({ title: "Språkkode", description: "For søkemotorer: «nb», «en», «sv»." }),
    /** Access features every date has, from access-features.ts: "teleslynge", "rullestolplass", ... */
    accessibility: list(accessFeature()).optional().meta({ title: "Tilgjengelighet", description: "Det alle datoene har." }),
    /** When the ticket sale opens, ISO 8601 with offset; shown as "Billettsalget starter" until then, with a calendar entry of its own. */
    ticketSaleStart: dateTime().optional().meta({
      title: "Billettsalget starter",
      description:
        "Tom: salget er i gang. Ellers vises «Billettsalget starter» til da, med en egen kalenderoppføring (norsk tid).",
    }),
  }).meta({ title: "Fakta" }),
  contents: list(
    obj({
      summary: text({ running: true }).meta({ title: "Ingress" }),
      body: text({ running: true }).optional().meta({
        title: "Brødtekst",
        description:
          "Overskrifter, avsnitt, lister, lenker, fet og kursiv. Lim gjerne inn fra Word eller en nettside: oppbygningen blir med, resten tas bort.",
        contentMediaType: "text/html",
      }),
    }).meta({ title: "Tekst" }),
    { min: 1 },
  ).meta({ title: "Tekster", "x-list-summary": "{{fields.summary}}" }),
  features: list(text().meta({ title: "Kjennetegn" })).meta({
    title: "Kjennetegn",
    description: "Korte merker på kortet, som «Møt regissøren».",
  }),
  assets: list(productionAsset, { min: 1 }).meta({ title: "Bilder", "x-list-summary": "{{fields.url}}" }),
  events: list(productionEvent).meta({
    title: "Datoer",
    // Decap's date filter, on Oslo's clock wherever the editor sits (src/editor/widgets/oslo-dayjs.ts).
    "x-list-summary": "{{fields.start | date('DD.MM.YYYY HH:mm')}} – {{fields.hall}}",
  }),
  ...schedule,
}).meta({ title: "Forestilling", description: "En forestilling i programmet, med datoene sine." });

/** A dated performance as the content data API lists it (GET sites/{siteId}/events): it names its production. */
export const apiEvent = obj({
  ...eventShape,
  // The date is joined to its production by pageReference; the id is not read, and the production's
  // own record is where its rules are checked (one problem, named once).
  production: obj({ id: text({ running: true }).optional(), pageReference: slug() }),
});

export const redirect = obj({
  fromPath: sitePath().meta({ title: "Fra adresse", description: "Den gamle adressen på nettstedet." }),
  toPath: link().meta({
    title: "Til adresse",
    description: "Den nye adressen: en side på nettstedet eller en https://-adresse.",
  }),
}).meta({ title: "Videresending" });
export const redirects = list(redirect).meta({
  title: "Videresendinger",
  description: "Gamle adresser og hvor de er flyttet.",
  "x-label-singular": "omdirigering",
  "x-list-summary": "{{fields.fromPath}} → {{fields.toPath}}",
});

/** A cell of the licence table in content/images/LICENSES.md: one line, and no "|", which would end the cell. */
const cell = (title: string, description?: string) =>
  text({
    pattern: /^[^|\n\r\t]*\S[^|\n\r\t]*$/,
    patternText: 'text for one table cell (one line, no "|")',
    nb: "Én linje, uten «|».",
  }).meta({
    title,
    ...(description ? { description } : {}),
  });

/** A photo's record in content/images/LICENSES.md: where it comes from and under which licence it may be shown. */
export const imageLicence = obj({
  file: text({
    pattern: /^[a-z0-9]+(-[a-z0-9]+)*\.(jpe?g|png|webp)$/,
    patternText: "a file name of lower-case a-z, 0-9 and single hyphens, ending in .jpg, .jpeg, .png or .webp",
    nb: "Filnavnet: små bokstaver a–z, tall og enkle bindestreker, og .jpg, .jpeg, .png eller .webp til slutt.",
  }).meta({ title: "Fil", description: "Navnet på bildet i content/images." }),
  source: cell("Kilde", "Hvor bildet kommer fra: fotografen, arkivet eller pakken (med versjon)."),
  original: cell("Originalfil", "Bildets navn eller adresse hos kilden."),
  author: cell("Opphav", "Fotografen eller den som har laget bildet."),
  licence: cell("Lisens", "Hvilken lisens bildet kan vises under, som «CC BY 4.0» eller «Eget foto, alle rettigheter»."),
}).meta({ title: "Bildelisens", description: "Kilde og lisens for ett bilde i content/images." });
