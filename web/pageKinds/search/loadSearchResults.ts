import "server-only";
import { appDependencies } from "@web/services/appDependencies";
import { facetedSearchRequestFrom } from "@web/api/requests";
import { facetedSearch } from "@web/services/services";
import type { FacetedSearchResponse } from "@web/rules/model/types";
import {
  hasSearchInput,
  normalizeFilterForm,
  parseSearchQuery,
  searchQueryOf,
  toApiQuery,
} from "@web/rules/search/searchQuery";
import type { SiteId } from "@web/site/sites";

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
  const response = await facetedSearch(
    facetedSearchRequestFrom(toApiQuery(query), site),
    appDependencies,
  );
  return { query: query.toString(), response };
}
