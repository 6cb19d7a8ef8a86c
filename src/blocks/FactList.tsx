import React from "react";
import type { BlockData } from "../../content-model";
import type { BlockProps } from "./types";
import "../components/facts.css";

export function FactList({ id, data }: BlockProps<BlockData<"FactList">>) {
  return (
    <section className="block fact-list" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{data.heading}</h2>
      <dl className="facts">
        {data.facts.map((fact) => (
          <div key={fact.label} className="facts__item">
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
