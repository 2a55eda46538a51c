import { useSyncExternalStore } from "react";

/**
 * The page's query string as state (spec 2.2: the search and the compare view keep
 * their state in the URL, so links, reloads and back/forward restore it). One store
 * for every reader: writes go through {@link writeUrlSearch}, which uses the History
 * API (Next keeps its router in step with native history calls without asking the
 * server for the page again) and tells every {@link useUrlSearch} reader.
 */

/** Fired on window after {@link writeUrlSearch}: history calls fire no event of their own. */
const URL_SEARCH_CHANGE = "url-search-change";

function subscribe(onChange: () => void): () => void {
  window.addEventListener("popstate", onChange);
  window.addEventListener(URL_SEARCH_CHANGE, onChange);
  return () => {
    window.removeEventListener("popstate", onChange);
    window.removeEventListener(URL_SEARCH_CHANGE, onChange);
  };
}

const withoutQuestionMark = (search: string) => search.replace(/^\?/, "");
const browserSearch = () => withoutQuestionMark(window.location.search);

/**
 * The browser's query string (without "?"), current on back/forward and after
 * {@link writeUrlSearch}. While rendering on the server and hydrating it is
 * `serverSearch`: pages are rendered once per search state and cached
 * (web/proxy.ts), so the render cannot read the request's URL itself (Next's
 * useSearchParams would turn the results into client-only rendering).
 */
export function useUrlSearch(serverSearch = ""): string {
  return useSyncExternalStore(subscribe, browserSearch, () => withoutQuestionMark(serverSearch));
}

/**
 * Makes `search` (with or without "?") the URL's query string, keeping the path and
 * the hash. "push" adds a history entry (Back returns to the previous state),
 * "replace" does not.
 */
export function writeUrlSearch(search: string, mode: "push" | "replace"): void {
  const { pathname, hash } = window.location;
  const query = withoutQuestionMark(search);
  const url = `${pathname}${query ? `?${query}` : ""}${hash}`;
  if (mode === "push") window.history.pushState(null, "", url);
  else window.history.replaceState(null, "", url);
  window.dispatchEvent(new Event(URL_SEARCH_CHANGE));
  keepLatest(url);
}

/** How long after a write its URL is held against an older one written back. */
export const HOLD_LATEST_URL_MS = 1_000;

let latest: { url: string; until: number; older: Set<string> } | null = null;

const currentUrl = () =>
  `${window.location.pathname}${window.location.search}${window.location.hash}`;

/**
 * Next's router follows native history calls: each one dispatches a router update, and
 * when that update commits, the router writes its own copy of the URL. Two writes in
 * quick succession (the next photo, then the street-view tab) can commit after the
 * second write, putting the first one's URL back (CI run of b3bfe22). For a moment after
 * each write, when the URL turns back into one of our own older writes, the newest is
 * put back. Any other URL (a navigation, back or forward) ends the hold.
 */
function keepLatest(url: string): void {
  const holding = latest !== null;
  const older = latest?.older ?? new Set<string>();
  if (latest) older.add(latest.url);
  older.delete(url);
  latest = { url, until: performance.now() + HOLD_LATEST_URL_MS, older };
  if (holding) return;
  window.addEventListener("popstate", release);
  const check = () => {
    if (latest === null) return;
    const now = currentUrl();
    if (now !== latest.url) {
      if (!latest.older.has(now)) return release();
      // As a write of ours: the router is told again, and commits the newest URL.
      window.history.replaceState(null, "", latest.url);
      window.dispatchEvent(new Event(URL_SEARCH_CHANGE));
    }
    if (performance.now() < latest.until) requestAnimationFrame(check);
    else release();
  };
  requestAnimationFrame(check);
}

/** Ends the hold on the newest URL (tests that reset the URL between cases call it). */
export function releaseUrlHold(): void {
  release();
}

function release(): void {
  latest = null;
  window.removeEventListener("popstate", release);
}
