// `npm run publish [-- --to DIR | --to user@host:/DIR]`: check, build, calendar revisions, deploy
// (publish.ts). `npm run rollback -- --to …` goes back a release (rollback.ts).
import "../../gatsby/env/load-env";
import { publish } from "./publish";

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};

publish({ to: arg("--to") }).then(
  ({ buildId, seconds }) => {
    const total = Object.values(seconds).reduce((a, b) => a + b, 0);
    console.log(`publish: ${buildId} ferdig på ${total.toFixed(1)} s`);
  },
  (error: Error) => {
    console.error(`publish: ${error.message}\nIngenting er publisert; nettstedet er som før.`);
    process.exitCode = 1;
  },
);
