import React, { useEffect } from "react";
import { Helmet } from "react-helmet";
import { Layout } from "../../components/Layout";
import { Seo } from "../../components/Seo";
import { FocalImage } from "../../components/FocalImage";
import { useSiteDefinition } from "../../components/useSiteDefinition";
import { Newsletter } from "../../blocks/Newsletter";
import { trackItemEvent, type AnalyticsItem } from "../../lib/analytics";
import { culturePath } from "../../lib/paths";
import { useNow } from "../../lib/useNow";
import type { Production } from "../../types/content";
import { eventJsonLd } from "./event-jsonld";
import { TicketList } from "./TicketList";
import { AccessList } from "../access";
import { accessOf } from "../../lib/access-features";
import { CinemaIsland, WatchlistMark } from "../cinema";

export type CultureData = Pick<Production, "id" | "title" | "pageReference" | "objectClass" | "fields" | "contents" | "features" | "access" | "assets" | "events">;

const absolute = (siteUrl: string, url: string) => (/^https?:\/\//.test(url) ? url : `${siteUrl}${url}`);

/** A production's own page: cover, facts, text, one ticket row per coming date, and the newsletter sign-up. */
export function CultureView({ production }: { production: CultureData }) {
  const site = useSiteDefinition();
  const now = useNow();
  const cover = production.assets.find((a) => a.type === "first_image") ?? production.assets[0];
  const [main] = production.contents;
  const { fields } = production;
  const path = culturePath(production.pageReference);
  // The build leaves out dates that had passed; the browser also hides those that pass later.
  const events = now === null ? production.events : production.events.filter((e) => Date.parse(e.start) >= now);
  const pageEventIds = React.useMemo(() => production.events.map((e) => e.id), [production.events]);
  const analyticsItem = (listName: string): AnalyticsItem => ({ id: production.id, name: production.title, brand: fields.organizer ?? site.name, listName, category: fields.category });

  useEffect(() => {
    trackItemEvent("VIEW_ITEM", analyticsItem("Arrangementsside"));
    // Once per page view of this production.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [production.id]);

  const facts = [
    ["Kategori", fields.category],
    ["Arrangør", fields.organizer],
    ["Varighet", fields.duration ? `${fields.duration} minutter` : undefined],
    ["Aldersgrense", fields.ageLimit],
    ["Pris fra", fields.priceFrom !== undefined ? `${fields.priceFrom} kr` : undefined],
  ].filter((f): f is [string, string] => Boolean(f[1]));
  const jsonLd = eventJsonLd({
    title: production.title,
    summary: main.summary,
    url: absolute(site.siteUrl, path),
    image: absolute(site.siteUrl, cover.url),
    events: production.events,
    durationMinutes: fields.duration,
    priceFrom: fields.priceFrom,
    organizer: fields.organizer ?? site.name,
    venue: site.venue,
    siteUrl: site.siteUrl,
    ...(production.objectClass === "movie" ? { film: { ageLimit: fields.ageLimit, language: fields.language } } : {}),
  });
  return (
    <Layout footerNewsletter={false}>
      <Seo title={production.title} description={main.summary} image={cover.url} path={path} keywords={[fields.category, production.title, site.name]} />
      {jsonLd.length > 0 && (
        <Helmet>
          <script type="application/ld+json">{JSON.stringify(jsonLd.length === 1 ? jsonLd[0] : jsonLd).replace(/</g, "\\u003c")}</script>
        </Helmet>
      )}
      <article className="culture">
        <FocalImage className="culture__cover" src={cover.url} alt={cover.alt} focalPointQuery={cover.focalPointQuery} eager />
        <p className="culture__category">{fields.category}</p>
        <h1>{production.title}</h1>
        {fields.ediNumber && (
          <div className="culture__watch">
            <WatchlistMark ediNumber={fields.ediNumber} />
          </div>
        )}
        <p className="culture__summary">{main.summary}</p>
        {accessOf(production).length > 0 && (
          <section aria-labelledby="tilgjengelighet" className="culture__access">
            <h2 id="tilgjengelighet">Tilgjengelighet</h2>
            <AccessList features={accessOf(production)} />
          </section>
        )}
        <section aria-labelledby="billetter">
          <h2 id="billetter">Datoer og billetter</h2>
          <TicketList
            title={production.title}
            events={events}
            onBuy={() => trackItemEvent("BUY_TICKET", analyticsItem("Billettliste"))}
            status={(event) => <CinemaIsland name="live-status" props={{ eventId: event.id, pageEventIds }} />}
          />
        </section>
        {fields.ediNumber && <CinemaIsland name="film" props={{ ediNumber: fields.ediNumber, title: production.title, path }} />}
        {main.body && <div className="rich-text" dangerouslySetInnerHTML={{ __html: main.body }} />}
        {facts.length > 0 && (
          <dl className="culture__facts">
            {facts.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        )}
        {production.features.length > 0 && (
          <ul className="culture__features" aria-label="Tilrettelegging">
            {production.features.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        )}
      </article>
      <Newsletter
        id="nyhetsbrev"
        data={{ heading: "Få programmet i innboksen", text: "Meld deg på nyhetsbrevet, så hører du først om nye forestillinger og billettslipp." }}
        sourceData={{}}
        dataIds={[]}
        first={false}
      />
    </Layout>
  );
}
