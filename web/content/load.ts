import "server-only";
import { draftMode } from "next/headers";
import { unstable_cache } from "next/cache";
import { cache } from "react";
import type {
  GEO_COPY_TEMPLATE_BY_ID_QUERY_RESULT,
  GEO_COPY_TEMPLATE_QUERY_RESULT,
  GEO_PAGE_TEMPLATES_QUERY_RESULT,
  PAGE_BY_PATH_QUERY_RESULT,
  PROVIDER_PAGE_TEMPLATE_QUERY_RESULT,
  SITE_SHELL_QUERY_RESULT,
} from "@schemas/sanity.types";
import type { SiteId } from "../site/sites";
import { CONTENT_TAG, contentTags, documentTagsOf } from "./cacheTags";
import { client, hostedConfig } from "./client";
import {
  GEO_COPY_TEMPLATE_BY_ID_QUERY,
  GEO_COPY_TEMPLATE_QUERY,
  GEO_PAGE_TEMPLATES_QUERY,
  PAGE_BY_PATH_QUERY,
  PROVIDER_PAGE_TEMPLATE_QUERY,
  SITE_FEATURE_FLAGS_QUERY,
  SITE_SHELL_QUERY,
} from "./queries";

export type SiteShell = SITE_SHELL_QUERY_RESULT;
export type ProviderPageTemplate = NonNullable<PROVIDER_PAGE_TEMPLATE_QUERY_RESULT>;

/**
 * The perspective of this request: drafts laid over published content in
 * draft mode (editor preview), published content for visitors. This is the
 * only thing that forks per mode.
 */
async function requestPerspective(): Promise<"drafts" | "published"> {
  const { isEnabled } = await draftMode();
  return isEnabled ? "drafts" : "published";
}

/** `raw`: every document as stored, drafts under their `drafts.` ids (needs a token when hosted). */
export type ContentPerspective = "drafts" | "published" | "raw";

/**
 * A read in a perspective chosen by the caller: the request's (below), or both
 * at once outside draft mode (the QA diff, the command-line checks). `stega` only
 * for draft mode on hosted Sanity: the Presentation tool's overlays
 * (web/content/stega.ts); never for visitors, a shared preview link or the QA tools.
 */
export function fetchContentAs<Result>(
  query: string,
  params: Record<string, string>,
  perspective: ContentPerspective,
  { stega = false }: { stega?: boolean } = {},
): Promise<Result> {
  const token = perspective === "published" ? undefined : hostedConfig()?.token;
  return client.fetch<Result>(query, params, {
    perspective,
    ...(token ? { token, useCdn: false, stega } : {}),
  });
}

/** Nothing to compute: an `unstable_cache` entry here only carries its tags to the page. */
const carryTags = async () => true;

/**
 * Tags the page being rendered with the content it read (web/content/cacheTags.ts), so
 * POST /api/revalidate invalidates it when that content changes. `unstable_cache` is
 * Next's public way to tag data read without `fetch` (the embedded dataset, the Sanity
 * client): its tags join the tags of the page that called it, found or not. It computes a
 * `true` that the page cache does not even keep (web/site/pageCacheHandler.cjs), so
 * content itself is never cached here (an edit of the embedded dataset still shows on the
 * next request). Outside a render (scripts, the QA tools) there is no page to tag.
 */
async function tagPage(tags: readonly string[]): Promise<void> {
  const all = [CONTENT_TAG, ...tags];
  try {
    await unstable_cache(carryTags, ["content-tags", ...all], { tags: all })();
  } catch {
    // No incremental cache (a script): nothing is cached, so nothing to tag.
  }
}

/**
 * A read in the request's perspective, or in `perspective` for a shared preview link.
 * A published read tags the page with `tags` and the documents it returned.
 */
async function fetchContent<Result>(
  query: string,
  params: Record<string, string>,
  perspective: "drafts" | "published" | null = null,
  tags: readonly string[] = [],
) {
  if (perspective !== null) return fetchContentAs<Result>(query, params, perspective);
  const requested = await requestPerspective();
  const result = await fetchContentAs<Result>(query, params, requested, {
    stega: requested === "drafts",
  });
  // Draft mode is never cached: only published pages need their tags.
  if (requested === "published") await tagPage([...tags, ...documentTagsOf(result)]);
  return result;
}

