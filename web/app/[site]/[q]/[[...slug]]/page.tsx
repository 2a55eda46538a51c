import type { Metadata } from "next";
import { pagePathFromSegments } from "@web/content/load";
import { searchStateFromSegment } from "@web/site/pageRoute";
import {
  AwardsPage,
  awardsPageMetadata,
  awardsRequestSite,
} from "@web/pageKinds/awards/awardsPage";
import { cmsPageMetadata, CmsPage } from "@web/pageKinds/cms/cmsPage";
import { GeoPage, geoPageMetadata, geoRequestSite } from "@web/pageKinds/geo/geoPage";
import {
  ProviderPage,
  providerPageMetadata,
  providerRequestSite,
} from "@web/pageKinds/provider/providerPage";

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

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { site, q, slug } = await params;
  const path = pagePathFromSegments(slug);
  const providerSite = await providerRequestSite(site, path);
  if (providerSite) return providerPageMetadata(providerSite, path);
  const geoSite = await geoRequestSite(site, path);
  if (geoSite) return geoPageMetadata(geoSite, path);
  const awardsSite = await awardsRequestSite(site, path);
  if (awardsSite) return awardsPageMetadata(awardsSite, path, searchStateFromSegment(q));
  return cmsPageMetadata(site, path, false, searchStateFromSegment(q));
}

/**
 * Every CMS page of the resolved site, rendered block by block by the registry; a
 * provider path (/{care-type-or-rollup}/{state}/{city}/{slug}) without a CMS page
 * of its own is the provider page, composed from the site's provider page template; a
 * geo or category path (/{roll-up}/{care-type}[/{state}[/{city}]]) is the geo page; an
 * awards path (/bestseniorliving[/{award}[/{year}[/{state}]]]) is the awards page.
 */
export default async function CatchAllPage({ params }: PageProps) {
  const { site, q, slug } = await params;
  const path = pagePathFromSegments(slug);
  const state = searchStateFromSegment(q);
  const providerSite = await providerRequestSite(site, path);
  if (providerSite) return <ProviderPage siteId={providerSite} path={path} state={state} />;
  const geoSite = await geoRequestSite(site, path);
  if (geoSite) return <GeoPage siteId={geoSite} path={path} state={state} />;
  const awardsSite = await awardsRequestSite(site, path);
  if (awardsSite) return <AwardsPage siteId={awardsSite} path={path} state={state} />;
  return <CmsPage siteId={site} path={path} state={state} />;
}
