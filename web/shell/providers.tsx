"use client";

import type { ReactNode } from "react";
import type { SiteId } from "@web/site/sites";
import { SiteIdProvider } from "@web/site/SiteIdContext";

/**
 * The layout's client context: which site is shown. Chakra is not here: pages
 * are styled by static CSS, and the few Chakra components (dialogs, toasts)
 * bring their own provider (component-registry/parts/ChakraScope).
 */
export function Providers({ site, children }: { site: SiteId; children: ReactNode }) {
  return <SiteIdProvider site={site}>{children}</SiteIdProvider>;
}
