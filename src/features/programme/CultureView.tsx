import React from "react";
import { PageHead } from "../../components/PageHead";
import { Layout } from "../../layout/Layout";
import { Seo } from "../../components/Seo";
import { Image } from "../../components/Image";
import { NewsletterIsland } from "../newsletter";
import { TicketList } from "./TicketList";
import { CinemaPageIsland, DateLiveStatus } from "../cinema";
import { useCultureView, type CultureData } from "./useCultureView";
import { CultureIntro } from "./CultureIntro";
import { ANALYTICS_ITEM_ATTRIBUTE } from "./analytics";
import "./programme.css";

/**
 * A production's own page, in the order a visitor asks: what it is (category, title, summary and
 * the facts), then the dates with tickets, then the longer text, then, for films, the cinema's
 * movie info and reviews; the newsletter sign-up last. What it shows is useCultureView's; this draws it.
 */
export function CultureView({ production }: { production: CultureData }) {
  const page = useCultureView(production);
  const { fields } = production;
  const { main, path } = page;
  return (
    <Layout footerNewsletter={false}>
      <Seo
        title={production.title}
        description={main.summary}
        image={page.socialImage}
        path={path}
        keywords={[fields.category, production.title, page.siteName]}
      />
      {page.jsonLd && (
        <PageHead>
          <script type="application/ld+json">{page.jsonLd}</script>
        </PageHead>
      )}
      <article className="culture" {...{ [ANALYTICS_ITEM_ATTRIBUTE]: page.analyticsItem }}>
        <header className="culture__head">
          <Image className="culture__cover" picture={page.cover} eager />
          <CultureIntro
            production={production}
            path={path}
            url={page.url}
            now={page.now}
            events={page.events}
            summary={main.summary}
            facts={page.facts}
            access={page.access}
          />
        </header>
        <section className="culture__section culture__tickets" aria-labelledby="billetter">
          <h2 id="billetter" tabIndex={-1}>
            Datoer og billetter
          </h2>
          <TicketList
            title={production.title}
            path={path}
            events={page.events}
            calendar={page.calendar}
            onBuy={page.onBuy}
            status={(event) => <DateLiveStatus eventId={event.id} pageEventIds={page.pageEventIds} />}
          />
        </section>
        {main.body && (
          <section className="culture__section" aria-labelledby="om">
            <h2 id="om">{page.isFilm ? "Handlingen" : "Om arrangementet"}</h2>
            <div className="rich-text" dangerouslySetInnerHTML={{ __html: main.body }} />
          </section>
        )}
        {fields.ediNumber && (
          <div className="culture__section culture__film">
            <CinemaPageIsland name="film" props={{ ediNumber: fields.ediNumber, title: production.title, path }} />
          </div>
        )}
      </article>
      <div className="block">
        <NewsletterIsland
          id="nyhetsbrev"
          heading="Få programmet i innboksen"
          text="Meld deg på nyhetsbrevet, så hører du først om nye forestillinger og billettslipp."
        />
      </div>
    </Layout>
  );
}
