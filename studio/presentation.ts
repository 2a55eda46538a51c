import { defineLocations, presentationTool } from "sanity/presentation";
import { studioConfig } from "../web/lib/config";

/**
 * The Presentation tool (issue 16): the site opens in draft mode beside the editor
 * (web/app/api/draft-mode/enable validates the tool's secret in hosted mode), and each
 * document lists the pages it shows on, on its own site's origin.
 */
export const ORIGINS = {
  main: studioConfig.siteOriginMain() ?? "http://main.localhost:3000",
  alt: studioConfig.siteOriginAlt() ?? "http://alt.localhost:3000",
};
export const originOf = (site: unknown) => (site === "alt" ? ORIGINS.alt : ORIGINS.main);
const siteName = (site: unknown) => (site === "alt" ? "Alternate site" : "Main site");

/** A page of each geo page type to preview a template on (the seed has Austin, Texas). */
function geoExamplePath(pageType: unknown, careType: unknown): string {
  const care = typeof careType === "string" ? careType : "assisted-living";
  if (pageType === "state") return `/senior-living/${care}/texas`;
  if (pageType === "city") return `/senior-living/${care}/texas/austin`;
  return `/senior-living/${care}`;
}

export const presentation = presentationTool({
  previewUrl: {
    initial: ORIGINS.main,
    previewMode: { enable: "/api/draft-mode/enable" },
  },
  allowOrigins: [ORIGINS.main, ORIGINS.alt],
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
