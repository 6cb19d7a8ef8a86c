import type { ProgrammeItem } from "../features/programme";

/** A programme item for tests: a concert in Smia, one date per start (ISO time). */
export const programmeItem = (id: string, starts: string[]): ProgrammeItem => ({
  id,
  title: id,
  path: `/${id}`,
  objectClass: "culture",
  category: "Konsert",
  summary: "",
  image: { url: "/x.svg", alt: "", focalPointQuery: "" },
  events: starts.map((start, i) => ({ id: `${id}-${i}`, start, hall: "Smia" })),
});
