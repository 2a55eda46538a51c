import type { Metadata } from "next";
import { draftMode } from "next/headers";
import { notFound } from "next/navigation";
import { collectPageHeadings } from "@registry/headings";
import { PageBuilder } from "@registry/PageBuilder";
import { loadPage, loadSiteShell, pagePathFromSegments } from "../../content/load";
import { currentOrigin, currentSite } from "../../site/currentSite";

interface PageProps {
  params: Promise<{ slug?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

function toUrlSearchParams(record: Record<string, string | string[] | undefined>): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(record)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      query.append(key, item);
    }
  }
  return query;
}

async function pageForRequest(params: PageProps["params"]) {
  const { slug } = await params;
  const site = await currentSite();
  const path = pagePathFromSegments(slug);
  return { site, path, page: await loadPage(site.id, path) };
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { page, path, site } = await pageForRequest(params);
  if (!page) return {};
  const [origin, shell] = await Promise.all([currentOrigin(), loadSiteShell(site.id)]);
  const brand = shell.settings?.name ?? site.brand;
  const title = page.seo?.metaTitle ?? page.title ?? undefined;
  return {
    // A title that already names the brand is used as written; others get " | Brand".
    title: title && title.includes(brand) ? { absolute: title } : title,
    description: page.seo?.metaDescription ?? undefined,
    alternates: { canonical: `${origin}${page.seo?.canonicalPath ?? path}` },
    robots: page.seo?.noIndex ? { index: false, follow: true } : undefined,
  };
}

/** Every CMS page of the resolved site, rendered block by block by the registry. */
export default async function CmsPage({ params, searchParams }: PageProps) {
  const { page, site } = await pageForRequest(params);
  if (!page) notFound();
  const [shell, draft, query] = await Promise.all([
    loadSiteShell(site.id),
    draftMode(),
    searchParams.then(toUrlSearchParams),
  ]);
  const blocks = page.blocks ?? [];
  return (
    <PageBuilder
      pageId={page._id}
      blocks={blocks}
      context={{
        site,
        settings: shell.settings,
        preview: draft.isEnabled,
        headings: collectPageHeadings(blocks),
        query,
      }}
    />
  );
}
