/**
 * The pages most visits begin on, declared once (issue 14.10): the home page of
 * each brand, the top searches and a guide. After a restart the page cache is
 * empty, so their first visitors would wait for a full render (1.3-2.2 s
 * measured); web/site/warmUp.ts requests them once when the server starts, and
 * tests/perf/warmUp.bench.ts measures the first request with and without that.
 *
 * Each path is written in canonical form (web/site/pageRoute.ts): the form the
 * site links to and the page cache keys by (tests/unit/site/hotPages.test.ts).
 */
import { SITE_IDS, SITES, type SiteId } from "./sites";

export interface HotPage {
  site: SiteId;
  /** Path and query, as a visitor requests it. */
  path: string;
}

export const HOT_PAGES: readonly HotPage[] = [
  // Every brand's home page and its search for the most searched city.
  ...SITE_IDS.flatMap((site) => [
    { site, path: "/" },
    { site, path: `${SITES[site].searchPath}?keyword=Austin%2C+TX` },
  ]),
  // The main site's other busiest pages.
  { site: "main", path: "/local/search?keyword=Houston%2C+TX" },
  { site: "main", path: "/senior-living/assisted-living/texas/austin" },
  { site: "main", path: "/resources/paying-for-assisted-living" },
];
