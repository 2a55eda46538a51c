/**
 * What the API's services need: the directory store and a geocoder. Route handlers pass
 * the app's own (see appDependencies.ts); tests pass theirs (a seeded temporary store,
 * a store that fails) through the same seam.
 */
import type { DirectoryStore } from "@web/directory/store";
import type { FacetedSearchResponse, LocaleReview } from "@web/rules/model/types";
import type { Geocoder } from "@web/services/geocoding/types";
import type { FeatureFlag } from "@web/lib/featureFlags";
import type { SiteId } from "@web/rules/sites";
import type { ResultCache } from "./resultCache";

export interface ApiDependencies {
  store(): Promise<DirectoryStore>;
  geocoder(): Promise<Geocoder>;
  /**
   * Where faceted search answers (pending or done) are kept for a while; without one
   * every search runs.
   */
  searchCache?: ResultCache<Promise<FacetedSearchResponse>>;
  /** The same for top and recent reviews of a locale (spec 7). */
  reviewsCache?: ResultCache<Promise<LocaleReview[]>>;
  /**
   * The feature flags on for a site (its settings, then FEATURE_FLAGS); without it,
   * FEATURE_FLAGS alone decides.
   */
  featureFlags?(site: SiteId): Promise<ReadonlySet<FeatureFlag>>;
}
