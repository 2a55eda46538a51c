/**
 * The site a request is for, and the origin its canonical URLs name: the brands'
 * definitions (web/rules/sites.ts) with this deployment's settings.
 */
import { DEFAULT_SITE_ID, isSiteId, SITES, type SiteId } from "@web/rules/sites";
import { config } from "@web/lib/config";

export {
  DEFAULT_SITE_ID,
  isSiteId,
  SITE_IDS,
  SITES,
  type SiteDefinition,
  type SiteId,
} from "@web/rules/sites";

/** The site used when the host names no brand (env `DEFAULT_SITE`, else main). */
function defaultSiteId(): SiteId {
  const fromEnv = config.defaultSite();
  return isSiteId(fromEnv) ? fromEnv : DEFAULT_SITE_ID;
}

/** Resolve a site from a host header (`alt.localhost:3000`) or a `domain` parameter (`alt`). */
export function resolveSiteId(hostOrDomain: string | null | undefined): SiteId {
  if (!hostOrDomain) return defaultSiteId();
  const value = hostOrDomain.trim().toLowerCase().replace(/:\d+$/, "");
  if (isSiteId(value)) return value;
  for (const site of Object.values(SITES)) {
    if (site.hosts.includes(value)) return site.id;
  }
  const firstLabel = value.split(".")[0];
  if (isSiteId(firstLabel)) return firstLabel;
  return defaultSiteId();
}

/**
 * The origin of the site's canonical URLs: configured, never taken from the
 * request's Host header (pages are cached per site, and a canonical URL must
 * not follow whatever host a request claims).
 */
export function siteOrigin(site: SiteId): string {
  const configured = config.siteOrigin(site);
  return (configured || SITES[site].origin).replace(/\/+$/, "");
}
