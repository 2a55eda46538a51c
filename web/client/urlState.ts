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
}
