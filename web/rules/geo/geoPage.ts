/**
 * Product rules of geo and category pages (spec 2.1, issue 12): which CMS document
 * composes a page, when a page is too thin to index, and the geo-copy variables a
 * page's directory data gives. Pure: the route loads the data, these decide.
 */
import type { GeoCopyContext } from "./geoCopyVariables";
import type { GeoPageData } from "@web/rules/model/types";
import type { GeoPageType } from "./geoPath";

/**
 * A page with fewer providers of its care type than this is thin: it still renders
 * (nearby cities, a search box) but asks search engines not to index it and stays
 * out of the sitemaps.
 */
export const MIN_INDEXABLE_PROVIDERS = 1;

export function isThinGeoPage(providerCount: number): boolean {
  return !(providerCount >= MIN_INDEXABLE_PROVIDERS);
}

/** What the choice needs of a geo page template document. */
export interface GeoTemplateCandidate {
  _id: string;
  pageType?: string | null;
  careType?: string | null;
  /** Set on an override: the one exact path the document composes. */
  path?: string | null;
  _updatedAt?: string | null;
}

/**
 * The document that composes a geo page: an override for the exact path wins; else
 * the template of the page type naming the care type; else the page type's template
 * without a care type. Among equals the most recently edited wins. Null: none fits
 * (the route then uses its built-in layout and logs the miss).
 */
export function chooseGeoTemplate<T extends GeoTemplateCandidate>(
  candidates: readonly T[],
  page: { path: string; pageType: GeoPageType | "awards"; careType: string },
): T | null {
  const newestFirst = [...candidates].sort((a, b) =>
    (b._updatedAt ?? "").localeCompare(a._updatedAt ?? ""),
  );
  const path = page.path.toLowerCase().replace(/\/+$/, "");
  const override = newestFirst.find(
    (candidate) => candidate.path && candidate.path.toLowerCase().replace(/\/+$/, "") === path,
  );
  if (override) return override;
  const ofType = newestFirst.filter(
    (candidate) => !candidate.path && candidate.pageType === page.pageType,
  );
  return (
    ofType.find((candidate) => candidate.careType === page.careType) ??
    ofType.find((candidate) => !candidate.careType) ??
    null
  );
}

/** The place part of a geo copy context besides the directory's numbers. */
export interface GeoCopyExtras {
  /** Names of other cities of the state, biggest first. */
  nearbyCities?: readonly string[];
}

/**
 * The geo-copy variables (templates/context.ts) of a page from the directory's geo
 * page data: names, the provider count of the page's care type, the city, state and
 * national average costs of that care type, its providers' reviews (the sum of
 * their review counts and their review-weighted average rating; both left out when
 * none is reviewed, so `{{#if reviewCount}}` reads naturally) and, for nursing homes,
 * Medicare's counts (rated, rated 4-5 stars, seriously cited in 3 years). The engine's
 * `geoCopyContext` cleans it and derives the rest (state name, top-provider band, year).
 */
export function geoCopyInput(
  data: GeoPageData,
  careType: string,
  extras: GeoCopyExtras = {},
): GeoCopyContext {
  const slug = careType as keyof GeoPageData["averageCosts"]["state"];
  const cost = (costs: GeoPageData["averageCosts"]["state"] | null) => {
    const value = costs?.[slug];
    return typeof value === "number" && value > 0 ? value : undefined;
  };
  return {
    city: data.city?.name,
    state: data.state.name,
    stateCode: data.state.code,
    careType,
    providerCount: data.providerCountByCareType[slug] ?? data.providerCount,
    averageCostCents: data.city ? cost(data.averageCosts.city) : cost(data.averageCosts.state),
    stateAverageCostCents: data.city ? cost(data.averageCosts.state) : undefined,
    nationalAverageCostCents: cost(data.averageCosts.nation),
    nearbyCities: extras.nearbyCities ? [...extras.nearbyCities] : undefined,
    reviewCount: data.reviews.count > 0 ? data.reviews.count : undefined,
    averageRating:
      data.reviews.count > 0 && data.reviews.averageRating !== null
        ? data.reviews.averageRating
        : undefined,
    ...recordVariables(data.records),
  };
}

/**
 * issue 27.5: Medicare's counts (nursing homes), all three left out where no provider of
 * the place has a Medicare record, so `{{#if medicareRatedCount}}` guards them.
 */
function recordVariables(records: GeoPageData["records"]): GeoCopyContext {
  if (!records || records.recorded === 0) return {};
  return {
    medicareRatedCount: records.rated,
    medicareTopRatedCount: records.topRated,
    seriousCitationProviderCount: records.seriouslyCited,
  };
}
