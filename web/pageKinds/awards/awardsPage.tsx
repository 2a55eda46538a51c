import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import section from "@registry/parts/BlockSection.module.css";
import pageWidth from "@registry/parts/pageWidth.module.css";
import type { AwardsPageContext } from "@web/pageKinds/awards/awardsPageTypes";
import { loadAwardsRoute } from "@web/pageKinds/awards/loadAwardsPage";
import { JsonLd } from "@web/shell/JsonLd";
import { PageTracker } from "@web/shell/PageTracker";
import { loadPage } from "@web/content/load";
import {
  awardsDescription,
  awardsPathShape,
  awardsTitle,
  awardText,
} from "@web/rules/awards/awards";
import { AWARD_RULE_SENTENCE } from "@web/rules/awards/awardRule";
import { breadcrumbListJsonLd, itemListJsonLd } from "@web/rules/geo/geoJsonLd";
import { safeRedirectPath } from "@web/rules/safeRedirect";
import type { SearchState } from "@web/rules/search/searchParams";
import { isSiteId, SITES, siteOrigin, type SiteId } from "@web/site/sites";
import { blockContextFor, PageBlocks, type PageRequest } from "../pageBlocks";

/**
 * The Caring Stars awards pages (spec 2.1 /bestseniorliving): the site's geo page
 * template of page type "awards" (or an override of the exact path), rendered block
 * by block by the registry with the award, year, state and winners in the block
 * context. Shares the catch-all page route; a CMS page stored at the exact path wins.
 * Under the title, the awards rule of issue 27.4 in one sentence (web/rules/awards/awardRule.ts).
 */

/** The site, when the path is an awards path on it and no CMS page overrides it. */
export async function awardsRequestSite(siteId: string, path: string): Promise<SiteId | null> {
  if (!isSiteId(siteId) || !awardsPathShape(path)) return null;
  return (await loadPage(siteId, path)) === null ? siteId : null;
}

/** An award's page shows its latest year but is titled for the award, not the year. */
function titleValues(awards: AwardsPageContext): AwardsPageContext {
  return awards.pageType === "award" ? { ...awards, year: null } : awards;
}

export async function awardsPageMetadata(
  siteId: SiteId,
  path: string,
  state: SearchState,
): Promise<Metadata> {
  const route = await loadAwardsRoute(siteId, path, state.search.page);
  if (route.kind !== "awards") return {};
  const { awards, template } = route;
  const pageSuffix = awards.page > 1 ? `?page=${awards.page}` : "";
  return {
    title: awardText(template?.metaTitle, awards) || awardsTitle(titleValues(awards)),
    description:
      awardText(template?.metaDescription, awards) || awardsDescription(titleValues(awards)),
    alternates: { canonical: `${siteOrigin(siteId)}${awards.path}${pageSuffix}` },
    // A state without winners that year is useful to a visitor, not to a search engine.
    robots: awards.state && awards.total === 0 ? { index: false, follow: true } : undefined,
  };
}

export async function AwardsPage({ siteId, path, state }: PageRequest) {
  const route = await loadAwardsRoute(siteId, path, state.search.page);
  if (route.kind === "redirect") permanentRedirect(safeRedirectPath(route.location));
  if (route.kind !== "awards") notFound();
  const site = SITES[siteId];
  const { awards, blocks } = route;
  const origin = siteOrigin(siteId);
  const documentId = route.templateId ?? "awards-page-fallback";
  const context = await blockContextFor(site, { id: documentId, type: "geoPageTemplate" }, state, {
    awards,
  });
  return (
    <div data-awards-page={awards.pageType}>
      <PageTracker site={site.id} pageType="content" pageId={documentId} path={awards.path} />
      <JsonLd data={breadcrumbListJsonLd(awards.breadcrumbs, origin)} />
      <JsonLd data={awards.winners.length > 0 ? itemListJsonLd(awards.winners, origin) : null} />
      <div className={`${pageWidth.pageWidth} ${section.titleRow}`}>
        <h1 className={section.title}>{awardsTitle(titleValues(awards))}</h1>
      </div>
      {/* issue 27.4: every awards page states the rule its winner lists follow. */}
      <p className={pageWidth.pageWidth} data-awards-rule>
        {AWARD_RULE_SENTENCE}
      </p>
      <PageBlocks blocks={blocks} context={context} />
    </div>
  );
}
