// `npm start`: builds the site, then serves it on http://localhost:9000 with the local cinema
// API stand-in on http://localhost:9100 next to it (the site is built pointing there).
import path from "node:path";
import { DEMO_MEMBER } from "../dev/cinema-api/data";
import { createCinemaApi } from "../dev/cinema-api/server";
import { cinemaEnv, gatsbyBuild } from "./gatsby-build";
import { startStaticServer } from "./static-server";

const root = path.join(__dirname, "..");
const sitePort = Number(process.env.PORT || 9000);
const apiPort = Number(process.env.CINEMA_API_PORT || 9100);

async function main() {
  if (!process.argv.includes("--no-build")) {
    const status = await gatsbyBuild(cinemaEnv(apiPort));
    if (status !== 0) process.exit(status);
  }

  const { server: site, url } = await startStaticServer({ root: path.join(root, "public"), port: sitePort, host: "127.0.0.1" });
  const api = createCinemaApi({ allowedOrigins: [url, `http://127.0.0.1:${sitePort}`] });
  const { url: apiUrl } = await api.listen(apiPort, "127.0.0.1");

  console.log(`
Nettstedet kjører på ${url}
Kino-API (lokal stand-in) på ${apiUrl}/118/ og ${apiUrl}/178/
Demo-innlogging: ${DEMO_MEMBER.Email} / ${DEMO_MEMBER.Password}
Stopp med Ctrl+C.
`);

  const stop = () => {
    site.close();
    void api.close();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

void main();
