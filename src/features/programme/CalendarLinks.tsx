import React from "react";
import { useSiteDefinition } from "../../components/useSiteDefinition";
import { categoryFeedPath, PROGRAMME_FEED_PATH, webcalUrl } from "../calendar";

/**
 * Links to the programme's calendar feeds: the whole programme and one per category. "Abonner"
 * opens the visitor's calendar program (webcal://); the https address is for pasting into a calendar
 * on the web. Subscribed calendars update themselves when dates change or are cancelled.
 */
export function CalendarLinks({ categories }: { categories: string[] }) {
  const { siteUrl } = useSiteDefinition();
  return (
    <section className="calendar-subscribe" aria-labelledby="kalender-abonnement">
      <h3 id="kalender-abonnement">Få programmet i kalenderen din</h3>
      <p>Abonner, så kommer nye datoer, endringer og avlysninger av seg selv.</p>
      <ul className="plain-list">
        <li>
          <a href={webcalUrl(siteUrl, PROGRAMME_FEED_PATH)}>Abonner på hele programmet</a> (
          <a href={PROGRAMME_FEED_PATH} aria-label="Kalenderadresse for hele programmet (https)">
            kalenderadresse
          </a>
          )
        </li>
      </ul>
      {categories.length > 0 && (
        <details>
          <summary>Abonner på én kategori</summary>
          <ul className="plain-list">
            {categories.map((category) => (
              <li key={category}>
                <a href={webcalUrl(siteUrl, categoryFeedPath(category))}>Abonner på {category}</a> (
                <a href={categoryFeedPath(category)} aria-label={`Kalenderadresse for ${category} (https)`}>
                  kalenderadresse
                </a>
                )
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
