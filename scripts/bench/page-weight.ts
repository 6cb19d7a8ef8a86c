import fs from "node:fs";
import { gzipSize, htmlFileForRoute, pageDataFileForRoute } from "./lib";

/** What a visitor downloads for a page's own content: its HTML and its page data, raw and gzipped. */
export interface PageWeight {
  htmlBytes: number;
  htmlGzip: number;
  dataBytes: number;
  dataGzip: number;
}

export function pageWeight(publicDir: string, route: string): PageWeight | null {
  const htmlFile = htmlFileForRoute(publicDir, route);
  if (!fs.existsSync(htmlFile)) return null;
  const html = fs.readFileSync(htmlFile);
  const dataFile = pageDataFileForRoute(publicDir, route);
  const data = fs.existsSync(dataFile) ? fs.readFileSync(dataFile) : Buffer.alloc(0);
  return { htmlBytes: html.length, htmlGzip: gzipSize(html), dataBytes: data.length, dataGzip: data.length ? gzipSize(data) : 0 };
}
