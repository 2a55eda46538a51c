import type { GeoCareType } from "@web/rules/careTypes";

/** A provider page a sitemap lists (issue 12). */
export interface SitemapProvider {
  path: string;
  /** ISO date of the newest review; null without reviews. */
  lastmod: string | null;
}

/** A city with providers, for the geo sitemaps (issue 12). */
export interface SitemapPlace {
  stateUrlName: string;
  cityUrlName: string;
  /** The geo care types with at least one provider in the city. */
  careTypes: GeoCareType[];
  lastmod: string | null;
}
