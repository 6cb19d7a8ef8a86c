// Starts the local cinema API stand-in: `npx tsx dev/cinema-api/run.ts [--port 9100] [--quiet]`.
// Environment: PORT (or CINEMA_API_PORT, which wins), ALLOWED_ORIGINS (comma-separated),
// SESSION_TTL_SECONDS, CINEMA_API_TEST_HOOKS=1, CONTENT_DIR, GATSBY_TICKET_SHOP_URL, HOST.
import path from "node:path";
import { DEMO_MEMBER } from "./data";
import { createCinemaApi, DEFAULT_CONTENT_DIR, type Listening } from "./server";

const args = process.argv.slice(2);

/** The value of --name or --name=value. */
function flag(name: string): string | undefined {
  const i = args.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return undefined;
  return args[i].includes("=") ? args[i].slice(args[i].indexOf("=") + 1) : args[i + 1];
}

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

async function main() {
  const portText = flag("port") ?? process.env.CINEMA_API_PORT ?? process.env.PORT ?? "9100";
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`Ugyldig port: ${portText}`);
  const ttlText = process.env.SESSION_TTL_SECONDS;
  const ttlSeconds = ttlText ? Number(ttlText) : 30 * 60;
  if (!Number.isFinite(ttlSeconds) || ttlSeconds <= 0) fail(`Ugyldig SESSION_TTL_SECONDS: ${ttlText}`);
  const allowedOrigins = (process.env.ALLOWED_ORIGINS ?? "http://localhost:9000")
    .split(",")
    .map((o) => o.trim())
    .filter(Boolean);
  const testHooks = process.env.CINEMA_API_TEST_HOOKS === "1";
  const quiet = args.includes("--quiet") || process.env.CINEMA_API_QUIET === "1";

  const api = createCinemaApi({
    allowedOrigins,
    sessionTtlMs: ttlSeconds * 1000,
    testHooks,
    contentDir: process.env.CONTENT_DIR ? path.resolve(process.env.CONTENT_DIR) : DEFAULT_CONTENT_DIR,
    ticketShopUrl: process.env.GATSBY_TICKET_SHOP_URL || undefined,
    log: quiet ? undefined : (line) => console.log(line),
  });

  let listening: Listening;
  try {
    listening = await api.listen(port, process.env.HOST || "127.0.0.1");
  } catch (err) {
    fail(`Kunne ikke starte kino-API-et på port ${port}: ${err instanceof Error ? err.message : String(err)}`);
  }
  const { baseUrls } = listening;

  console.log(`
Kino-API-et (lokal utgave for utvikling og test) kjører:
  partner 118: ${baseUrls[118]}
  partner 178: ${baseUrls[178]}

Demobruker: ${DEMO_MEMBER.Email}  passord: ${DEMO_MEMBER.Password}  (${DEMO_MEMBER.UserName})
Tillatte opphav (CORS): ${allowedOrigins.join(", ") || "ingen"}
Økter varer ${ttlSeconds >= 60 && ttlSeconds % 60 === 0 ? `${ttlSeconds / 60} minutter` : `${ttlSeconds} sekunder`}. Testkroker (/__test/): ${testHooks ? "på" : "av"}.
For nettstedet: GATSBY_CINEMA_API_118=${baseUrls[118]} GATSBY_CINEMA_API_178=${baseUrls[178]}
Ctrl+C for å stoppe.
`);

  let stopping = false;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      void api.close().then(() => {
        console.log("Kino-API-et er stoppet.");
        process.exit(0);
      });
    });
  }
}

void main();
