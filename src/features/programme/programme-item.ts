// The programme's view model, not content: the build makes it (its resolvers, the programme index)
// and the site draws it, so contract.ts exports it beside index.ts.
import { culturePath, type Production, type ProductionEvent, type Queried } from "../../../content-model";
import { isAccessFeature } from "../../access-features/access-features";

/** A production as the programme, slideshows, screens and search show it. */
export interface ProgrammeItem {
  id: string;
  title: string;
  path: string;
  objectClass: "culture" | "movie";
  category: string;
  summary: string;
  image: { url: string; alt: string; focalPointQuery: string };
  /** Sorted by start. */
  events: ProductionEvent[];
  ediNumber?: string;
  priceFrom?: number;
  ageLimit?: string;
  /** Access features every date has; a date may add its own (`events[].accessibility`). */
  accessibility?: Production["fields"]["accessibility"];
}

/** What toProgrammeItem reads of a production: a record of the model, or a query's answer (null for a field left out). */
export type ProgrammeSource = Queried<
  Pick<Production, "title" | "pageReference" | "objectClass" | "fields" | "contents" | "assets" | "events">
> & {
  readonly contentId: string;
};

/**
 * The access features as the content lists them. GraphQL holds them as texts (Queried); the build
 * checked each against the model before any query ran, so this keeps them all.
 */
const accessFeatures = (values: readonly string[] | null | undefined) => (values ?? []).filter(isAccessFeature);

/** A date as the programme holds it: a field the content leaves out is left out, not null. */
function programmeEvent(e: ProgrammeSource["events"][number]): ProductionEvent {
  const access = accessFeatures(e.accessibility);
  return {
    id: e.id,
    start: e.start,
    hall: e.hall,
    ...(e.status ? { status: e.status } : {}),
    ...(access.length ? { accessibility: access } : {}),
  };
}

/** A production as its programme card and the lists show it (the build's resolvers and the editor's preview). */
export function toProgrammeItem(p: ProgrammeSource): ProgrammeItem {
  const access = accessFeatures(p.fields.accessibility);
  const image = p.assets.find((a) => a.type === "first_image") ?? p.assets[0];
  return {
    id: p.contentId,
    title: p.title,
    path: culturePath(p.pageReference),
    objectClass: p.objectClass,
    category: p.fields.category,
    summary: p.contents[0]?.summary ?? "",
    image: { url: image.url, alt: image.alt, focalPointQuery: image.focalPointQuery },
    events: p.events.map(programmeEvent).sort((a, b) => Date.parse(a.start) - Date.parse(b.start)),
    ...(p.fields.ediNumber ? { ediNumber: p.fields.ediNumber } : {}),
    // From a page query a field the file leaves out is null, not missing: 0 (free) is a price, null none.
    ...(p.fields.priceFrom != null ? { priceFrom: p.fields.priceFrom } : {}),
    ...(p.fields.ageLimit ? { ageLimit: p.fields.ageLimit } : {}),
    ...(access.length ? { accessibility: access } : {}),
  };
}
