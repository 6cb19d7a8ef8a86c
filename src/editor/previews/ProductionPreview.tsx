import React from "react";
import { CultureView, ProgrammeCard } from "../../features/programme";
import { toProgrammeItem, type Production } from "../../../content-model";
import { assetUrl, entryData, PreviewFrame, type PreviewProps } from "./PreviewFrame";

/** A production as the site shows it: its card in the programme, then its own page, with the site's components. */
export function ProductionPreview(props: PreviewProps) {
  const data = entryData<Production>(props);
  const production = {
    ...data,
    fields: data.fields ?? { category: "" },
    contents: data.contents?.length ? data.contents : [{ summary: "" }],
    features: data.features ?? [],
    // A date being typed is left out until it is one.
    events: (data.events ?? []).filter((e) => e && !Number.isNaN(Date.parse(e.start))),
    assets: (data.assets ?? []).map((a) => ({ ...a, url: assetUrl(props, a.url) })),
  } as Production;
  return (
    <PreviewFrame>
      <section aria-label="Kortet i programmet" className="programme-grid" style={{ maxWidth: 420, margin: "1rem" }}>
        <ProgrammeCard item={toProgrammeItem({ ...production, contentId: production.id ?? "ny" })} />
      </section>
      <CultureView production={production} />
    </PreviewFrame>
  );
}
