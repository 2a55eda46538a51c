import type { Metadata } from "next";
import { draftMode } from "next/headers";
import { notFound } from "next/navigation";
import { collectPageHeadings } from "@registry/headings";
import { PageBuilder } from "@registry/PageBuilder";
import { studioUrl } from "@web/content/client";
import { loadPage, loadSiteShell, pagePathFromSegments } from "@web/content/load";
import { searchQueryFromSegment } from "@web/site/pageRoute";
import { isSiteId, SITES, siteOrigin } from "@web/site/sites";

interface PageProps {
  params: Promise<{ site: string; q: string; slug?: string[] }>;
}

/**
 * Pages are rendered on first request and then served from Next's page cache
 * for this many seconds (stale-while-revalidate), per site, path and search
 * state (web/proxy.ts). Draft mode bypasses the cache. 60 s matches the
 * search result cache, so a cached search page is never older than a fresh
 * API answer could be.
 */
export const revalidate = 60;

/** No page is rendered at build time; each is rendered on its first request. */
export function generateStaticParams() {
  return [];
}

async function pageForRequest(params: PageProps["params"]) {
  const { site: siteId, q, slug } = await params;
  if (!isSiteId(siteId)) notFound();
  const site = SITES[siteId];
  const path = pagePathFromSegments(slug);
  return { site, path, query: searchQueryFromSegment(q), page: await loadPage(site.id, path) };
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { page, path, site } = await pageForRequest(params);
  if (!page) return {};
  const shell = await loadSiteShell(site.id);
  const brand = shell.settings?.name ?? site.brand;
  const title = page.seo?.metaTitle ?? page.title ?? undefined;
  return {
    // A title that already names the brand is used as written; others get " | Brand".
    title: title && title.includes(brand) ? { absolute: title } : title,
    description: page.seo?.metaDescription ?? undefined,
    alternates: { canonical: `${siteOrigin(site.id)}${page.seo?.canonicalPath ?? path}` },
    robots: page.seo?.noIndex ? { index: false, follow: true } : undefined,
  };
}

/** Every CMS page of the resolved site, rendered block by block by the registry. */
export default async function CmsPage({ params }: PageProps) {
  const { page, site, query } = await pageForRequest(params);
  if (!page) notFound();
  const [shell, draft] = await Promise.all([loadSiteShell(site.id), draftMode()]);
  const blocks = page.blocks ?? [];
  return (
    <PageBuilder
      blocks={blocks}
      context={{
        site,
        settings: shell.settings,
        document: { id: page._id, type: page._type },
        preview: draft.isEnabled,
        studioUrl: draft.isEnabled ? studioUrl() : null,
        headings: collectPageHeadings(blocks),
        query,
      }}
    />
  );
}
