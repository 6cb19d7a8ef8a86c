import React, { Suspense, lazy } from "react";
import type { ProgrammeItem } from "../features/programme";
import { sourceItems } from "./source-items";
import { ProgrammeTeaserSection } from "./programme-teaser";
import type { CultureProgramProps } from "./CultureProgram";

// The whole programme's filters, pages and calendar links, for the rare page that has both a slideshow and the whole programme.
const WholeProgramme = lazy(() => import("./CultureProgram").then((m) => ({ default: m.CultureProgram })));

/**
 * CultureProgram as the front page's template bundles it. That page shows the next few events
 * (a `limit`), and the filters, quick dates, paging and calendar links of the whole programme are
 * a third of its template's code: they stay out of it, and load only where a block shows the whole
 * programme (the server renders it in full either way).
 */
export function CultureProgramTeaser(props: CultureProgramProps) {
  const { id, data, sourceData, dataIds, first } = props;
  if (!data.limit)
    return (
      <Suspense fallback={<p className="culture-program__loading">Laster programmet …</p>}>
        <WholeProgramme {...props} />
      </Suspense>
    );
  return (
    <ProgrammeTeaserSection
      id={id}
      heading={data.heading}
      first={first}
      items={sourceItems<ProgrammeItem>(sourceData, dataIds)}
      limit={data.limit}
    />
  );
}
