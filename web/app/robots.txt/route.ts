import { robotsTxt } from "@web/rules/robots";
import { resolveSiteId, siteOrigin } from "@web/site/sites";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** robots.txt of the brand the host names (issue 12). */
export function GET(request: Request) {
  const site = resolveSiteId(
    request.headers.get("x-forwarded-host") ?? request.headers.get("host"),
  );
  return new Response(robotsTxt(siteOrigin(site)), {
    headers: {
      "content-type": "text/plain; charset=utf-8",
      "cache-control": "public, max-age=3600",
    },
  });
}
