import { revalidateTag } from "next/cache";
import { contentTags } from "@web/content/cacheTags";
import { hostedConfig } from "@web/content/client";
import { forgetSiteFeatureFlags } from "@web/content/featureFlags";
import { handleRevalidate } from "@web/api/revalidate";
import { config } from "@web/lib/config";

const SITE_TAG_PREFIX = contentTags.site("");

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** Sanity's webhook (web/api/revalidate.ts): the pages showing the changed document go. */
export function POST(request: Request): Promise<Response> {
  return handleRevalidate(request, {
    // Expired at once, not served stale: the next request renders the page again.
    invalidate: (tag) => {
      revalidateTag(tag, { expire: 0 });
      // This instance's route handlers and page policy read the flags at once too (the
      // others within their minute); pages read them with the page, tagged.
      if (tag.startsWith(SITE_TAG_PREFIX)) forgetSiteFeatureFlags();
    },
    waitForConsistency: hostedConfig() !== null,
    secret: config.sanityRevalidateSecret(),
  });
}
