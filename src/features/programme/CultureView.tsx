import React from "react";
import { Layout } from "../../components/Layout";
import { Seo } from "../../components/Seo";
import { FocalImage } from "../../components/FocalImage";
import { Newsletter } from "../../blocks/Newsletter";
import type { Production } from "../../types/content";
import { culturePath } from "../../lib/paths";
import { TicketList } from "./TicketList";

export type CultureData = Pick<Production, "title" | "pageReference" | "objectClass" | "fields" | "contents" | "features" | "assets" | "events">;

/** A production's own page: cover, facts, text, one ticket row per date, and the newsletter sign-up. */
export function CultureView({ production }: { production: CultureData }) {
  const cover = production.assets.find((a) => a.type === "first_image") ?? production.assets[0];
  const [main] = production.contents;
  const events = [...production.events].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  const { fields } = production;
  const facts = [
    ["Kategori", fields.category],
    ["Arrangør", fields.organizer],
    ["Varighet", fields.duration ? `${fields.duration} minutter` : undefined],
    ["Aldersgrense", fields.ageLimit],
    ["Pris fra", fields.priceFrom !== undefined ? `${fields.priceFrom} kr` : undefined],
  ].filter((f): f is [string, string] => Boolean(f[1]));
  return (
    <Layout>
      <Seo title={production.title} description={main.summary} image={cover.url} path={culturePath(production.pageReference)} keywords={[fields.category, production.title, "Rissa kulturhus"]} />
      <article className="culture">
        <FocalImage className="culture__cover" src={cover.url} alt={cover.alt} focalPointQuery={cover.focalPointQuery} eager />
        <p className="culture__category">{fields.category}</p>
        <h1>{production.title}</h1>
        <p className="culture__summary">{main.summary}</p>
        <section aria-labelledby="billetter">
          <h2 id="billetter">Datoer og billetter</h2>
          <TicketList title={production.title} events={events} />
        </section>
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
