import React from "react";
import type { BlockData } from "../../content-model";
import type { BlockProps } from "./types";
import "../components/facts.css";

const yesNo = (value: boolean) => (value ? "Ja" : "Nei");

/** A hall's access facts, the same four on every hall's page, so visitors can compare halls. */
export function HallAccess({ data }: BlockProps<BlockData<"HallAccess">>) {
  const facts: [string, string][] = [
    ["Sitteplasser", String(data.seats)],
    ["Rullestolplasser", String(data.wheelchairSpaces)],
    ["Teleslynge", yesNo(data.hearingLoop)],
    ["Trinnfri adkomst", yesNo(data.stepFreeEntrance)],
  ];
  return (
    <section className="block fact-list hall-access" aria-labelledby="tilgjengelighet-sal">
      <h2 id="tilgjengelighet-sal">{data.heading ?? "Tilgjengelighet"}</h2>
      <dl>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {data.note && <p>{data.note}</p>}
    </section>
  );
}
