import "server-only";
import { cache } from "react";
import { LRUCache } from "lru-cache";
import { appDependencies } from "@web/services/appDependencies";
import {
  forSearchResults,
  nearbySearch,
  providerById,
  providerByPath,
} from "@web/services/services";
import { loadProviderPageTemplate, type ProviderPageTemplate } from "@web/content/load";
import type { Provider, ProviderSearchResult } from "@web/rules/model/types";
import { log } from "@web/lib/log";
import { MAX_PATH_LENGTH, NEARBY_RADIUS_MILES } from "@web/rules/limits";
import { isProviderPageHidden } from "@web/rules/provider/providerPage";
import {
  isProviderIdSegment,
  mayRedirectToProvider,
  providerPathShape,
} from "@web/rules/provider/providerPath";
import type { SiteId } from "@web/site/sites";

/** Most nearby providers a template's block may show (schemas/blocks/nearbyProviders.ts). */
const NEARBY_PROVIDERS_LOADED = 12;

type TemplateBlocks = NonNullable<ProviderPageTemplate["blocks"]>;

export type ProviderRoute =
  | {
      kind: "provider";
      provider: Provider;
      nearby: ProviderSearchResult[];
      /** The template's document id (null for the built-in fallback). */
      templateId: string | null;
      blocks: TemplateBlocks;
    }
  /** spec 7: a legacy path or an id answers 301 to the canonical path. */
  | { kind: "redirect"; location: string }
  /** Not a provider path, an unknown provider or a suppressed one: the real 404. */
  | { kind: "none" };

const NONE: ProviderRoute = { kind: "none" };

/**
 * The layout used when a site has no provider page template (a dataset without one):
 * every provider block once, in the seeded order, so a provider still gets its page.
 * The miss is logged; editors own the layout through the template document.
 */
export const FALLBACK_PROVIDER_BLOCKS: TemplateBlocks = [
  { _key: "fallback-header", _type: "providerHeader", showSaveAndCompare: true },
  { _key: "fallback-gallery", _type: "providerGallery", showStreetView: true },
  { _key: "fallback-description", _type: "providerDescription" },
  { _key: "fallback-offers", _type: "providerOffers" },
  { _key: "fallback-facts", _type: "providerFacts" },
  { _key: "fallback-inspections", _type: "providerInspections" },
  { _key: "fallback-costs", _type: "providerCosts" },
  { _key: "fallback-reviews", _type: "providerReviews" },
  { _key: "fallback-faqs", _type: "providerFaqs" },
  { _key: "fallback-nearby", _type: "nearbyProviders", count: 6 },
];

/**
 * Where a legacy provider path or an id-shaped path leads (the provider's canonical
 * path), or null. Suppressed providers lead nowhere (their page is a 404).
 */
async function redirectTarget(path: string): Promise<string | null> {
  const shape = providerPathShape(path);
  if (!shape || !mayRedirectToProvider(shape)) return null;
  const byPath = await providerByPath(shape.path, appDependencies);
  if (byPath) {
    if (isProviderPageHidden(byPath.provider)) return null;
    return byPath.meta.statusCode === 301 ? byPath.provider.path : null;
  }
  if (!isProviderIdSegment(shape.slug)) return null;
  const byId = await providerById(shape.slug, appDependencies);
  return byId && !isProviderPageHidden(byId) && byId.path !== shape.path ? byId.path : null;
}

/** Answers of {@link providerRedirect}: one directory lookup per legacy path, not per request. */
const redirects = new LRUCache<string, { location: string | null }>({
  max: 5000,
  ttl: 5 * 60_000,
});

/**
 * The proxy's question for every page request: should this path answer 301 to a
 * provider's canonical path (spec 7)? Only legacy-shaped paths and id-shaped last
 * segments reach the directory; every other path answers null at once.
 */
export async function providerRedirect(path: string): Promise<string | null> {
  if (path.length > MAX_PATH_LENGTH || !mayRedirectToProvider(providerPathShape(path))) {
    return null;
  }
  const key = path.toLowerCase().replace(/\/+$/, "");
  const cached = redirects.get(key);
  if (cached) return cached.location;
  const location = await redirectTarget(key);
  redirects.set(key, { location });
  return location;
}

/** The nearby providers of a provider page, as cards read them (spec 7, radius 25). */
async function nearbyOf(provider: Provider): Promise<ProviderSearchResult[]> {
  const { latitude, longitude } = provider.address;
  const response = await nearbySearch(
    {
      latitude,
      longitude,
      careType: provider.careType,
      radiusForSearch: NEARBY_RADIUS_MILES,
      hitsPerPage: NEARBY_PROVIDERS_LOADED,
      page: 0,
      excludeProviderId: provider.id,
    },
    appDependencies,
  );
  return response.results.map((result) => forSearchResults(result));
}

/**
 * The provider page at a path, for the page route and its metadata (React `cache`:
 * one lookup per request). The canonical path renders with the site's template for
 * the provider's care type; a legacy path or an id redirects (when the proxy has not
 * already); anything else is the 404.
 */
export const loadProviderRoute = cache(
  async (site: SiteId, path: string): Promise<ProviderRoute> => {
    const shape = providerPathShape(path);
    if (!shape || path.length > MAX_PATH_LENGTH) return NONE;
    const found = await providerByPath(shape.path, appDependencies);
    if (!found) {
      const location = await redirectTarget(shape.path);
      return location ? { kind: "redirect", location } : NONE;
    }
    const { provider, meta } = found;
    if (isProviderPageHidden(provider)) return NONE;
    if (meta.statusCode === 301) return { kind: "redirect", location: provider.path };
    const template = await loadProviderPageTemplate(site, provider.careType);
    if (!template) log.warn("provider-template-missing", { site, careType: provider.careType });
    const blocks = template?.blocks ?? FALLBACK_PROVIDER_BLOCKS;
    const wantsNearby = blocks.some((block) => block._type === "nearbyProviders");
    const nearby = wantsNearby ? await nearbyOf(provider) : [];
    return { kind: "provider", provider, nearby, templateId: template?._id ?? null, blocks };
  },
);
