import { parseSitemapName } from "@web/rules/sitemap";
import { sitemapExists, sitemapXml, xmlResponse } from "@web/pageKinds/sitemap/sitemaps";
import { resolveSiteId } from "@web/site/sites";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** One sitemap file of the brand the host names: pages.xml, geo-N.xml, providers-N.xml. */
export async function GET(request: Request, context: { params: Promise<{ file: string }> }) {
  const { file } = await context.params;
  const name = parseSitemapName(file);
  if (!name || !(await sitemapExists(name))) {
    return new Response("Not found\n", { status: 404, headers: { "content-type": "text/plain" } });
  }
  const site = resolveSiteId(
    request.headers.get("x-forwarded-host") ?? request.headers.get("host"),
  );
  return xmlResponse(sitemapXml(site, name), `${site}:${file}`);
}
