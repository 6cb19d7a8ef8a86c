import fs from "fs";
import path from "path";
import { imageUrlsInHtml, plainHttpsOrigin } from "../../content-model";

/**
 * The origins of the images the built site shows from elsewhere (a content API may give images on
 * a CMS's own host), for the Content-Security-Policy's img-src. Read from the published page data,
 * static query results included, where every image is an object with `url` and `alt`, or a
 * production asset with `type: "first_image"`, or an <img> in the HTML of an article, a production
 * or a text block. Only a plain https://host[:port] origin reaches the header: any other absolute
 * image address stops the build (the content check refuses them first).
 */
export function imageOriginsInPageData(publicDir: string): string[] {
  const origins = new Set<string>();
  const add = (url: string, file: string) => {
    // Site-relative images are the site's own ('self').
    if (!/^[a-z][a-z0-9+.-]*:/i.test(url) && !/^[/\\]{2}/.test(url.trim())) return;
    const origin = plainHttpsOrigin(url);
    if (!origin)
      throw new Error(
        `Security headers: an image in ${path.relative(publicDir, file)} is not on https://host[:port] with a plain host, got ${JSON.stringify(url)}`,
      );
    origins.add(origin);
  };
  const visit = (value: unknown, file: string): void => {
    if (typeof value === "string") {
      if (/<img\b/i.test(value)) imageUrlsInHtml(value).forEach((src) => add(src, file));
      return;
    }
    if (Array.isArray(value)) return value.forEach((v) => visit(v, file));
    if (!value || typeof value !== "object") return;
    const record = value as Record<string, unknown>;
    const isImage = typeof record.url === "string" && ("alt" in record || record.type === "first_image");
    if (isImage) add(record.url as string, file);
    Object.values(record).forEach((v) => visit(v, file));
  };
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(".json")) visit(JSON.parse(fs.readFileSync(full, "utf8")), full);
    }
  };
  const pageData = path.join(publicDir, "page-data");
  if (fs.existsSync(pageData)) walk(pageData);
  return [...origins].sort();
}
