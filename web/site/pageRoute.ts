import { canonicalSearchQuery, searchStateOf } from "@web/rules/search/canonicalSearch";
import { NO_SEARCH_STATE, type SearchState } from "@web/rules/search/searchParams";
import { isSearchQueryKey, LISTING_PAGE_KEY } from "@web/rules/search/searchQuery";
import { resolveSiteId, type SiteId } from "./sites";

/**
 * How a visitor's URL maps onto the app's page route. The proxy rewrites
 * `/{path}?{query}` on a site's host to `/{site}/{search}/{path}`: the site and
 * the page's search state become path segments, so every CMS page is rendered
 * once per site, path and search and then served from Next's page cache
 * (`revalidate` in the page) instead of being rendered for every request.
 *
 * `search` holds only the search keys of spec 3 (other query keys such as
 * utm_source, selectedCommunities or isModalOpen are the browser's business),
 * in canonical form (web/rules/search/canonicalSearch.ts) and base64url-encoded, or
 * NO_SEARCH when there are none: one search, one cached page.
 */
export const NO_SEARCH = "-";

/** Longer search states are not cached as their own page (see {@link searchSegmentOf}). */
export const MAX_SEARCH_SEGMENT_LENGTH = 4000;

/**
 * The no-JavaScript filter form's own fields, folded into the search by normalizeFilterForm,
 * and the geo listing's page (spec 2.2), which canonicalSearchQuery writes after the search.
 */
const FILTER_FORM_KEYS = new Set(["priceMin", "priceMax", "matchAny", LISTING_PAGE_KEY]);

/** A key of the URL's search state (the page cache segment); other keys are the browser's. */
export function isSearchStateKey(key: string): boolean {
  return isSearchQueryKey(key) || FILTER_FORM_KEYS.has(key);
}

/**
 * The query string a visitor's URL should have: its search state in canonical
 * form, first, then its other keys as they were. Null when the search state
 * is already written that way (other keys do not matter: they are not part of
 * the page). The proxy redirects (308) to it, so each search has one URL.
 */
export function canonicalPageQuery(query: URLSearchParams): URLSearchParams | null {
  const canonical = [...canonicalSearchQuery(query)];
  const given = [...query].filter(([key]) => isSearchStateKey(key));
  const same =
    given.length === canonical.length &&
    given.every(
      ([key, value], index) => key === canonical[index]?.[0] && value === canonical[index]?.[1],
    );
  if (same) return null;
  const others = [...query].filter(([key]) => !isSearchStateKey(key));
  return new URLSearchParams([...canonical, ...others]);
}

/** The path segment for a query string: NO_SEARCH or the base64url search state. */
export function searchSegmentOf(query: URLSearchParams): string {
  const search = canonicalSearchQuery(query).toString();
  if (!search) return NO_SEARCH;
  const segment = Buffer.from(search, "utf8").toString("base64url");
  // Absurdly long states (hand-made URLs) fall back to the page without search input.
  return segment.length > MAX_SEARCH_SEGMENT_LENGTH ? NO_SEARCH : segment;
}

/** The search state a page route segment carries; anything unreadable is no search. */
export function searchQueryFromSegment(segment: string | undefined): URLSearchParams {
  if (!segment || segment === NO_SEARCH || !/^[A-Za-z0-9_-]+$/.test(segment)) {
    return new URLSearchParams();
  }
  return canonicalSearchQuery(
    new URLSearchParams(Buffer.from(segment, "base64url").toString("utf8")),
  );
}

/**
 * The search state a page route segment carries, parsed once for the whole page (its
 * blocks, the search and the geo listing's results, their links); anything unreadable
 * is no search. The segment is canonical (the proxy wrote it), so the parsed search is
 * the canonical one (the keyword in canonical case, lists sorted).
 */
export function searchStateFromSegment(segment: string | undefined): SearchState {
  const query = searchQueryFromSegment(segment);
  return query.size === 0 ? NO_SEARCH_STATE : searchStateOf(query);
}

/** The internal page route path for a visitor's path and query on a host. */
export function pageRoutePath(
  host: string | null | undefined,
  pathname: string,
  query: URLSearchParams,
): { site: SiteId; path: string } {
  const site = resolveSiteId(host);
  const rest = pathname === "/" ? "" : pathname;
  return { site, path: `/${site}/${searchSegmentOf(query)}${rest}` };
}
