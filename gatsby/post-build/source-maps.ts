import fs from "fs";
import path from "path";

/**
 * Deletes every *.map file under public/ (those of libraries copied in whole, like the service
 * worker's Workbox, too) and says how many went. Called unless PUBLISH_SOURCE_MAPS=true.
 */
export function removeSourceMaps(publicDir: string): number {
  let removed = 0;
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(".map")) {
        fs.rmSync(full);
        removed += 1;
      }
    }
  };
  if (fs.existsSync(publicDir)) walk(publicDir);
  return removed;
}
