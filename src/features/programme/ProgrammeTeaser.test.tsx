import React from "react";
import { renderToString } from "react-dom/server";
import { ProgrammeTeaserIsland } from "./ProgrammeTeaser";
import type { ProgrammeItem } from "./programme-item";
import type { Picture } from "../../pictures/picture";
import { plainPicture } from "../../components/Image";

const production = (n: number, start: string): ProgrammeItem => ({
  id: `p${n}`,
  title: `Forestilling ${n}`,
  path: `/forestilling-${n}`,
  objectClass: "culture",
  category: "Konsert",
  summary: "En lang tekst som kortene ikke viser.",
  image: { url: `/images/p${n}.jpg`, alt: `Bilde ${n}`, focalPointQuery: "fp-x=0.5&fp-y=0.5" },
  events: [{ id: `ev-${n}`, start, hall: "Bojersalen" }],
});
const picture = (url: string): Picture => ({ ...plainPicture(url, "Bilde"), src: `/static/${url.slice(8)}` });

describe("the programme's teaser as an island", () => {
  it("carries its block, limit and partner, when its HTML goes out of date, and the version of its items, not the items", () => {
    const items = [
      production(1, "2026-12-12T18:00:00+01:00"),
      production(2, "2026-12-05T12:00:00+01:00"),
      production(3, "2026-12-01T19:00:00+01:00"),
    ];
    const html = renderToString(
      <ProgrammeTeaserIsland
        blockId="forside-cultureprogram-2"
        items={items}
        limit={2}
        partner={118}
        pictures={{ "/images/p1.jpg": picture("/images/p1.jpg"), "/images/annet.jpg": picture("/images/annet.jpg") }}
      />,
    );
    const element = new DOMParser().parseFromString(html, "text/html").querySelector<HTMLElement>("[data-island]")!;
    expect(element.dataset.island).toBe("programme-teaser");
    const data = JSON.parse(element.dataset.props!);
    expect(Object.keys(data).sort()).toEqual(["blockId", "limit", "partner", "staleFrom", "version"]);
    expect(element.dataset.props).not.toContain("Forestilling");
    expect(element.dataset.props).not.toContain("/images/");
    // The earliest first date of the cards it shows (the third is a spare).
    expect(data.staleFrom).toBe("2026-12-05T12:00:00+01:00");
    expect(data).toMatchObject({ blockId: "forside-cultureprogram-2", limit: 2, partner: 118 });
    expect(data.version).toMatch(/^[0-9a-f]{8}$/);
    // The cards themselves are in the HTML.
    expect(element.querySelectorAll("li")).toHaveLength(2);
  });
});
