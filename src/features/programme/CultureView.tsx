import React, { useEffect } from "react";
import { PageHead } from "../../components/PageHead";
import { Layout } from "../../layout/Layout";
import { Seo } from "../../components/Seo";
import { Image, plainPicture } from "../../components/Image";
import { useSiteDefinition } from "../../components/useSiteDefinition";
import { NewsletterSignup } from "../newsletter";
import { trackItemEvent, type AnalyticsItem } from "../../lib/analytics";
import { culturePath } from "../../../content-model/paths";
import { useNow } from "../../time/useNow";
import type { Picture } from "../../lib/picture";
import type { Production } from "../../../content-model/content-types";
import { venueLocation } from "../calendar";
import { eventJsonLd } from "./event-jsonld";
import { productionFacts } from "./facts";
import { TicketList } from "./TicketList";
import { AccessList } from "../access";
import { accessOf } from "../../lib/access-features";
import { CinemaIsland, LiveStatusSlot, WatchlistMark } from "../cinema";
import { HuskButton, productionEntry } from "../saved";
import { TicketSaleStart } from "./TicketSaleStart";

export type CultureData = Pick<
  Production,
  "id" | "title" | "pageReference" | "objectClass" | "fields" | "contents" | "features" | "assets" | "events"
> & {
  /** The main picture, made by the build (cover preset). */
  cover?: Picture | null;
  /** Its social crop, for link previews and search engines. */
  socialImage?: string | null;
};

const absolute = (siteUrl: string, url: string) => (/^https?:\/\//.test(url) ? url : `${siteUrl}${url}`);

/**
 * A production's own page, in the order a visitor asks: what it is (category, title, summary and
 * the facts), then the dates with tickets, then the longer text, then, for films, the cinema's
 * movie info and reviews; the newsletter sign-up last.
 */
export function CultureView({ production }: { production: CultureData }) {
  const site = useSiteDefinition();
  const now = useNow();
  const asset = production.assets.find((a) => a.type === "first_image") ?? production.assets[0];
  const cover = production.cover ?? plainPicture(asset.url, asset.alt, asset.focalPointQuery);
  const socialImage = production.socialImage ?? asset.url;
  const [main] = production.contents;
  const { fields } = production;
  const path = culturePath(production.pageReference);
  const isFilm = production.objectClass === "movie";
  // The build leaves out dates that had passed; the browser also hides those that pass later.
  const events = now === null ? production.events : production.events.filter((e) => Date.parse(e.start) >= now);
  const pageEventIds = React.useMemo(() => production.events.map((e) => e.id), [production.events]);
  const analyticsItem = (listName: string): AnalyticsItem => ({
    id: production.id,
    name: production.title,
    brand: fields.organizer ?? site.name,
    listName,
    category: fields.category,
  });

  useEffect(() => {
    trackItemEvent("VIEW_ITEM", analyticsItem("Arrangementsside"));
    // Once per page view of this production.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [production.id]);

  const facts = productionFacts(fields, production.events);
  const jsonLd = eventJsonLd({
    title: production.title,
    summary: main.summary,
    url: absolute(site.siteUrl, path),
    image: absolute(site.siteUrl, socialImage),
    events: production.events,
    durationMinutes: fields.duration,
    priceFrom: fields.priceFrom,
    organizer: fields.organizer ?? site.name,
    venue: site.venue,
    siteUrl: site.siteUrl,
    ...(production.objectClass === "movie" ? { film: { ageLimit: fields.ageLimit, language: fields.languageCode } } : {}),
  });
  return (
    <Layout footerNewsletter={false}>
      <Seo
        title={production.title}
        description={main.summary}
        image={socialImage}
        path={path}
        keywords={[fields.category, production.title, site.name]}
      />
      {jsonLd.length > 0 && (
        <PageHead>
          <script type="application/ld+json">
            {JSON.stringify(jsonLd.length === 1 ? jsonLd[0] : jsonLd).replace(/</g, "\\u003c")}
          </script>
        </PageHead>
      )}
      <article className="culture">
        <header className="culture__head">
          <Image className="culture__cover" picture={cover} eager />
          <div className="culture__intro">
            <p className="badge badge--category culture__category">{fields.category}</p>
            <h1 className="culture__title">{production.title}</h1>
            <HuskButton
              className="husk--large"
              entry={productionEntry({ id: production.id, title: production.title, path, events })}
              label={`Husk ${production.title}`}
            />
            {fields.ediNumber && (
              <div className="culture__watch">
                <WatchlistMark ediNumber={fields.ediNumber} />
              </div>
            )}
            <p className="lead culture__summary">{main.summary}</p>
            {facts.length > 0 && (
              <dl className="facts culture__facts">
                {facts.map(([label, value]) => (
                  <div key={label} className="facts__item">
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
            )}
            {fields.ticketSaleStart && (
              <TicketSaleStart
                productionId={production.id}
                title={production.title}
                start={fields.ticketSaleStart}
                url={absolute(site.siteUrl, path)}
                now={now}
              />
            )}
            {accessOf(fields).length > 0 && (
              <section aria-labelledby="tilgjengelighet" className="culture__access">
                <h2 id="tilgjengelighet">Tilgjengelighet</h2>
                <AccessList features={accessOf(fields)} />
              </section>
            )}
            {production.features.length > 0 && (
              <ul className="tags culture__features" aria-label="Mer om arrangementet">
                {production.features.map((f) => (
                  <li key={f}>{f}</li>
                ))}
              </ul>
            )}
            {events.length > 0 && (
              <a className="button button--large culture__to-tickets" href="#billetter">
                {events.length === 1 ? "Se dato og kjøp billett" : `Se ${events.length} datoer og kjøp billett`}
              </a>
            )}
          </div>
        </header>
        <section className="culture__section culture__tickets" aria-labelledby="billetter">
          <h2 id="billetter" tabIndex={-1}>
            Datoer og billetter
          </h2>
          <TicketList
            title={production.title}
            path={path}
            events={events}
            calendar={{
              location: (hall) => venueLocation(site.venue, hall),
              description: `${main.summary}\n\n${absolute(site.siteUrl, path)}`,
              durationMinutes: fields.duration,
            }}
            onBuy={() => trackItemEvent("BUY_TICKET", analyticsItem("Billettliste"))}
            status={(event) => <LiveStatusSlot eventId={event.id} pageEventIds={pageEventIds} />}
          />
        </section>
        {main.body && (
          <section className="culture__section" aria-labelledby="om">
            <h2 id="om">{isFilm ? "Handlingen" : "Om arrangementet"}</h2>
            <div className="rich-text" dangerouslySetInnerHTML={{ __html: main.body }} />
          </section>
        )}
        {fields.ediNumber && (
          <div className="culture__section culture__film">
            <CinemaIsland name="film" props={{ ediNumber: fields.ediNumber, title: production.title, path }} />
          </div>
        )}
      </article>
      <div className="block">
        <NewsletterSignup
          id="nyhetsbrev"
          heading="Få programmet i innboksen"
          text="Meld deg på nyhetsbrevet, så hører du først om nye forestillinger og billettslipp."
        />
      </div>
    </Layout>
  );
}
