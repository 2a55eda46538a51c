/**
 * spec 7 "A generic paged GET takes a url, offset and limit plus filters, reads results
 * and total": the `offset` and `limit` every offset/limit list endpoint reads the same way
 * (docs/api.md "Paging"), with spec 9's defaults (limit 100, at most 10,000).
 */
import { toNumber } from "@web/rules/search/searchParams";
import { pageWindowOf, type PageWindow } from "@web/rules/paging";

/** The request's window: `offset` (default 0) and `limit` (default 100, cut to 10,000). */
export function pageWindowFrom(query: URLSearchParams): PageWindow {
  return pageWindowOf(toNumber(query.get("offset")), toNumber(query.get("limit")));
}
