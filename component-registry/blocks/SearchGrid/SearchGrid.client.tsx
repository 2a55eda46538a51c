"use client";

import dynamic from "next/dynamic";

/**
 * The search results' client leaves (SearchNavigation.tsx) as a separate chunk.
 * Every CMS page is one route, and a route downloads every client component its
 * server components can reach; loading them through next/dynamic keeps them out of
 * pages that do not render them (they are still rendered on the server).
 */
const load = () => import("./SearchNavigation");
export const SearchShell = dynamic(() => load().then((m) => m.SearchShell));
export const ResultsArea = dynamic(() => load().then((m) => m.ResultsArea));
export const FilterForm = dynamic(() => load().then((m) => m.FilterForm));
export const FiltersDisclosure = dynamic(() => load().then((m) => m.FiltersDisclosure));
export const ResultsList = dynamic(() => load().then((m) => m.ResultsList));
