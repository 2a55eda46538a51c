import "server-only";
import { ensureDirectoryReady, getDirectoryStore } from "@web/directory";
import { getGeocoder } from "@web/services/geocoding";
import { siteFeatureFlags } from "@web/content/featureFlags";
import type { FacetedSearchResponse, LocaleReview } from "@web/rules/model/types";
import type { ApiDependencies } from "./dependencies";
import { resultCache } from "./resultCache";
import { config } from "@web/lib/config";

/**
 * The app's store (created and seeded on first use, see web/directory) and the
 * configured geocoder (spec 7 maps service with MAPS_ACCESS_TOKEN, else the gazetteer),
 * with up to 1,000 recent search answers and 1,000 review lists cached, and each site's
 * feature flags.
 */
export const appDependencies: ApiDependencies = {
  async store() {
    await ensureDirectoryReady();
    return getDirectoryStore();
  },
  geocoder: () => getGeocoder(),
  searchCache: resultCache<Promise<FacetedSearchResponse>>(
    1000,
    config.searchCacheSeconds() * 1000,
  ),
  reviewsCache: resultCache<Promise<LocaleReview[]>>(1000, config.searchCacheSeconds() * 1000),
  featureFlags: (site) => siteFeatureFlags(site),
};
