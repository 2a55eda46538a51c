import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { searchGridHeading } from "@registry/blocks/SearchGrid/SearchGrid";
import type { BlockMap } from "@registry/types";
import { PageTracker } from "@web/shell/PageTracker";
import { loadPage, loadPageDraft, loadSiteShell } from "@web/content/load";
import { SharedPreviewNotice } from "@web/shell/SharedPreviewNotice";
import type { LeadSummary } from "@web/rules/inquiry/leadSummary";
import type { SearchState } from "@web/rules/search/searchParams";
import { isSiteId, SITES, siteOrigin } from "@web/site/sites";
import { blockContextFor, PageBlocks } from "../pageBlocks";

/**
 * A CMS page of a site, rendered block by block: shared by the catch-all page route
 * (cached per site, path and search state) and the thank-you route (rendered per
 * request, because its query names a provider and a phone number).
 */

async function pageFor(siteId: string, path: string, draft = false) {
  if (!isSiteId(siteId)) notFound();
  const site = SITES[siteId];
  return { site, page: await (draft ? loadPageDraft : loadPage)(site.id, path) };
}

export async function cmsPageMetadata(
  siteId: string,
  path: string,
  sharedPreview = false,
  state?: SearchState,
): Promise<Metadata> {
  const { page, site } = await pageFor(siteId, path, sharedPreview);
  if (!page) return {};
  const shell = await loadSiteShell(site.id);
  const brand = shell.settings?.name ?? site.brand;
  // A search of a place is titled as its results are headed ("Assisted living near
  // Chicago, IL"); the editor's title stays for the page without one.
  const grid = page.blocks?.find(
    (block): block is BlockMap["searchGrid"] => block._type === "searchGrid",
  );
  const title =
    (grid && state?.search.keyword?.trim() ? searchGridHeading(grid, state.search) : null) ??
    page.seo?.metaTitle ??
    page.title ??
    undefined;
  return {
    // A title that already names the brand is used as written; others get " | Brand".
    title: title && title.includes(brand) ? { absolute: title } : title,
    description: page.seo?.metaDescription ?? undefined,
    alternates: { canonical: `${siteOrigin(site.id)}${page.seo?.canonicalPath ?? path}` },
    robots: sharedPreview
      ? { index: false, follow: false }
      : page.seo?.noIndex
        ? { index: false, follow: true }
        : undefined,
  };
}

export async function CmsPage({
  siteId,
  path,
  state,
  query,
  leadSummary,
  sharedPreview,
}: {
  siteId: string;
  path: string;
  /** The URL's search, parsed once by the page route; none on the thank-you and preview routes. */
  state?: SearchState;
  /** The thank-you page's slug and phone. */
  query?: URLSearchParams;
  /** The thank-you page's "Your request" summary, when its URL carries a good token. */
  leadSummary?: LeadSummary;
  /** Rendered for a shared preview link: this page's draft, until the link expires. */
  sharedPreview?: { expires: Date };
}) {
  const { page, site } = await pageFor(siteId, path, Boolean(sharedPreview));
  if (!page) notFound();
  const blocks = page.blocks ?? [];
  const pageType = page.pageType ?? "content";
  const context = await blockContextFor(
    site,
    { id: page._id, type: page._type },
    state,
    leadSummary ? { leadSummary, pageType } : { pageType },
    query,
  );
  // `data-page-type` switches the header's variant in CSS (spec 2.1, 2.3): the layout's
  // header is one cached render per site and cannot know the page.
  return (
    <div data-page-type={pageType}>
      {sharedPreview ? <SharedPreviewNotice path={path} expires={sharedPreview.expires} /> : null}
      <PageTracker site={site.id} pageType={pageType} pageId={page._id} path={path} />
      <PageBlocks blocks={blocks} context={context} />
    </div>
  );
}
