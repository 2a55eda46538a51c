"use client";

import dynamic from "next/dynamic";

/**
 * The search journey as a separate chunk. Every CMS page is served by one
 * route, and a route downloads every client component it can reach; loading
 * it through next/dynamic from a client module keeps it out of pages that do
 * not render it (it is still rendered on the server).
 */
export const SearchResults = dynamic(() => import("./SearchResults").then((m) => m.SearchResults));
