import { NextResponse, type NextRequest } from "next/server";
import { limitApiRequest, rateLimiterFor } from "@web/api/rateLimits";
import { PREVIEW_LINK_PREFIX, verifyPreviewLink } from "@web/content/previewLinks";
import { providerRedirect } from "@web/provider/loadProviderPage";
import { QA_PATH_PREFIX, QA_RESPONSE_HEADERS, qaRefusal } from "@web/qa/access";
import { awardFormTarget } from "@web/rules/awards";
import { canonicalPageQuery, pageRoutePath } from "./site/pageRoute";
import { requestHost } from "./site/requestHost";
import { createNonce, pageContentSecurityPolicy, studioOrigins } from "./site/securityHeaders";

/** Next's draft-mode cookie: its pages are rendered for the request, never cached. */
const DRAFT_MODE_COOKIE = "__prerender_bypass";

/** A path whose last segment has an extension is a file (web/public, icons), never a CMS page. */
const FILE_PATH = /\.[A-Za-z0-9]+$/;

/** Images and Next's files: here only when their path holds a "%" (config.matcher). */
const NOT_PROXIED = /^\/(?:images|_next)\//;

/**
 * Issue 14.12: one per-client limit over the whole API (API_RATE_LIMIT,
 * web/api/rateLimits.ts). The proxy runs in Node.js, once per process, so one
 * bucket per client counts every /api request the process serves.
 */
const apiLimiter = rateLimiterFor("api");

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

/** What a reviewer with a shared preview link is told when it no longer opens the page. */
const SHARED_PREVIEW_REFUSALS = {
  invalid: { status: 403, text: "This preview link is not valid. Ask for a new link." },
  disabled: { status: 403, text: "Preview links are turned off on this server." },
  expired: { status: 410, text: "This preview link has expired. Ask for a new link." },
  revoked: { status: 410, text: "This preview link has been withdrawn. Ask for a new link." },
} as const;

/** Responses of shared preview links: never cached, never indexed (issue 16). */
const SHARED_PREVIEW_HEADERS = {
  "cache-control": "no-store",
  "x-robots-tag": "noindex, nofollow",
} as const;

function sharedPreviewRefusal(reason: keyof typeof SHARED_PREVIEW_REFUSALS): NextResponse {
  const { status, text } = SHARED_PREVIEW_REFUSALS[reason];
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex, nofollow"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Preview link unavailable</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem"><main><h1>Preview link unavailable</h1><p>${text}</p></main></body></html>`;
  return new NextResponse(html, {
    status,
    headers: { ...SHARED_PREVIEW_HEADERS, "content-type": "text/html; charset=utf-8" },
  });
}

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
  if (pathname.startsWith("/api/"))
    return limitApiRequest(apiLimiter, request) ?? NextResponse.next();
  if (NOT_PROXIED.test(pathname)) return NextResponse.next();
  // A shared preview link (web/content/previewLinks.ts) opens one draft page, on its own
  // site, while it is signed, unexpired and not revoked; anything else is refused here.
  const sharedPreview = pathname.startsWith(PREVIEW_LINK_PREFIX);
  if (sharedPreview) {
    const check = verifyPreviewLink(decodeURIComponent(pathname.slice(PREVIEW_LINK_PREFIX.length)));
    if (!check.ok) return sharedPreviewRefusal(check.reason);
    const { site } = pageRoutePath(requestHost(request), "/", searchParams);
    if (check.claims.site !== site) return sharedPreviewRefusal("invalid");
  }
  // Issue 16: the QA views show drafts, only to holders of the preview secret.
  const qa = pathname.startsWith(QA_PATH_PREFIX);
  if (qa) {
    const refused = qaRefusal(request, DRAFT_MODE_COOKIE);
    if (refused) return refused;
  }
  // (A token's dots would otherwise read as a file extension.)
  const isPage = sharedPreview || !FILE_PATH.test(pathname);
  if (isPage && !sharedPreview && (request.method === "GET" || request.method === "HEAD")) {
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
  if (sharedPreview) {
    for (const [name, value] of Object.entries(SHARED_PREVIEW_HEADERS))
      response.headers.set(name, value);
  }
  if (request.cookies.has(DRAFT_MODE_COOKIE) || qa)
    response.headers.set("content-security-policy", policy);
  if (qa)
    for (const [name, value] of Object.entries(QA_RESPONSE_HEADERS))
      response.headers.set(name, value);
  return response;
}

export const config = {
  matcher: [
    // Pages, and the API for its rate limit; not Next's own files nor the image route
    // (next.config.ts gives them their headers)...
    "/((?!_next/|images/).*)",
    // ...except their paths with a percent sign, to refuse those that do not decode.
    "/(images|_next)/(.*%.*)",
  ],
};
