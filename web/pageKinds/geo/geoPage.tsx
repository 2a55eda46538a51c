import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { renderGeoText } from "@templates/text";
import { JsonLd } from "@web/shell/JsonLd";
import { PageTracker } from "@web/shell/PageTracker";
import { loadPage } from "@web/content/load";
import { loadGeoRoute } from "@web/pageKinds/geo/loadGeoPage";
import { breadcrumbListJsonLd, faqPageJsonLd } from "@web/rules/geo/geoJsonLd";
import { geoPathShape } from "@web/rules/geo/geoPath";
import section from "@registry/parts/BlockSection.module.css";
import pageWidth from "@registry/parts/pageWidth.module.css";
import {
  DEFAULT_GEO_DESCRIPTIONS,
  DEFAULT_GEO_TITLES,
  GEO_PAGE_HEADINGS,
} from "@web/rules/geo/geoSeo";
import { safeRedirectPath } from "@web/rules/safeRedirect";
import { isSiteId, SITES, siteOrigin, type SiteId } from "@web/site/sites";
import { blockContextFor, PageBlocks, type PageRequest } from "../pageBlocks";

/**
 * Geo and category pages (spec 2.1, issue 12): the site's geo page template for the
 * page type (or an override of the exact path), rendered block by block by the
 * registry with the place and care type in the block context. Shares the catch-all
 * page route with CMS and provider pages; a CMS page stored at the exact path wins.
 */

/** The site, when the path is a geo or category path on it and no CMS page overrides it. */
export async function geoRequestSite(siteId: string, path: string): Promise<SiteId | null> {
  if (!isSiteId(siteId) || !geoPathShape(path)) return null;
  return (await loadPage(siteId, path)) === null ? siteId : null;
}

/** The header's page type (spec 2.1): geo-state and geo-city; national pages have none. */
function headerPageType(pageType: string): string | undefined {
  return pageType === "state" ? "geo-state" : pageType === "city" ? "geo-city" : undefined;
}

export async function geoPageMetadata(siteId: SiteId, path: string): Promise<Metadata> {
  const route = await loadGeoRoute(siteId, path);
  if (route.kind !== "geo") return {};
  const { geo, template } = route;
  const id = route.templateId ?? `default.${geo.pageType}`;
  const render = (source: string | null | undefined, fallback: string, field: string) =>
    (source ? renderGeoText(`${id}.${field}`, source, geo.copyContext).text : "") ||
    renderGeoText(`default.${geo.pageType}.${field}`, fallback, geo.copyContext).text;
  return {
    title: render(template?.metaTitle, DEFAULT_GEO_TITLES[geo.pageType], "metaTitle"),
    description: render(
      template?.metaDescription,
      DEFAULT_GEO_DESCRIPTIONS[geo.pageType],
      "metaDescription",
    ),
    alternates: { canonical: `${siteOrigin(siteId)}${geo.path}` },
    // Thin pages (no providers of the care type here) are useful but not worth indexing.
    robots: geo.thin ? { index: false, follow: true } : undefined,
  };
}

export async function GeoPage({ siteId, path, state }: PageRequest) {
  const route = await loadGeoRoute(siteId, path);
  if (route.kind === "redirect") permanentRedirect(safeRedirectPath(route.location));
  if (route.kind !== "geo") notFound();
  const site = SITES[siteId];
  const { geo, blocks } = route;
  const origin = siteOrigin(siteId);
  const faqs = blocks.flatMap((block) =>
    block._type === "faqList" ? (block.items ?? []).filter((item) => item !== null) : [],
  );
  const documentId = route.templateId ?? `geo-page-fallback-${geo.pageType}`;
  const faqJsonLd = faqPageJsonLd(
    faqs.map((item) => ({ question: item.question ?? "", answer: item.answer ?? "" })),
  );
  // Click-to-edit in preview opens the template (or the override) composing this page.
  const context = await blockContextFor(site, { id: documentId, type: "geoPageTemplate" }, state, {
    geo,
  });
  return (
    <div
      data-page-type={headerPageType(geo.pageType)}
      data-geo-page={geo.pageType}
      // A lead sent from the page names its place (web/client/attribution.ts).
      data-care-location={
        geo.city && geo.state ? `${geo.city.name}, ${geo.state.code}` : geo.state?.name
      }
      data-thin={geo.thin ? "true" : undefined}
    >
      <PageTracker
        site={site.id}
        pageType={headerPageType(geo.pageType) ?? "content"}
        pageId={documentId}
        path={geo.path}
      />
      <JsonLd data={breadcrumbListJsonLd(geo.breadcrumbs, origin)} />
      <JsonLd data={faqJsonLd} />
      <div className={`${pageWidth.pageWidth} ${section.titleRow}`}>
        <h1 className={section.title}>
          {
            renderGeoText(
              `heading.${geo.pageType}`,
              GEO_PAGE_HEADINGS[geo.pageType],
              geo.copyContext,
            ).text
          }
        </h1>
      </div>
      <PageBlocks blocks={blocks} context={context} />
    </div>
  );
}
