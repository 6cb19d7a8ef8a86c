import React from "react";
import type { BlockProps } from "./types";

export function FactList({ data }: BlockProps<{ heading: string; facts: { label: string; value: string }[] }>) {
  return (
    <section className="block fact-list">
      <h2>{data.heading}</h2>
      <dl>
        {data.facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
