/**
 * What a geo or category page's blocks read from the block context (issue 12): the
 * page type, the care type, the place and its directory data, loaded once per request
 * by web/pageKinds/geo/loadGeoPage.ts. Type-only, so the registry may import it.
 */
import type { GeoCopyContext } from "@templates/context";
import type { GeoCopyTemplate } from "@templates/engine";
import type { CityListItem, GeoPageData, LocaleReview, Provider } from "@web/rules/model/types";
import type { CareType } from "@web/rules/careTypes";
import type { GeoPageType } from "@web/rules/geo/geoPath";
import type { FixedSearch } from "@web/rules/search/searchQuery";

export interface GeoCrumb {
  name: string;
  path: string;
}

export interface GeoPageContext {
  pageType: GeoPageType;
  careType: CareType;
  /** The page's canonical path. */
  path: string;
  state: { code: string; name: string; urlName: string } | null;
  city: { name: string; urlName: string } | null;
  /** The directory's numbers for a state or city page; null on national and category pages. */
  data: GeoPageData | null;
  /** Providers of the page's care type in the place (the nation: null). */
  providerCount: number | null;
  /** Too few providers to index (web/rules/geo/geoPage.ts): noindex, out of the sitemaps. */
  thin: boolean;
  /** The geo-copy variables of the page (templates/context.ts). */
  copyContext: GeoCopyContext;
  /** The care type's geo copy template, for geoCopy blocks naming none. */
  copyTemplate: GeoCopyTemplate;
  /**
   * The search keys that list the place's providers (keyword and care type, spec 3),
   * under the URL's own state; null when the place has none (a national or thin page).
   */
  listing: FixedSearch | null;
  /** Cities of the state (or the nation) with provider counts, when a block needs them. */
  cities: readonly CityListItem[];
  /** Newest reviews of the place, when a recentReviews block shows. */
  reviews: readonly LocaleReview[];
  /** The place's best-rated providers (spec 5 bands). */
  topProviders: readonly Provider[];
  breadcrumbs: readonly GeoCrumb[];
}
