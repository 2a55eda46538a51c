import { sitemapIndexXml, xmlResponse } from "@web/pageKinds/sitemap/sitemaps";
import { resolveSiteId } from "@web/site/sites";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** The sitemap index of the brand the host names (issue 12). */
export function GET(request: Request) {
  const site = resolveSiteId(
    request.headers.get("x-forwarded-host") ?? request.headers.get("host"),
  );
  return xmlResponse(sitemapIndexXml(site), `${site}:index`);
}
