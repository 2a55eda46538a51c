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

let latest: { url: string; older: Set<string> } | null = null;

/**
 * Next's router follows native history calls: each one dispatches a router update, and
 * when that update commits, the router writes its own copy of the URL (a history call
 * whose state carries `__NA`, on every commit). Two writes in quick succession (the next
 * photo, then the street-view tab) can have the first one's update commit after the
 * second write, putting the first URL back. (The CI failures of b3bfe22 and d7224df that
 * first looked like this were a lost click: web/shell/HeaderScroll.tsx.) So each write
 * is held until the router commits it:
 * when the router writes back one of our own older URLs, the newest is put back (which
 * the router follows again); when it writes the newest, or any other URL (a navigation),
 * or the visitor goes back or forward, the hold ends. No timer: it waits for the router.
 */
function keepLatest(url: string): void {
  watchRouterWrites();
  const older = latest?.older ?? new Set<string>();
  if (latest) older.add(latest.url);
  older.delete(url);
  if (!latest) window.addEventListener("popstate", release);
  latest = { url, older };
}

/** Marks the history methods this module wraps (Next patches them first, at hydration). */
const WATCHED = Symbol.for("url-state.watched");

/** Wraps the current history methods (Next's patched ones) to see the router's own writes. */
function watchRouterWrites(): void {
  for (const method of ["pushState", "replaceState"] as const) {
    const current = window.history[method];
    if ((current as unknown as Record<symbol, unknown>)[WATCHED]) continue;
    const watched = function (
      this: History,
      data: unknown,
      unused: string,
      url?: string | URL | null,
    ): void {
      current.call(this, data, unused, url);
      if (url != null && (data as { __NA?: unknown } | null)?.__NA === true) routerWrote(url);
    };
    Object.defineProperty(watched, WATCHED, { value: true });
    window.history[method] = watched;
  }
}

function routerWrote(url: string | URL): void {
  if (latest === null) return;
  const parsed = new URL(url, window.location.href);
  const written = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  // The router has the newest URL, or went somewhere else: nothing more to hold.
  if (written === latest.url || !latest.older.has(written)) return release();
  // An older write of ours, committed late: the newest goes back once React's commit is
  // over (the router's write runs inside it, where no update may be started).
  const newest = latest.url;
  queueMicrotask(() => {
    if (latest?.url !== newest) return;
    window.history.replaceState(null, "", newest);
    window.dispatchEvent(new Event(URL_SEARCH_CHANGE));
  });
}

/** Ends the hold on the newest URL (tests that reset the URL between cases call it). */
export function releaseUrlHold(): void {
  release();
}

function release(): void {
  latest = null;
  window.removeEventListener("popstate", release);
}
