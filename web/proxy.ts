import { NextResponse, type NextRequest } from "next/server";
import { providerRedirect } from "@web/provider/loadProviderPage";
import { awardFormTarget } from "@web/rules/awards";
import { canonicalPageQuery, pageRoutePath } from "./site/pageRoute";
import { requestHost } from "./site/requestHost";
import { createNonce, pageContentSecurityPolicy, studioOrigins } from "./site/securityHeaders";

/** Next's draft-mode cookie: its pages are rendered for the request, never cached. */
const DRAFT_MODE_COOKIE = "__prerender_bypass";

/** A path whose last segment has an extension is a file (web/public, icons), never a CMS page. */
const FILE_PATH = /\.[A-Za-z0-9]+$/;

/** API routes, images and Next's files: here only when their path holds a "%" (config.matcher). */
const NOT_PROXIED = /^\/(?:api|images|_next)\//;

const development = process.env.NODE_ENV === "development";
const studio = studioOrigins();

function decodes(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

const BAD_URL = "Bad request: the address is not a valid URL.";

/** A 400, in the API's JSON shape (web/api/http.ts) for API paths. */
function badRequest(api: boolean): NextResponse {
  const headers = { "cache-control": "no-store" };
  return api
    ? NextResponse.json({ error: BAD_URL, statusCode: 400 }, { status: 400, headers })
    : new NextResponse(BAD_URL, {
        status: 400,
        headers: { ...headers, "content-type": "text/plain; charset=utf-8" },
      });
}

/**
 * Every page request goes to the page route of its site (from the host the
 * visitor addressed: web/site/requestHost.ts, X-Forwarded-Host only behind a
 * trusted proxy) with its search state as a path segment
 * (web/site/pageRoute.ts), so rendered pages can be cached per site, path and
 * search. The visitor's URL does not change, unless its search state is not
 * written in canonical form: then it is redirected (308) to the canonical URL,
 * so each search has one URL and one cached page.
 *
 * Every document also gets a fresh script nonce: in the request's
 * Content-Security-Policy header, where Next.js reads it while rendering, and
 * so in the page. The policy goes back to the browser with the page it belongs
 * to (web/site/securityHeaders.ts): from the page cache for a cached page
 * (web/cache/pageCacheHandler.cjs), from here for a draft page, which is never
 * cached. (A response header set here is also copied onto the request, so it
 * must be the same policy or none.) Paths with a file extension are not
 * rewritten but get a nonce too: Next's 404 page for /x.php is rendered for them.
 *
 * A legacy provider path, or a provider path ending in an id, answers 301 to the
 * provider's canonical path (spec 7; Next's own redirects answer 307/308). The awards
 * pages' year and state form (`/bestseniorliving/{award}?year=&state=`) answers 303 to
 * the chosen page's path (web/rules/awards.ts `awardFormTarget`).
 */
export async function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  // Issue 14.8: a path that does not decode (/%ff%fe, /api/v2/location/%) is a bad
  // request; left to Next it ends in a bare 500.
  if (!decodes(pathname)) return badRequest(pathname.startsWith("/api/"));
  if (NOT_PROXIED.test(pathname)) return NextResponse.next();
  const isPage = !FILE_PATH.test(pathname);
  if (isPage && (request.method === "GET" || request.method === "HEAD")) {
    // On the host (and so the brand) the visitor asked for; Next needs an absolute URL.
    const origin = `${request.nextUrl.protocol}//${requestHost(request) ?? request.nextUrl.host}`;
    const location = await providerRedirect(pathname);
    if (location) {
      return NextResponse.redirect(new URL(`${location}${request.nextUrl.search}`, origin), 301);
    }
    // The awards pages' year and state form (a GET form, no JavaScript): to the page's path.
    const award = awardFormTarget(pathname, searchParams);
    if (award) return NextResponse.redirect(new URL(award, origin), 303);
    const canonical = canonicalPageQuery(searchParams);
    if (canonical) {
      // Next sends the Location relative to the request's own origin.
      const target = request.nextUrl.clone();
      target.search = canonical.toString();
      return NextResponse.redirect(target, 308);
    }
  }
  const nonce = createNonce();
  const policy = pageContentSecurityPolicy({ nonce, development, studio });
  const headers = new Headers(request.headers);
  headers.set("content-security-policy", policy);

  let response: NextResponse;
  if (!isPage) {
    response = NextResponse.next({ request: { headers } });
  } else {
    const { path } = pageRoutePath(requestHost(request), pathname, searchParams);
    const target = request.nextUrl.clone();
    target.pathname = path;
    response = NextResponse.rewrite(target, { request: { headers } });
  }
  // A draft page is rendered for this request and bypasses the page cache. (With a
  // stale draft cookie Next serves the cached page, which brings its own policy
  // too: both hold this request's nonce.)
  if (request.cookies.has(DRAFT_MODE_COOKIE))
    response.headers.set("content-security-policy", policy);
  return response;
}

export const config = {
  matcher: [
    // Not API routes, Next's own files, nor the image route (next.config.ts gives them
    // their headers)...
    "/((?!api/|_next/|images/).*)",
    // ...except their paths with a percent sign, to refuse those that do not decode.
    "/(api|images|_next)/(.*%.*)",
  ],
};