function decodeOnceMore(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Normalises a URL path to the form pages are stored under ("/a/b", no trailing slash). */
export function pagePathFromSegments(segments: readonly string[] | undefined): string {
  // Next passes the segments decoded once; a second decoding is kept only where it works
  // ("/100%" stays as it is instead of failing the page).
  const parts = (segments ?? []).map(decodeOnceMore).filter(Boolean);
  return parts.length === 0 ? "/" : `/${parts.join("/")}`.toLowerCase();
}

export const loadPage = cache((site: SiteId, path: string): Promise<PAGE_BY_PATH_QUERY_RESULT> =>
  fetchContent<PAGE_BY_PATH_QUERY_RESULT>(PAGE_BY_PATH_QUERY, { site, path }, null, [
    contentTags.page(site, path),
  ]),
);

/**
 * A page's draft (laid over the published page) for a shared preview link: this one
 * page, whatever the request's draft mode (web/content/previewLinks.ts).
 */
export const loadPageDraft = cache(
  (site: SiteId, path: string): Promise<PAGE_BY_PATH_QUERY_RESULT> =>
    fetchContent<PAGE_BY_PATH_QUERY_RESULT>(PAGE_BY_PATH_QUERY, { site, path }, "drafts"),
);

/**
 * The feature flags a site's published settings tick, for a page being rendered: read
 * with the page (once per request) and tagged with the site's shell, so publishing the
 * settings re-renders the page with the new flags (web/content/featureFlags.ts
 * `pageFeatureFlags`). Published even in draft mode, as the flags always were.
 */
export const loadPublishedFeatureFlags = cache(async (site: SiteId): Promise<string[]> => {
  const flags = await fetchContentAs<string[] | null>(
    SITE_FEATURE_FLAGS_QUERY,
    { site },
    "published",
  );
  await tagPage([contentTags.site(site)]);
  return Array.isArray(flags) ? flags : [];
});

export const loadSiteShell = cache((site: SiteId): Promise<SiteShell> =>
  fetchContent<SiteShell>(SITE_SHELL_QUERY, { site }, null, [contentTags.site(site)]),
);

/** The provider page template for a provider's main care type (or the site's default). */
export const loadProviderPageTemplate = cache(
  (site: SiteId, careType: string): Promise<PROVIDER_PAGE_TEMPLATE_QUERY_RESULT> =>
    fetchContent<PROVIDER_PAGE_TEMPLATE_QUERY_RESULT>(
      PROVIDER_PAGE_TEMPLATE_QUERY,
      { site, careType },
      null,
      [contentTags.providerPageTemplate(site)],
    ),
);

export type GeoPageTemplate = GEO_PAGE_TEMPLATES_QUERY_RESULT[number];

/** The geo page templates of a site for a page type, and any override of the path. */
export const loadGeoPageTemplates = cache(
  (site: SiteId, pageType: string, path: string): Promise<GEO_PAGE_TEMPLATES_QUERY_RESULT> =>
    fetchContent<GEO_PAGE_TEMPLATES_QUERY_RESULT>(
      GEO_PAGE_TEMPLATES_QUERY,
      { site, pageType, path },
      null,
      [contentTags.geoPageTemplate(site)],
    ),
);

/** A care type's geo copy template (published, or the draft in preview); null when none. */
export const loadGeoCopyTemplate = cache(
  (careType: string): Promise<GEO_COPY_TEMPLATE_QUERY_RESULT> =>
    fetchContent<GEO_COPY_TEMPLATE_QUERY_RESULT>(GEO_COPY_TEMPLATE_QUERY, { careType }, null, [
      contentTags.geoCopyTemplate(),
    ]),
);

export type GeoCopyTemplateDocument = NonNullable<GEO_COPY_TEMPLATE_BY_ID_QUERY_RESULT>;

/** A geo copy template document by id (a draft id reads the draft); null when none. */
export function loadGeoCopyTemplateById(
  id: string,
  perspective: ContentPerspective = "drafts",
): Promise<GEO_COPY_TEMPLATE_BY_ID_QUERY_RESULT> {
  const publishedId = id.startsWith("drafts.") ? id.slice("drafts.".length) : id;
  return fetchContentAs<GEO_COPY_TEMPLATE_BY_ID_QUERY_RESULT>(
    GEO_COPY_TEMPLATE_BY_ID_QUERY,
    { id: publishedId },
    perspective,
  );
}
