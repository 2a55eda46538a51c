"use client";

import { SearchForm } from "@registry/parts/SearchForm";
import { SITES } from "@web/rules/sites";
import { useSiteId } from "@web/site/SiteIdContext";

/** The not-found page's search form, for the site being shown (not-found pages get no params). */
export function NotFoundSearch() {
  return <SearchForm site={SITES[useSiteId()]} idPrefix="not-found" />;
}
