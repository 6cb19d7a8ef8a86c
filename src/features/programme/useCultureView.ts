import { useEffect, useMemo } from "react";
import { plainPicture } from "../../components/Image";
import { useSiteDefinition } from "../../components/useSiteDefinition";
import { trackItemEvent, type AnalyticsItem } from "./analytics";
import { culturePath } from "../../../content-model";
import { useNow } from "../../time/useNow";
import { accessOf } from "../../access-features/access-features";
import { venueLocation } from "../calendar";
import { eventJsonLd } from "./event-jsonld";
import { productionFacts } from "./facts";
import type { Picture } from "../../pictures/picture";

/** A production as its page's query gives it (src/templates/culture.tsx). */
export type CultureData = QueryData<NonNullable<Queries.ProductionByIdQuery["production"]>>;

const absolute = (siteUrl: string, url: string) => (/^https?:\/\//.test(url) ? url : `${siteUrl}${url}`);

/**
 * What a production's page (CultureView.tsx) shows, worked out from its data and the site: the
 * picture, the facts, the coming dates, the structured data for search engines, the calendar's
 * details; and its analytics, a view once per page and a "buy" per ticket link.
 */
export function useCultureView(production: CultureData) {
  const site = useSiteDefinition();
  const now = useNow();
  const asset = production.assets.find((a) => a.type === "first_image") ?? production.assets[0];
  // JSON to GraphQL: the picture the build made in the cover preset (gatsby/create-resolvers.ts).
  const cover = (production.cover as Picture | null) ?? plainPicture(asset.url, asset.alt, asset.focalPointQuery);
  const socialImage = production.socialImage ?? asset.url;
  const [main] = production.contents;
  const { fields } = production;
  const path = culturePath(production.pageReference);
  const url = absolute(site.siteUrl, path);
  // The build leaves out dates that had passed; the browser also hides those that pass later.
  const events = now === null ? production.events : production.events.filter((e) => Date.parse(e.start) >= now);
  const pageEventIds = useMemo(() => production.events.map((e) => e.id), [production.events]);
  const item = { id: production.id, name: production.title, brand: fields.organizer ?? site.name, category: fields.category };
  const analyticsItem = (listName: string): AnalyticsItem => ({ ...item, listName });

  useEffect(() => {
    trackItemEvent("VIEW_ITEM", analyticsItem("Arrangementsside"));
    // Once per page view of this production.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [production.id]);

  const jsonLd = eventJsonLd({
    title: production.title,
    summary: main.summary,
    url,
    image: absolute(site.siteUrl, socialImage),
    events: production.events,
    durationMinutes: fields.duration,
    priceFrom: fields.priceFrom,
    organizer: fields.organizer ?? site.name,
    venue: site.venue,
    siteUrl: site.siteUrl,
    ...(production.objectClass === "movie" ? { film: { ageLimit: fields.ageLimit, language: fields.languageCode } } : {}),
  });
  return {
    siteName: site.name,
    now,
    cover,
    socialImage,
    main,
    path,
    /** The page's address on the site, as a link elsewhere needs it. */
    url,
    isFilm: production.objectClass === "movie",
    events,
    pageEventIds,
    facts: productionFacts(fields, production.events),
    access: accessOf(fields),
    /** The structured data, as the page's script holds it (one object, or a list of them). */
    jsonLd: jsonLd.length === 0 ? null : JSON.stringify(jsonLd.length === 1 ? jsonLd[0] : jsonLd).replace(/</g, "\\u003c"),
    calendar: {
      location: (hall: string) => venueLocation(site.venue, hall),
      description: `${main.summary}\n\n${url}`,
      durationMinutes: fields.duration,
    },
    onBuy: () => trackItemEvent("BUY_TICKET", analyticsItem("Billettliste")),
    /** The production for the tag manager, as the page's article carries it (a page built of islands tracks from it). */
    analyticsItem: JSON.stringify(item),
  };
}
