import fs from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";
import { programmePagePath } from "../content-model";
import { SEARCH_INDEX_PATH } from "../src/features/search/contract";
import { buildSearchIndex } from "./post-build/search-index";
import { writeCalendarFiles } from "./post-build/calendar-files";
import { CALENDAR_SEQUENCE_FILE, readRecord } from "./post-build/calendar-sequence";
import { buildNow } from "./env/build-time";
import { siteUrl } from "./env/site-url";
import { ensureBuildId } from "./post-build/build-id";
import { BUILD_INFO_PATH } from "../src/site-check/site-check";
import { siteConfig } from "../src/links/external-links";
import { policyOriginsFromEnv } from "./post-build/security-headers";
import { headerRules } from "./post-build/header-rules";
import { HOST_HEADERS_PATH, headersFile } from "./post-build/headers-file";
import { imageOriginsInPageData } from "./post-build/image-origins";
import { ROBOTS_TXT_PATH, robotsTxt } from "./post-build/robots-txt";
import { removeSourceMaps } from "./post-build/source-maps";
import { publishSourceMaps } from "./env/source-maps";
import { programmeIndexFiles } from "./post-build/programme-index";
import { listedPictures } from "./post-build/programme-pictures";
import { writeIfChanged } from "./post-build/write-if-changed";
import { keepUnchangedDates } from "./post-build/keep-unchanged-dates";
import { listHashedAssets, ruleLimitWarning } from "./post-build/cache-headers";
import { listSvgFiles } from "./post-build/svg-headers";
import { HOST_REDIRECTS_PATH, hostRedirects } from "./post-build/host-redirects";
import { readRedirects } from "./content/redirects-file";
import { NGINX_RULES_PATH, nginxRules } from "./post-build/nginx-rules";
import { precompress } from "./post-build/precompress";
import { icsPath } from "../src/features/calendar";
import { EMBED_PAGE_PATH, JSON_FEED_PATH, RSS_FEED_PATH } from "../src/links/programme-elsewhere";
import { comingDates } from "./post-build/coming-dates";
import { jsonFeed, rssFeed, RSS_BUILD_DATE_LINE } from "./post-build/programme-feeds";
import { embedPage } from "./post-build/embed-page";
import { filesUnder, pageFiles, removeWithdrawnFiles } from "./post-build/derived-files";
import { removeUnusedPictures } from "./post-build/unused-pictures";
import { pageCodeFile } from "./post-build/page-code";
import { PAGE_CODE_PATH } from "../src/features/offline/contract";

type Reporter = Parameters<NonNullable<GatsbyNode["onPostBuild"]>>[0]["reporter"];

/** `work` as a step of Gatsby's log ("success Compressed copies - 9.5s"), which `npm run bench` lists with Gatsby's own. */
async function step<T>(reporter: Reporter, name: string, work: () => Promise<T> | T): Promise<T> {
  const timer = reporter.activityTimer(name);
  timer.start();
  try {
    return await work();
  } finally {
    timer.end();
  }
}

