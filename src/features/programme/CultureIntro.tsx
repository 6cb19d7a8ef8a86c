import React from "react";
import { AccessList } from "../access";
import { WatchMarkIsland } from "../cinema";
import { HuskIsland, productionEntry } from "../saved";
import { latest, shownUntil } from "../../time/shown-as-of";
import { TicketSaleStart } from "./TicketSaleStart";
import { ToTicketsText } from "./ToTicketsText";
import type { CultureData, useCultureView } from "./useCultureView";
import "../../components/facts.css";
import "./programme.css";

/** A production's page, beside its picture: category, title, Husk, summary, facts, access, and the way to its tickets. */
export function CultureIntro({
  production,
  path,
  url,
  now,
  events,
  summary,
  facts,
  access,
}: {
  production: CultureData;
  path: string;
  url: string;
  now: number | null;
  /** Its coming dates. */
  events: CultureData["events"];
  summary: string;
  facts: [string, string][];
  access: ReturnType<typeof useCultureView>["access"];
}) {
  const { fields } = production;
  return (
    <div className="culture__intro">
      <p className="badge badge--category culture__category">{fields.category}</p>
      <h1 className="culture__title">{production.title}</h1>
      <HuskIsland
        className="husk--large"
        entry={productionEntry({ id: production.id, title: production.title, path, events })}
        label={`Husk ${production.title}`}
      />
      {fields.ediNumber && (
        <div className="culture__watch">
          <WatchMarkIsland ediNumber={fields.ediNumber} />
        </div>
      )}
      <p className="lead culture__summary">{summary}</p>
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
          url={url}
          now={now}
        />
      )}
      {access.length > 0 && (
        <section aria-labelledby="tilgjengelighet" className="culture__access">
          <h2 id="tilgjengelighet">Tilgjengelighet</h2>
          <AccessList features={access} />
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
        <a
          className="button button--large culture__to-tickets"
          href="#billetter"
          {...shownUntil(latest(events.map((e) => e.start))!)}
        >
          <ToTicketsText starts={events.map((e) => e.start)} now={now} />
        </a>
      )}
    </div>
  );
}
