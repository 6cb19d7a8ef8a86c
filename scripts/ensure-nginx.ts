// The site is served by nginx (scripts/nginx.ts): on Debian as root it is installed with apt-get
// when missing; anywhere else we say how to get it.
import { ensureNginx } from "./nginx";

process.exit(ensureNginx());
