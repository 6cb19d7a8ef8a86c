// `npm run rollback -- --to DIR|user@host:/DIR [--release <build id>] [--list]`: makes the release
// before the current one current (or the one named), in one rename; --list shows the releases kept.
import { describe, listReleases, parseTarget, rollback } from "./releases";

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};

async function main() {
  const to = arg("--to") || process.env.DEPLOY_TO;
  if (!to) throw new Error("Si hvor: npm run rollback -- --to /srv/www/nettsted (eller bruker@server:/srv/www/nettsted)");
  const target = parseTarget(to);
  if (process.argv.includes("--list")) {
    process.stdout.write(await listReleases(target));
    return;
  }
  process.stdout.write(await rollback(target, { release: arg("--release") }));
  console.log(`rollback: ${describe(target)} er tilbake. Utgivelsene: npm run rollback -- --to ${to} --list`);
}

main().catch((error: Error) => {
  console.error(`rollback: ${error.message}`);
  process.exitCode = 1;
});
