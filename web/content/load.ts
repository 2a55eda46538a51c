import "server-only";
import { draftMode } from "next/headers";
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
import { client, hostedConfig } from "./client";
import {
  GEO_COPY_TEMPLATE_BY_ID_QUERY,
  GEO_COPY_TEMPLATE_QUERY,
  GEO_PAGE_TEMPLATES_QUERY,
  PAGE_BY_PATH_QUERY,
  PROVIDER_PAGE_TEMPLATE_QUERY,
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

/** A read in the request's perspective, or in `perspective` for a shared preview link. */
async function fetchContent<Result>(
  query: string,
  params: Record<string, string>,
  perspective: "drafts" | "published" | null = null,
) {
  if (perspective !== null) return fetchContentAs<Result>(query, params, perspective);
  const requested = await requestPerspective();
  return fetchContentAs<Result>(query, params, requested, { stega: requested === "drafts" });
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
  fetchContent<PAGE_BY_PATH_QUERY_RESULT>(PAGE_BY_PATH_QUERY, { site, path }),
);

/**
 * A page's draft (laid over the published page) for a shared preview link: this one
 * page, whatever the request's draft mode (web/content/previewLinks.ts).
 */
export const loadPageDraft = cache(
  (site: SiteId, path: string): Promise<PAGE_BY_PATH_QUERY_RESULT> =>
    fetchContent<PAGE_BY_PATH_QUERY_RESULT>(PAGE_BY_PATH_QUERY, { site, path }, "drafts"),
);

export const loadSiteShell = cache((site: SiteId): Promise<SiteShell> =>
  fetchContent<SiteShell>(SITE_SHELL_QUERY, { site }),
);

/** The provider page template for a provider's main care type (or the site's default). */
export const loadProviderPageTemplate = cache(
  (site: SiteId, careType: string): Promise<PROVIDER_PAGE_TEMPLATE_QUERY_RESULT> =>
    fetchContent<PROVIDER_PAGE_TEMPLATE_QUERY_RESULT>(PROVIDER_PAGE_TEMPLATE_QUERY, {
      site,
      careType,
    }),
);

export type GeoPageTemplate = GEO_PAGE_TEMPLATES_QUERY_RESULT[number];

/** The geo page templates of a site for a page type, and any override of the path. */
export const loadGeoPageTemplates = cache(
  (site: SiteId, pageType: string, path: string): Promise<GEO_PAGE_TEMPLATES_QUERY_RESULT> =>
    fetchContent<GEO_PAGE_TEMPLATES_QUERY_RESULT>(GEO_PAGE_TEMPLATES_QUERY, {
      site,
      pageType,
      path,
    }),
);

/** A care type's geo copy template (published, or the draft in preview); null when none. */
export const loadGeoCopyTemplate = cache(
  (careType: string): Promise<GEO_COPY_TEMPLATE_QUERY_RESULT> =>
    fetchContent<GEO_COPY_TEMPLATE_QUERY_RESULT>(GEO_COPY_TEMPLATE_QUERY, { careType }),
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
