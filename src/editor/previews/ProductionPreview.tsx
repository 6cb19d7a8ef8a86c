import React from "react";
import { CultureView, ProgrammeCard, toProgrammeItem } from "../../features/programme";
import type { Production, ProductionEvent } from "../../../content-model";
import { assetUrl, entryData, PreviewFrame, type PreviewProps } from "./PreviewFrame";
import { listOr, MISSING_PICTURE, textOr } from "./placeholders";

type Asset = Production["assets"][number];

/** A production as far as it is written: every field the site's components read is there, empty until it is filled in. */
export function productionForPreview(props: PreviewProps): Production {
  const data = entryData<Production>(props);
  const assets = listOr<Partial<Asset>>(data.assets).map((a) => ({
    type: "first_image" as const,
    alt: textOr(a.alt),
    focalPointQuery: textOr(a.focalPointQuery),
    url: assetUrl(props, a.url) || MISSING_PICTURE,
  }));
  const contents = listOr<Production["contents"][number]>(data.contents).map((c) => ({ ...c, summary: textOr(c.summary) }));
  return {
    ...data,
    id: textOr(data.id, "ny"),
    title: textOr(data.title),
    pageReference: textOr(data.pageReference, "ny-forestilling"),
    objectClass: data.objectClass === "movie" ? "movie" : "culture",
    fields: { ...data.fields, category: textOr(data.fields?.category) },
    contents: contents.length ? contents : [{ summary: "" }],
    features: listOr<string>(data.features),
    // A date being typed is left out until it is one.
    events: listOr<Partial<ProductionEvent>>(data.events)
      .filter((e) => isDate(e.start))
      .map((e, i) => ({ ...e, id: textOr(e.id, `ny-dato-${i}`), hall: textOr(e.hall), start: e.start as string })),
    assets: assets.length ? assets : [{ type: "first_image", url: MISSING_PICTURE, alt: "", focalPointQuery: "" }],
  } as Production;
}

const isDate = (value: unknown): value is string => typeof value === "string" && !Number.isNaN(Date.parse(value));

function ProductionPages({ preview }: { preview: PreviewProps }) {
  const production = productionForPreview(preview);
  return (
    <>
      <section aria-label="Kortet i programmet" className="programme-grid" style={{ maxWidth: 420, margin: "1rem" }}>
        <ProgrammeCard item={toProgrammeItem({ ...production, contentId: production.id })} />
      </section>
      <CultureView production={production} />
    </>
  );
}

/** A production as the site shows it: its card in the programme, then its own page, with the site's components. */
export function ProductionPreview(props: PreviewProps) {
  return (
    <PreviewFrame>
      <ProductionPages preview={props} />
    </PreviewFrame>
  );
}
