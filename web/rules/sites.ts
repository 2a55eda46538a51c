/**
 * The two brands served by one deployment (spec 1). A site is resolved from the
 * request host; the API takes the same ids (or a host name) as its `domain` parameter.
 */
export const SITE_IDS = ["main", "alt"] as const;
export type SiteId = (typeof SITE_IDS)[number];

export interface SiteDefinition {
  id: SiteId;
  /** Brand name shown in the header and titles. */
  brand: string;
  /** Host names that select this site (production and local). */
  hosts: readonly string[];
  /** The public origin canonical URLs use (env `SITE_ORIGIN_MAIN` / `SITE_ORIGIN_ALT` overrides it). */
  origin: string;
  /**
   * spec 2.1: the search route differs per site. The spec writes it with a trailing
   * slash; links and forms use the route's own path, which answers without the 308
   * Next sends for the slash (issue 24.4).
   */
  searchPath: string;
  /** spec 3: the main site reads the LEGACY source, the alternate site ALGOLIA. */
  source: "LEGACY" | "ALGOLIA";
}

export const SITES: Record<SiteId, SiteDefinition> = {
  main: {
    id: "main",
    brand: "ElderPath",
    hosts: ["elderpath.example", "www.elderpath.example", "main.localhost"],
    origin: "https://www.elderpath.example",
    searchPath: "/local/search",
    source: "LEGACY",
  },
  alt: {
    id: "alt",
    brand: "Golden Years Guide",
    hosts: ["goldenyearsguide.example", "www.goldenyearsguide.example", "alt.localhost"],
    origin: "https://www.goldenyearsguide.example",
    searchPath: "/search",
    source: "ALGOLIA",
  },
};

export function isSiteId(value: unknown): value is SiteId {
  return typeof value === "string" && (SITE_IDS as readonly string[]).includes(value);
}
