import { describe, type ParsedContent } from "../../content-model";
import { shownPath, SourceApiError } from "./http";

/** One record from an API answer, with where it came from ("Content data API GET /sites/1/events [3]"). */
export interface ApiRecord {
  kind: ParsedContent["kind"];
  source: string;
  raw: unknown;
}

/** What one API gave: its records, and every problem found joining them (each names the API, path and field). */
export interface ApiRead {
  records: ApiRecord[];
  problems: string[];
}

/** Names item `index` of a list answer, with its id when it has one, so an editor can find it. */
export function itemSource(api: string, url: URL, index: number, item: unknown): string {
  const id = (item as { id?: unknown } | null)?.id;
  const shownId = typeof id === "string" || typeof id === "number" ? ` (id ${JSON.stringify(id)})` : "";
  return `${api} GET ${shownPath(url)} [${index}]${shownId}`;
}

/** The list an API answered with; anything else (or an empty list where one is needed) stops the build. */
export function listAnswer(api: string, url: URL, answer: unknown, what: string, { allowEmpty = false } = {}): unknown[] {
  if (!Array.isArray(answer))
    throw new SourceApiError(`${api}: GET ${shownPath(url)}: expected a list of ${what}, got ${describe(answer)}`);
  if (!allowEmpty && answer.length === 0)
    throw new SourceApiError(
      `${api}: GET ${shownPath(url)}: expected at least one of ${what}, got an empty list (the build stops rather than publish a site without them)`,
    );
  return answer;
}
