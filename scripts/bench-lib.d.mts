export const RATIO_LIMIT: number;

export interface Production {
  file: string;
  data: { objectClass?: string; pageReference?: string } | null;
}

export interface LighthouseAudit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  errorMessage?: string;
  details?: { items?: Record<string, unknown>[] };
}

/** The part of a Lighthouse result (lhr) the helpers read. */
export interface LighthouseResult {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] } | undefined>;
  audits: Record<string, LighthouseAudit>;
}

export interface FailingAudit {
  id: string;
  title: string;
  score: number | null;
  weight: number;
  displayValue: string;
  items: string[];
}

export function parseArgs(argv: string[]): { build: boolean };
export function scriptUrlsFromHtml(html: string): string[];
export interface WebpackStats {
  namedChunkGroups?: Record<string, { assets: (string | { name: string })[] } | undefined>;
}

export function chunkGroupScripts(stats: WebpackStats | null, groupName: string): string[];
export function firstLoadScriptUrls(html: string, stats: WebpackStats | null, componentChunkName?: string | null): string[];
export function inlineScriptText(html: string): string;
export function publicFileForUrl(publicDir: string, url: string): string | null;
export function pageDataFileForRoute(publicDir: string, route: string): string;
export function htmlFileForRoute(publicDir: string, route: string): string;
export function gzipSize(content: string | Uint8Array): number;
export function formatKB(bytes: number): string;
export function formatRatio(value: number, base: number): string;
export function isOverRatio(value: number, base: number, limit?: number): boolean;
export function culturePath(productions: Production[]): string | null;
export function categoryScore(lhr: LighthouseResult, id: string): number | null;
export function failingAudits(lhr: LighthouseResult, categoryId: string): FailingAudit[];
export function auditItems(audit: LighthouseAudit, max?: number, width?: number): string[];
export function formatTable(headers: string[], rows: (string | number | null | undefined)[][]): string;
