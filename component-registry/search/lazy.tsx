"use client";

import dynamic from "next/dynamic";

/**
 * The search journey and the saved list as separate chunks. Every CMS page is
 * served by one route, and a route downloads every client component it can
 * reach; loading these through next/dynamic from a client module keeps them out
 * of pages that do not render them (they are still rendered on the server).
 */
export const SearchResults = dynamic(() => import("./SearchResults").then((m) => m.SearchResults));

export const SavedProvidersList = dynamic(() =>
  import("./saved/SavedProvidersList").then((m) => m.SavedProvidersList),
);
