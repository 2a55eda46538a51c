"use client";

import { createContext, useContext, type ReactNode } from "react";
import type { SiteId } from "./sites";

const SiteIdContext = createContext<SiteId>("main");

/** The site being rendered, for client parts that get no site prop (not-found, Chakra scopes). */
export function useSiteId(): SiteId {
  return useContext(SiteIdContext);
}

export function SiteIdProvider({ site, children }: { site: SiteId; children: ReactNode }) {
  return <SiteIdContext.Provider value={site}>{children}</SiteIdContext.Provider>;
}
