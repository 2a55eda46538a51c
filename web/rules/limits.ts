/**
 * The directory API's defaults and limits, in one place. Defaults come from spec 9;
 * the upper limits are ours (the spec names none): they keep one request from asking
 * for more than any screen shows.
 *
 * They are checked once, at the edge (web/api/requests.ts and the route handlers):
 * a request the API hands to the directory store is already within them, and the
 * store trusts it.
 */

/** spec 9: items per page. */
export const HITS_PER_PAGE = 20;
/** The largest page the API serves; a bigger hitsPerPage falls back to the default. */
export const MAX_HITS_PER_PAGE = 100;
/** The last 0-based page the API reads; a later one is read as this one (an empty page). */
export const MAX_PAGE = 10_000;

/** spec 9: search radius 30 miles. */
export const SEARCH_RADIUS_MILES = 30;
/** spec 9: nearby-search radius 25 miles. */
export const NEARBY_RADIUS_MILES = 25;
/** How far a city page's "Nearby cities" reach (issue 24.8: nearby means by distance). */
export const NEARBY_CITIES_MILES = 100;
/**
 * The widest search the API runs, for searches and nearby searches alike: no search box
 * offers more, and wider boxes scan half a continent. A wider one is cut to this.
 */
export const MAX_DISTANCE_IN_MILES = 200;

/** spec 9: top reviews default count 5. */
export const TOP_REVIEWS_COUNT = 5;
/** Most reviews one call returns. */
export const MAX_REVIEWS = 50;

/** spec 9: page size 10 on the API path of the autocomplete. */
export const AUTOCOMPLETE_PAGE_SIZE = 10;
/** Most suggestions one autocomplete call returns. */
export const MAX_AUTOCOMPLETE_PAGE_SIZE = 50;
/** spec 5: the location autocomplete runs only from 3 trimmed characters. */
export const AUTOCOMPLETE_MIN_CHARACTERS = 3;

/**
 * spec 9: config default limit 100: the `limit` of the offset/limit list endpoints (the
 * catalogue, web/api/paging.ts) and the city list's page size.
 */
export const DEFAULT_LIMIT = 100;
/** spec 9: config default limit 100 (the city list's page size). */
export const CITY_LIST_PAGE_SIZE = DEFAULT_LIMIT;
/**
 * spec 9: default page size for paged fetches 10,000: the page size the generic paged GET
 * asks for (web/client/pagedFetch.ts), and so the largest `limit` the API serves.
 */
export const MAX_LIMIT = 10_000;
/** An offset past every catalogue; a later one reads as this one (an empty page). */
export const MAX_OFFSET = 1_000_000;
/** Largest page of the city list. */
export const MAX_CITY_PAGE_SIZE = 500;

/** More ids than any filter or saved list holds are a malformed request. */
export const MAX_LIST_LENGTH = 100;

/** Free text of a place (city, county, state) or an id is never longer than this. */
export const MAX_PLACE_LENGTH = 100;
/** A provider id, slug or search keyword is never longer than this. */
export const MAX_TEXT_LENGTH = 200;
/** A provider detail path is never longer than this. */
export const MAX_PATH_LENGTH = 500;
