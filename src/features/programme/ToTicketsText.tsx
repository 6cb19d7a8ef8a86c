import React from "react";
import { shownFrom, shownUntil } from "../../time/shown-as-of";

const textFor = (count: number) => (count === 1 ? "Se dato og kjøp billett" : `Se ${count} datoer og kjøp billett`);

/**
 * The words of a production's link to its tickets: "Se 3 datoer og kjøp billett", counting the
 * dates to come. Rendered in the browser (`now` known), the dates are already those to come. In the
 * HTML the build writes, a page built of islands that is never rendered again, every count is
 * written, each shown from the moment the date before it starts until its own first date starts
 * (keepShownAsOfNow), so the count drops as dates pass while the page is open or cached.
 */
export function ToTicketsText({ starts, now }: { starts: readonly string[]; now: number | null }) {
  if (now !== null) return <>{textFor(starts.length)}</>;
  const sorted = [...starts].sort((a, b) => Date.parse(a) - Date.parse(b));
  return (
    <>
      {sorted.map((start, i) => {
        const text = <span {...shownUntil(start)}>{textFor(sorted.length - i)}</span>;
        // Nested: "shown from" the date before, and within it "shown until" this one.
        return i === 0 ? (
          <React.Fragment key={i}>{text}</React.Fragment>
        ) : (
          <span key={i} {...shownFrom(sorted[i - 1])}>
            {text}
          </span>
        );
      })}
    </>
  );
}
