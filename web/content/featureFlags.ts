/**
 * A site's feature flags on the server (web/lib/featureFlags.ts): the defaults ticked in
 * its published site settings, overridden by FEATURE_FLAGS; when the settings cannot be
 * read the environment alone decides, and the failure is logged (spec 8).
 *
 * - Pages read them with the page (`pageFeatureFlags`), tagged with the site's shell, so
 *   a published change of the settings reaches the page at once (POST /api/revalidate).
 * - Route handlers and the proxy, which have no page to tag and no React request cache,
 *   read them once a minute per site (`siteFeatureFlags`).
 */
import "server-only";
import { LRUCache } from "lru-cache";
import { logApiError } from "@web/lib/log";
import { resolveFeatureFlags, type FeatureFlag } from "@web/lib/featureFlags";
import type { SiteId } from "@web/site/sites";
import { client } from "./client";
import { SITE_FEATURE_FLAGS_QUERY } from "./queries";
import { loadPublishedFeatureFlags } from "./load";
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

/** Reads every site's settings again on the next call (a published change of them). */
export function forgetSiteFeatureFlags(): void {
  defaults.clear();
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

/** The flags on for `site` in a page being rendered: its published settings read with the page. */
export async function pageFeatureFlags(
  site: SiteId,
  overrides: string | undefined = config.featureFlags(),
): Promise<ReadonlySet<FeatureFlag>> {
  const defaults = await loadPublishedFeatureFlags(site).catch((error: unknown) => {
    logApiError("site feature flags", error, { site });
    return [];
  });
  return resolveFeatureFlags(defaults, overrides);
}
