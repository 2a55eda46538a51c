/**
 * spec 7 "A generic paged GET takes a url, offset and limit plus filters, reads results
 * and total": the answer every offset/limit list endpoint gives (the catalogue,
 * docs/api.md "Paging"), and the page of an in-memory list.
 */
import { DEFAULT_LIMIT, MAX_LIMIT, MAX_OFFSET } from "./limits";

/** Which part of a list to answer: `limit` items from the `offset`-th (0-based). */
export interface PageWindow {
  offset: number;
  limit: number;
}

/** One page of a list: its `results`, how many the whole list holds, and the window asked. */
export interface Paged<T> {
  results: T[];
  total: number;
  offset: number;
  limit: number;
}

/** spec 9: offset 0 and the config default limit 100. */
export const DEFAULT_PAGE_WINDOW: Readonly<PageWindow> = Object.freeze({
  offset: 0,
  limit: DEFAULT_LIMIT,
});

/**
 * The window of an offset and a limit already read as numbers (null: not given or not a
 * whole number). A missing or misfit value takes its default (spec 5: misfit values fall
 * back, they never fail a request): an offset below 0 reads 0, a limit below 1 reads 100.
 * A limit over 10,000 (spec 9's page size for paged fetches) is cut to it, an offset past
 * MAX_OFFSET to that (an empty page).
 */
export function pageWindowOf(offset: number | null, limit: number | null): PageWindow {
  const whole = (n: number | null): n is number => n !== null && Number.isInteger(n);
  return {
    offset: whole(offset) && offset > 0 ? Math.min(offset, MAX_OFFSET) : 0,
    limit: whole(limit) && limit >= 1 ? Math.min(limit, MAX_LIMIT) : DEFAULT_LIMIT,
  };
}

/** The window's page of a list held in memory. */
export function pageOf<T>(items: readonly T[], window: PageWindow): Paged<T> {
  return {
    results: items.slice(window.offset, window.offset + window.limit),
    total: items.length,
    offset: window.offset,
    limit: window.limit,
  };
}
