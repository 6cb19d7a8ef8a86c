import fs from "fs";
import path from "path";

/**
 * The origins of the images the built site shows from elsewhere (a content API may give images on
 * a CMS's own host), for the Content-Security-Policy's img-src. Read from the published page data,
 * static query results included, where every image is an object with `url` and `alt`, or a
 * production asset with `type: "first_image"`.
 */
export function imageOriginsInPageData(publicDir: string): string[] {
  const origins = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== "object") return;
    const record = value as Record<string, unknown>;
    const isImage = typeof record.url === "string" && ("alt" in record || record.type === "first_image");
    if (isImage && /^https?:\/\//.test(record.url as string)) origins.add(new URL(record.url as string).origin);
    Object.values(record).forEach(visit);
  };
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(".json")) visit(JSON.parse(fs.readFileSync(full, "utf8")));
    }
  };
  const pageData = path.join(publicDir, "page-data");
  if (fs.existsSync(pageData)) walk(pageData);
  return [...origins].sort();
}
