import "server-only";
import { appDependencies } from "@web/services/appDependencies";
import { facetedSearch } from "@web/services/services";
import type { SearchParams } from "@web/rules/search/searchParams";
import { hasSearchInput } from "@web/rules/search/searchQuery";
import {
  facetedSearchRequestOf,
  pageSearchOf,
  placeFields,
  type PageSearchOptions,
  type SearchResultsData,
} from "@web/rules/search/searchRequest";
import type { SiteId } from "@web/site/sites";

/**
 * A results block's first page, rendered on the server with the API's own service
 * (spec 3, 7): the search as the page renders it (its implied keys filled in) and,
 * when it has search input, its page of results.
 */
export async function loadSearchResults(
  urlSearch: SearchParams,
  site: SiteId,
  options: PageSearchOptions = {},
): Promise<SearchResultsData> {
  const search = pageSearchOf(urlSearch, options);
  if (!hasSearchInput(search)) return { search, response: null };
  const response = await facetedSearch(
    facetedSearchRequestOf(search, site, {}, placeFields(options.place)),
    appDependencies,
  );
  return { search, response };
}
