import { appDependencies } from "@web/api/appDependencies";
import { facetedSearchRequestFrom } from "@web/api/requests";
import { facetedSearch } from "@web/api/services";
import type { FacetedSearchResponse, ProviderSearchResult } from "@web/directory/types";
import {
  hasSearchInput,
  normalizeFilterForm,
  parseSearchQuery,
  searchQueryOf,
} from "@web/rules/searchQuery";
import type { SiteId } from "@web/site/sites";

/**
 * What a card and the compare view read of a search hit. Accommodation
 * details, FAQs and reviews belong to the provider page; leaving them out keeps
 * the first page's payload small (about a tenth of the full hits).
 */
export function forSearchCard(result: ProviderSearchResult): ProviderSearchResult {
  return {
    ...result,
    services: result.services.map((service) => ({ ...service, accommodations: [] })),
    faqs: [],
    reviews: [],
  };
}

export interface SearchPageData {
  /** The search's own query string (other URL keys removed). */
  query: string;
  /** null: no search input (spec 2.3 'No Results'). */
  response: FacetedSearchResponse | null;
}

/** The first page of results, rendered on the server with the API's own service (spec 3, 7). */
export async function loadSearchResults(
  urlQuery: URLSearchParams,
  site: SiteId,
  defaultCareType: string | undefined,
): Promise<SearchPageData> {
  const query = searchQueryOf(normalizeFilterForm(urlQuery));
  if (!query.has("care-type") && defaultCareType) query.set("care-type", defaultCareType);
  if (!hasSearchInput(parseSearchQuery(query))) return { query: query.toString(), response: null };
  const response = await facetedSearch(facetedSearchRequestFrom(query, site), appDependencies);
  return {
    query: query.toString(),
    response: { ...response, results: response.results.map(forSearchCard) },
  };
}
