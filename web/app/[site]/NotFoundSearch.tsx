"use client";

import { SearchForm } from "@registry/parts/SearchForm";
import { SITES } from "../../site/sites";
import { useSiteId } from "../../site/SiteIdContext";

/** The not-found page's search form, for the site being shown (not-found pages get no params). */
export function NotFoundSearch() {
  return <SearchForm site={SITES[useSiteId()]} idPrefix="not-found" />;
}
