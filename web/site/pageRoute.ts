import { normalizeFilterForm, searchQueryOf } from "@web/rules/searchQuery";
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
 * normalised and base64url-encoded, or NO_SEARCH when there are none.
 */
export const NO_SEARCH = "-";

/** Longer search states are not cached as their own page (see {@link searchSegmentOf}). */
export const MAX_SEARCH_SEGMENT_LENGTH = 4000;

/** The canonical search state of a visitor's query string. */
function canonicalSearchQuery(query: URLSearchParams): URLSearchParams {
  return searchQueryOf(normalizeFilterForm(query));
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
