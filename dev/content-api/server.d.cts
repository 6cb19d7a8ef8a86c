export interface ContentApisOptions {
  contentDir?: string;
  user?: string;
  password?: string;
  clientId?: string;
  clientSecret?: string;
  tokenTtlMs?: number;
  /** How many management calls one token is good for (then 401), to exercise renewal. */
  tokenUses?: number;
  clock?: () => number;
}
export interface ContentApisListening {
  url: string;
  port: number;
  contentUrl: string;
  managementUrl: string;
  tokenUrl: string;
}
export interface ContentApis {
  credentials: { user: string; password: string; clientId: string; clientSecret: string };
  listen(port?: number, host?: string): Promise<ContentApisListening>;
  close(): Promise<void>;
  env(listening: ContentApisListening): Record<string, string>;
  answerNext(path: string, answer: { status?: number; json?: unknown; text?: string; hang?: boolean; breakOff?: boolean }, times?: number): void;
  expireTokens(): void;
  requests(): { method: string; path: string; status: number }[];
  issuedTokens(): string[];
}
export function createContentApis(options?: ContentApisOptions): ContentApis;
export function readContent(contentDir: string): { sites: unknown[]; basicEvents: unknown[]; events: unknown[]; pages: unknown[]; articles: unknown[] };
export const DEFAULT_CONTENT_DIR: string;
