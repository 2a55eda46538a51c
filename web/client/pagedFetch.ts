/**
 * spec 7 "A generic paged GET takes a url, offset and limit plus filters, reads results
 * and total, and recursively fetches further pages while total exceeds the offset plus
 * the page size" (spec 9: page size 10,000). For the API's offset/limit lists
 * (docs/api.md "Paging": the catalogue endpoints); runs in the browser, a script or a test.
 */
import { MAX_LIMIT } from "@web/rules/limits";

export interface PagedFetchOptions {
  /** The first item wanted (default 0). */
  offset?: number;
  /** Items asked for per page (spec 9: 10,000). */
  limit?: number;
  /** Query parameters sent with every page (`state`, `careType`, ...). */
  filters?: Readonly<Record<string, string>>;
  /** The fetch to call (default the global one). */
  fetch?: (url: string) => Promise<Response>;
}

interface PageAnswer<T> {
  results: T[];
  total: number;
}

function isPageAnswer<T>(value: unknown): value is PageAnswer<T> {
  const answer = value as Partial<PageAnswer<T>> | null;
  return Array.isArray(answer?.results) && typeof answer.total === "number";
}

/**
 * Every item from `offset` on: one GET per page of `limit`, the next while `total`
 * exceeds the offset plus the page size. Throws on a non-2xx answer or one without
 * `results` and `total`. A page that comes back empty ends it (a list that shrank).
 */
export async function fetchAllPages<T>(
  url: string,
  {
    offset = 0,
    limit = MAX_LIMIT,
    filters = {},
    fetch: get = (u) => fetch(u),
  }: PagedFetchOptions = {},
): Promise<T[]> {
  const pageUrl = new URL(url, "http://relative.invalid");
  for (const [key, value] of Object.entries(filters)) pageUrl.searchParams.set(key, value);
  pageUrl.searchParams.set("offset", String(offset));
  pageUrl.searchParams.set("limit", String(limit));
  const target =
    pageUrl.origin === "http://relative.invalid"
      ? `${pageUrl.pathname}${pageUrl.search}`
      : pageUrl.toString();
  const response = await get(target);
  if (!response.ok) throw new Error(`HTTP ${response.status} from ${target}`);
  const answer: unknown = await response.json();
  if (!isPageAnswer<T>(answer)) throw new Error(`no results and total from ${target}`);
  if (answer.total <= offset + limit || answer.results.length === 0) return answer.results;
  const rest = await fetchAllPages<T>(url, { offset: offset + limit, limit, filters, fetch: get });
  return [...answer.results, ...rest];
}
