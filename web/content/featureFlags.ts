/**
 * A site's feature flags on the server (web/lib/featureFlags.ts): the defaults ticked in
 * its published site settings, overridden by FEATURE_FLAGS. Read once a minute per site
 * (route handlers have no React request cache); when the settings cannot be read the
 * environment alone decides, and the failure is logged (spec 8).
 */
import "server-only";
import { LRUCache } from "lru-cache";
import { logApiError } from "@web/lib/log";
import { resolveFeatureFlags, type FeatureFlag } from "@web/lib/featureFlags";
import type { SiteId } from "@web/site/sites";
import { client } from "./client";
import { SITE_FEATURE_FLAGS_QUERY } from "./queries";
import { config } from "@web/lib/config";

const defaults = new LRUCache<SiteId, Promise<readonly string[]>>({ max: 10, ttl: 60_000 });

/** The flags the site's published settings turn on; [] when they cannot be read. */
function siteDefaults(site: SiteId): Promise<readonly string[]> {
  const cached = defaults.get(site);
  if (cached) return cached;
  const loading = client
    .fetch<string[] | null>(SITE_FEATURE_FLAGS_QUERY, { site }, { perspective: "published" })
    .then((flags) => (Array.isArray(flags) ? flags : []))
    .catch((error: unknown) => {
      logApiError("site feature flags", error, { site });
      defaults.delete(site);
      return [];
    });
  defaults.set(site, loading);
  return loading;
}

/** The flags on for `site`: its settings' defaults, then FEATURE_FLAGS. */
export async function siteFeatureFlags(
  site: SiteId,
  overrides: string | undefined = config.featureFlags(),
): Promise<ReadonlySet<FeatureFlag>> {
  return resolveFeatureFlags(await siteDefaults(site), overrides);
}

export async function isSiteFeatureEnabled(site: SiteId, flag: FeatureFlag): Promise<boolean> {
  return (await siteFeatureFlags(site)).has(flag);
}
