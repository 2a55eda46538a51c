import { revalidateTag } from "next/cache";
import { hostedConfig } from "@web/content/client";
import { handleRevalidate } from "@web/api/revalidate";
import { config } from "@web/lib/config";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** Sanity's webhook (web/api/revalidate.ts): the pages showing the changed document go. */
export function POST(request: Request): Promise<Response> {
  return handleRevalidate(request, {
    // Expired at once, not served stale: the next request renders the page again.
    invalidate: (tag) => revalidateTag(tag, { expire: 0 }),
    waitForConsistency: hostedConfig() !== null,
    secret: config.sanityRevalidateSecret(),
  });
}
