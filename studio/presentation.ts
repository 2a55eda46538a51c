import { defineLocations, presentationTool } from "sanity/presentation";
import { studioConfig } from "../web/lib/config";
import { DEFAULT_SITE_ID, isSiteId, SITE_IDS, SITES, type SiteId } from "../web/rules/sites";

/**
 * The Presentation tool (issue 16): the site opens in draft mode beside the editor
 * (web/app/api/draft-mode/enable validates the tool's secret in hosted mode), and each
 * document lists the pages it shows on, on its own site's origin (every brand of
 * web/rules/sites.ts: `SANITY_STUDIO_SITE_ORIGIN_<ID>`, else its local host).
 */
const configured = studioConfig.siteOrigins();
export const ORIGINS = Object.fromEntries(
  SITE_IDS.map((site) => [site, configured[site] ?? `http://${site}.localhost:3000`]),
) as Record<SiteId, string>;
const siteOf = (site: unknown): SiteId => (isSiteId(site) ? site : DEFAULT_SITE_ID);
export const originOf = (site: unknown) => ORIGINS[siteOf(site)];
const siteName = (site: unknown) => SITES[siteOf(site)].siteTitle;

/** A page of each geo page type to preview a template on (the seed has Austin, Texas). */
function geoExamplePath(pageType: unknown, careType: unknown): string {
  const care = typeof careType === "string" ? careType : "assisted-living";
  if (pageType === "state") return `/senior-living/${care}/texas`;
  if (pageType === "city") return `/senior-living/${care}/texas/austin`;
  return `/senior-living/${care}`;
}

export const presentation = presentationTool({
  previewUrl: {
    initial: ORIGINS[DEFAULT_SITE_ID],
    previewMode: { enable: "/api/draft-mode/enable" },
  },
  allowOrigins: SITE_IDS.map((site) => ORIGINS[site]),
  resolve: {
    locations: {
      page: defineLocations({
        select: { title: "title", path: "path", site: "site" },
        resolve: (doc) =>
          doc?.path
            ? {
                locations: [
                  {
                    title: `${doc.title ?? doc.path} (${siteName(doc.site)})`,
                    href: `${originOf(doc.site)}${doc.path}`,
                  },
                ],
              }
            : null,
      }),
      geoPageTemplate: defineLocations({
        select: {
          title: "title",
          site: "site",
          pageType: "pageType",
          careType: "careType",
          path: "path",
        },
        resolve: (doc) => {
          const path = doc?.path ?? geoExamplePath(doc?.pageType, doc?.careType);
          return {
            locations: [
              { title: `${path} (${siteName(doc?.site)})`, href: `${originOf(doc?.site)}${path}` },
            ],
            message: doc?.path
              ? undefined
              : "A template: shown here on an example page of its type.",
          };
        },
      }),
      providerPageTemplate: defineLocations({
        select: { title: "title", site: "site", careType: "careType" },
        resolve: (doc) => {
          const path = geoExamplePath("city", doc?.careType);
          return {
            locations: [
              {
                title: `Providers listed on ${path} (${siteName(doc?.site)})`,
                href: `${originOf(doc?.site)}${path}`,
              },
            ],
            message: "A template: open any provider from this list to see it applied.",
          };
        },
      }),
    },
  },
});