/**
 * Writes the search index, the programme index, the calendar files, robots.txt, the host's
 * redirects and headers next to the built pages, each only when it changed, so a rebuild leaves
 * the rest as it was; removes what an earlier build derived from content and this one does not
 * (derived-files.ts, unused-pictures.ts); takes source maps away; and gives files Gatsby wrote again
 * unchanged their earlier date back.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter, store }) => {
  const { data, errors } = await graphql<Queries.PostBuildQuery>(`
    query PostBuild {
      siteDefinition {
        name
        host
        partners
        venue {
          name
          streetAddress
          postalCode
          addressLocality
          addressRegion
          addressCountry
        }
      }
      allContentPage {
        nodes {
          path
          layout
          noindex
          blocks {
            component
            hide
            data
          }
        }
      }
      allArticle {
        nodes {
          title
          slug
          summary
          content
          author
        }
      }
      allProduction {
        nodes {
          contentId
          title
          objectClass
          pageReference
          fields: productionFields {
            category
            organizer
            duration
            ediNumber
            priceFrom
            ageLimit
            accessibility
            ticketSaleStart
          }
          contents {
            summary
            body
          }
          assets {
            type
            url
            alt
            focalPointQuery
          }
          events: upcomingEvents {
            id
            start
            hall
            status
            accessibility
          }
          allEvents: events {
            id
            start
            hall
          }
        }
      }
    }
  `);
  if (errors || !data) {
    reporter.panicOnBuild("Could not read content for the search index and calendar files", errors);
    return;
  }
  if (!data.siteDefinition) {
    reporter.panicOnBuild(
      "Content error: there is no content/site.json (the site's name, host and venue), so nothing after the pages can be written",
    );
    return;
  }
  const site = data.siteDefinition;
  const publicDir = path.join(store.getState().program.directory, "public");
  // Every file this build derives from content, for removeWithdrawnFiles: what the writers below write
  // (or leave as it was), and Gatsby's pages and copies of static/.
  const derived = new Set<string>([BUILD_INFO_PATH]);
  const write = (relative: string, content: string | Buffer, ignoring?: RegExp) => {
    derived.add(relative);
    return writeIfChanged(publicDir, relative, content, ignoring);
  };
  try {
    // Search shows past events too, marked as past: they get every date, calendar files and the programme only coming ones.
    const index = buildSearchIndex(
      data.allArticle.nodes,
      data.allProduction.nodes.map((p) => ({ ...p, events: p.allEvents })),
    );
    write(SEARCH_INDEX_PATH, JSON.stringify(index));
    // The index a filter works over, and its productions' pictures as the listing pages show them.
    const pagePaths = [...(store.getState().pages as Map<string, { path: string }>).keys()];
    programmeIndexFiles(data.allProduction.nodes, listedPictures(publicDir, pagePaths)).forEach((content, file) =>
      write(file, content),
    );
    const { name, host, venue } = site;
    // CALENDAR_SEQUENCE_PATH: `npm start` builds the sample programme moved forward, with its record moved too.
    const sequences = readRecord(
      process.env.CALENDAR_SEQUENCE_PATH || path.join(store.getState().program.directory, CALENDAR_SEQUENCE_FILE),
    );
    const calendars = await step(reporter, "Calendar files and feeds", () =>
      writeCalendarFiles(publicDir, data.allProduction.nodes, { name, host, venue, siteUrl }, sequences, buildNow()),
    );
    calendars.paths.forEach((file) => derived.add(file));
    if (calendars.behind.length)
      reporter.warn(
        `${CALENDAR_SEQUENCE_FILE} is behind the content for ${calendars.behind.join(", ")}: run npm run calendar-sequence and commit the file (this build raised their SEQUENCE by one)`,
      );
    // The programme for other sites and readers: feeds and the embeddable page, every coming date.
    const dates = comingDates(data.allProduction.nodes);
    const feedSite = {
      name,
      siteUrl,
      programmePath: programmePagePath(data.allContentPage.nodes),
    };
    write(RSS_FEED_PATH, rssFeed(dates, feedSite, buildNow()), RSS_BUILD_DATE_LINE);
    write(JSON_FEED_PATH, jsonFeed(dates, feedSite));
    write(`${EMBED_PAGE_PATH}/index.html`, embedPage(dates, feedSite));
    write(ROBOTS_TXT_PATH, robotsTxt(siteUrl, data.allContentPage.nodes));
    // Each page template's scripts, for keeping a page for offline use and telling whether it is kept.
    write(PAGE_CODE_PATH, pageCodeFile(publicDir));
    const redirects = readRedirects();
    write(HOST_REDIRECTS_PATH, hostRedirects(redirects));
    const configured = policyOriginsFromEnv(process.env, site.partners[0], siteConfig.newsletterAction, siteUrl);
    const origins = { ...configured, extraImageOrigins: [...configured.extraImageOrigins, ...imageOriginsInPageData(publicDir)] };
    // One table of headers and caching, written for the static hosts and for nginx.
    const rules = headerRules(origins, { hashedAssets: listHashedAssets(publicDir), svgFiles: listSvgFiles(publicDir) });
    const tooMany = ruleLimitWarning(rules.length);
    if (tooMany) reporter.warn(tooMany);
    write(HOST_HEADERS_PATH, headersFile(rules));
    // deploy/nginx/site.conf filled in, for `npm start`, the tests and production.
    const nginxTemplate = fs.readFileSync(path.join(store.getState().program.directory, "deploy", "nginx", "site.conf"), "utf8");
    write(NGINX_RULES_PATH, nginxRules(nginxTemplate, rules, redirects));
    const maps = publishSourceMaps(process.env)
      ? "published (PUBLISH_SOURCE_MAPS=true)"
      : `none published (${removeSourceMaps(publicDir)} *.map files removed)`;
    // Every file written: what the last build derived and this one does not goes, then the pictures no file names.
    for (const page of (store.getState().pages as Map<string, { path: string }>).values())
      pageFiles(page.path).forEach((file) => derived.add(file));
    filesUnder(path.join(store.getState().program.directory, "static")).forEach((file) => derived.add(file));
    // The calendar files' folder (feeds included) is the calendar writer's alone.
    const withdrawn = removeWithdrawnFiles(publicDir, derived, [path.posix.dirname(icsPath("x"))]);
    const unusedPictures = removeUnusedPictures(publicDir);
    // After every file is written; compressed copies of what changed (gzip_static, brotli_static).
    const compressed = await step(reporter, "Compressed copies", () => precompress(publicDir));
    // Last, after every other writer (the site's onPostBuild runs after the plugins'): see keep-unchanged-dates.ts.
    const kept = keepUnchangedDates(publicDir, path.join(store.getState().program.directory, ".cache", "published-files.json"));
    // The very last file: the build's id says "this build is served" to the lobby screens and the
    // editor's "Publisert", so it changes only once every page and its compressed copies are in
    // place (nginx sends a page's .br or .gz as it is: written before them, it would announce a
    // build whose pages some browsers still get from the one before).
    writeIfChanged(publicDir, BUILD_INFO_PATH, JSON.stringify({ buildId: ensureBuildId() }));
    reporter.info(
      `Search index: ${index.docs.length} entries; calendar files: ${calendars.files}, feeds: ${calendars.feeds}; source maps: ${maps}; ` +
        `files no longer derived from content removed: ${withdrawn.length}, pictures no page uses removed: ${unusedPictures.length}; ` +
        `compressed copies written: ${compressed.written}, kept: ${compressed.kept}, removed: ${compressed.removed}; ` +
        `files new or changed: ${kept.changed}, written again unchanged (date kept): ${kept.kept}`,
    );
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
  }
};
