"use client";

import { useSyncExternalStore } from "react";

/** Fired on window after the search journey writes the URL with the History API. */
const LOCATION_CHANGE = "search-location-change";

function subscribe(onChange: () => void): () => void {
  window.addEventListener("popstate", onChange);
  window.addEventListener(LOCATION_CHANGE, onChange);
  return () => {
    window.removeEventListener("popstate", onChange);
    window.removeEventListener(LOCATION_CHANGE, onChange);
  };
}

const browserSearch = () => window.location.search.replace(/^\?/, "");

/**
 * The browser's query string (without "?"), kept current on back/forward and
 * after {@link notifyLocationChange}. While rendering on the server and
 * hydrating it is `serverSearch`: pages are rendered once per search state and
 * cached (web/proxy.ts), so the render cannot read the request's URL itself
 * (Next's useSearchParams would turn the results into client-only rendering).
 */
export function useLocationSearch(serverSearch: string): string {
  return useSyncExternalStore(subscribe, browserSearch, () => serverSearch);
}

/** Call after history.pushState/replaceState so {@link useLocationSearch} readers update. */
export function notifyLocationChange(): void {
  window.dispatchEvent(new Event(LOCATION_CHANGE));
}
