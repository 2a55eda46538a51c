import { parseSitemapName } from "@web/rules/sitemap";
import {
  sitemapExists,
  sitemapIndexXml,
  sitemapXml,
  xmlResponse,
} from "@web/pageKinds/sitemap/sitemaps";
import { resolveSiteId } from "@web/site/sites";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * spec 7 GET /v1/site-map/{x}: the sitemaps as the API serves them; `x` is "index" or
 * a file name (pages, geo-N, providers-N, with or without .xml); `domain` names the
 * brand (else the host).
 */
export async function GET(request: Request, context: { params: Promise<{ x: string }> }) {
  const { x } = await context.params;
  const url = new URL(request.url);
  const site = resolveSiteId(
    url.searchParams.get("domain") ??
      request.headers.get("x-forwarded-host") ??
      request.headers.get("host"),
  );
  if (x === "index" || x === "index.xml")
    return xmlResponse(sitemapIndexXml(site), `${site}:index`);
  const name = parseSitemapName(x);
  if (!name || !(await sitemapExists(name))) {
    return Response.json({ message: "Not found" }, { status: 404 });
  }
  return xmlResponse(sitemapXml(site, name), `${site}:${x}`);
}
