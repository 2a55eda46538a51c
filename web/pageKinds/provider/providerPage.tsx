import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { loadPage } from "@web/content/load";
import { loadProviderRoute } from "@web/pageKinds/provider/loadProviderPage";
import { cityStateOf } from "@web/rules/card/cardAddress";
import { htmlToText } from "@web/rules/htmlText";
import { isIndexable } from "@web/rules/provider/isIndexable";
import { jsonLdScriptText, providerJsonLd } from "@web/rules/provider/providerJsonLd";
import { providerPathShape } from "@web/rules/provider/providerPath";
import { safeRedirectPath } from "@web/rules/safeRedirect";
import { PageTracker } from "@web/shell/PageTracker";
import { isSiteId, SITES, siteOrigin, type SiteId } from "@web/site/sites";
import { blockContextFor, PageBlocks, type PageRequest } from "../pageBlocks";
import { ProviderInquiryAside, StickyInquiryBar } from "./ProviderInquiry";
import { KeepJumpTarget } from "@registry/parts/KeepJumpTarget.client";
import styles from "./providerPage.module.css";

/**
 * The provider page (spec 2.3 "Provider page"): the site's provider page template,
 * rendered block by block by the registry with the provider in the block context.
 * Shares the catch-all page route (cached per site, path and search state) with CMS
 * pages; a CMS page stored at the exact path wins (an override).
 *
 * Beside the blocks, the ways to ask that stay in reach (issue 23): from lg a sticky
 * side column with the inquiry form, below lg a bar fixed to the bottom of the screen.
 */

/** The site, when the path is a provider path on it and no CMS page overrides it; else null. */
export async function providerRequestSite(siteId: string, path: string): Promise<SiteId | null> {
  if (!isSiteId(siteId) || !providerPathShape(path)) return null;
  return (await loadPage(siteId, path)) === null ? siteId : null;
}

/** The description meta: the start of the provider's description as text. */
function metaDescription(description: string, fallback: string): string {
  const text = htmlToText(description).replace(/\s+/g, " ").trim();
  if (!text) return fallback;
  return text.length <= 160 ? text : `${text.slice(0, 157).replace(/\s+\S*$/, "")}…`;
}

export async function providerPageMetadata(siteId: SiteId, path: string): Promise<Metadata> {
  const route = await loadProviderRoute(siteId, path);
  if (route.kind !== "provider") return {};
  const { provider } = route;
  const place = `${provider.address.city.name}, ${provider.address.state.code}`;
  return {
    title: `${provider.name} in ${place}`,
    description: metaDescription(provider.description, `${provider.name}, ${place}.`),
    alternates: { canonical: `${siteOrigin(siteId)}${provider.path}` },
    // spec 4: not indexable unless the explicit flag says so or one of the listed signals holds.
    robots: isIndexable(provider) ? undefined : { index: false, follow: true },
  };
}

export async function ProviderPage({ siteId, path, state }: PageRequest) {
  const route = await loadProviderRoute(siteId, path);
  // The proxy answers legacy paths with a 301 first; this covers requests that skip it.
  if (route.kind === "redirect") permanentRedirect(safeRedirectPath(route.location));
  if (route.kind !== "provider") notFound();
  const { provider, nearby, blocks } = route;
  // Click-to-edit in preview opens the template: editors change every provider's page there.
  const context = await blockContextFor(
    SITES[siteId],
    { id: route.templateId ?? "provider-page-fallback", type: "providerPageTemplate" },
    state,
    { provider: { provider, nearby } },
  );
  return (
    <div
      data-page-type="provider"
      data-provider-page={provider.id}
      // A lead sent from the page names its place (web/client/attribution.ts).
      data-care-location={cityStateOf(provider.address)}
    >
      {/* spec 7: the page-level events of the main conversion page (docs/analytics.md). */}
      <PageTracker site={siteId} pageType="provider" pageId={provider.id} path={provider.path} />
      <script
        type="application/ld+json"
        // JSON with "<" escaped: nothing in it can end the script element.
        dangerouslySetInnerHTML={{
          __html: jsonLdScriptText(providerJsonLd(provider, siteId, siteOrigin(siteId))),
        }}
      />
      <div className={styles.layout}>
        <div className={styles.content}>
          <PageBlocks blocks={blocks} context={context} />
        </div>
        <ProviderInquiryAside provider={provider} context={context} />
      </div>
      <StickyInquiryBar provider={provider} context={context} />
      {/* The offers, facts, costs, inspections, reviews, FAQs and nearby providers are deferred. */}
      <KeepJumpTarget />
    </div>
  );
}
