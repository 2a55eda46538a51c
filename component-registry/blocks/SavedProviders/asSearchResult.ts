import type { Provider, ProviderSearchResult } from "@web/rules/model/types";

/** A saved provider has no searched point: no distance, never "nearby". Server and client. */
export function asSearchResult(provider: Provider): ProviderSearchResult {
  return { ...provider, distanceInMiles: null, isNearby: false };
}
