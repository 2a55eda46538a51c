"use client";

import dynamic from "next/dynamic";

/**
 * The promotion badge as a chunk of its own: only provider cards render it, and every
 * CMS page shares one route whose first-load JS holds every client component its
 * server components reach (docs/search-journey.md "Code-splitting"). Still rendered
 * on the server.
 */
export const PromotionBadge = dynamic(() =>
  import("./PromotionBadge").then((m) => m.PromotionBadge),
);
