"use client";

import { createContext, useContext, type ReactNode } from "react";
import { DEFAULT_SITE_ID, type SiteId } from "@web/rules/sites";

const SiteIdContext = createContext<SiteId>(DEFAULT_SITE_ID);

/** The site being rendered, for client parts that get no site prop (not-found, Chakra scopes). */
export function useSiteId(): SiteId {
  return useContext(SiteIdContext);
}

export function SiteIdProvider({ site, children }: { site: SiteId; children: ReactNode }) {
  return <SiteIdContext.Provider value={site}>{children}</SiteIdContext.Provider>;
}
