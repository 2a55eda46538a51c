import { NextResponse, type NextRequest } from "next/server";
import { limitApiRequest, rateLimiterFor } from "@web/api/rateLimits";
import {
  DRAFT_MODE_COOKIE,
  DRAFT_TOKEN_COOKIE,
  draftCookieAttributes,
  verifyDraftToken,
} from "@web/content/draftModeToken";
import { PREVIEW_LINK_PREFIX, verifyPreviewLink } from "@web/content/previewLinks";
import { providerRedirect } from "@web/pageKinds/provider/loadProviderPage";
import { QA_PATH_PREFIX, QA_RESPONSE_HEADERS, qaRefusal } from "@web/pageKinds/qa/access";
import { awardFormTarget } from "@web/rules/awards/awards";
import { safeRedirectPath } from "@web/rules/safeRedirect";
import { guidedSearchFormTarget } from "@web/rules/search/guidedSearch";
import { invalidSearchKeys } from "@web/rules/search/searchParams";
import { log } from "@web/lib/log";
import { canonicalPageQuery, pageRoutePath } from "./site/pageRoute";
import { requestHost } from "./site/requestHost";
import { sitePolicySources } from "./site/chatWidget";
import {
  createNonce,
  isRenderedPerRequest,
  NON_DOCUMENT_POLICY,
  pageContentSecurityPolicy,
  studioOrigins,
} from "./site/securityHeaders";
import { config as settings } from "@web/lib/config";

/** A path whose last segment has an extension is a file (web/public, icons), never a CMS page. */
const FILE_PATH = /\.[A-Za-z0-9]+$/;

/** Images and Next's static files: here only when their path holds a "%" (config.matcher). */
const NOT_PROXIED = /^\/(?:images\/|_next\/static\/|_next\/image(?:$|\/))/;

/** Next's other paths (its 404 for /_next/anything): never a CMS page, but a document. */
const NEXT_INTERNAL = /^\/_next\//;

/**
 * Issue 14.12: one per-client limit over the whole API (API_RATE_LIMIT,
 * web/api/rateLimits.ts). The proxy runs in Node.js, once per process; with REDIS_URL
 * (or DATABASE_URL) one count per client covers every instance, else every /api
 * request this process serves.
 */
const apiLimiter = rateLimiterFor("api");

const development = settings.isDevelopment();
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
    headers: {
      ...SHARED_PREVIEW_HEADERS,
      "content-type": "text/html; charset=utf-8",
      // A page like any other: only the Studio may frame it (issue 28.6).
      "content-security-policy": pageContentSecurityPolicy({
        nonce: createNonce(),
        development,
        studio,
      }),
    },
  });
}

/**
 * Issue 28.5: Next's draft-mode cookie opens drafts only with a valid signed token
 * (web/content/draftModeToken.ts). "none" when the request carries no draft cookie
 * (nothing is read then), "valid", or "refused": the cookie is then stripped from the
 * request before Next sees it, and cleared in the answer.
 */
type DraftAccess = "none" | "valid" | "refused";

function draftAccess(request: NextRequest): DraftAccess {
  if (!request.cookies.has(DRAFT_MODE_COOKIE)) return "none";
  const check = verifyDraftToken(request.cookies.get(DRAFT_TOKEN_COOKIE)?.value);
  return check.ok ? "valid" : "refused";
}

/** The request's Cookie header without the draft-mode cookies. */
function withoutDraftCookies(cookie: string): string {
  return cookie
    .split(";")
    .map((part) => part.trim())
    .filter((part) => {
      const name = part.split("=", 1)[0]?.trim();
      return part && name !== DRAFT_MODE_COOKIE && name !== DRAFT_TOKEN_COOKIE;
    })
    .join("; ");
}

/** The request's headers as Next should see them: a refused draft cookie is gone. */
function forwardedHeaders(request: NextRequest, draft: DraftAccess): Headers {
  const headers = new Headers(request.headers);
  if (draft === "refused") {
    const cookie = withoutDraftCookies(request.headers.get("cookie") ?? "");
    if (cookie) headers.set("cookie", cookie);
    else headers.delete("cookie");
  }
  return headers;
}

/** Tells the browser to drop both draft-mode cookies (they open nothing any more). */
function clearDraftCookies(request: NextRequest, response: NextResponse): void {
  const attributes = draftCookieAttributes(request, development);
  for (const name of [DRAFT_MODE_COOKIE, DRAFT_TOKEN_COOKIE]) {
    response.cookies.set({ name, value: "", expires: new Date(0), ...attributes });
  }
}

/** A 400, in the API's JSON shape (web/api/http.ts) for API paths. */
function badRequest(api: boolean): NextResponse {
  const headers = { "cache-control": "no-store" };
  return api
    ? NextResponse.json({ error: BAD_URL, statusCode: 400 }, { status: 400, headers })
    : new NextResponse(BAD_URL, {
        status: 400,
        headers: {
          ...headers,
          "content-type": "text/plain; charset=utf-8",
          "content-security-policy": NON_DOCUMENT_POLICY,
        },
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
 * (web/site/pageCacheHandler.cjs), from here for a page rendered for this request
 * alone (a draft page, the QA views, a shared preview, the thank-you page). (A
 * response header set here is also copied onto the request, so it must be the same
 * policy or none.) Paths with a file extension, and Next's own paths other than its
 * static files, are not rewritten but get a nonce too: Next's 404 page for /x.php or
 * /_next/x is rendered for them. The proxy's own answers carry a policy of their own.
 *
 * Next's draft-mode cookie counts only with a valid signed token (issue 28.5,
 * web/content/draftModeToken.ts): otherwise it is stripped from the request, so Next
 * renders the published page, and cleared in the answer. Only requests that carry
 * the cookie pay for the check.
 *
 * A legacy provider path, or a provider path ending in an id, answers 301 to the
 * provider's canonical path (spec 7; Next's own redirects answer 307/308). The awards
 * pages' year and state form (`/bestseniorliving/{award}?year=&state=`) answers 303 to
 * the chosen page's path (web/rules/awards/awards.ts `awardFormTarget`); the guided
 * search's answers (`?guided-search=1&living=...`) answer 303 to the same page with the
 * matching care type (web/rules/search/guidedSearch.ts `guidedSearchFormTarget`).
 */
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  // Issue 14.8: a path that does not decode (/%ff%fe, /api/v2/location/%) is a bad
  // request; left to Next it ends in a bare 500.
  if (!decodes(pathname)) return badRequest(pathname.startsWith("/api/"));
  const slashed = pathname.length > 1 && pathname.endsWith("/");
  if (slashed && !pathname.startsWith("/api/")) return withoutTrailingSlash(request);
  const draft = draftAccess(request);
  if (pathname.startsWith("/api/")) {
    // A refused draft cookie is only stripped here: the draft-mode routes set cookies
    // of their own in these answers.
    const headers = draft === "refused" ? forwardedHeaders(request, draft) : undefined;
    const limited = await limitApiRequest(apiLimiter, request);
    if (limited) return limited;
    // Issue 24.13: the spec writes some API paths with a trailing slash
    // (/v1/location/reviews/by-locale/); they answer as written, without a redirect.
    if (slashed) {
      const bare = request.nextUrl.clone();
      bare.pathname = pathname.replace(/\/+$/, "");
      return NextResponse.rewrite(bare, headers ? { request: { headers } } : undefined);
    }
    return headers ? NextResponse.next({ request: { headers } }) : NextResponse.next();
  }
  if (NOT_PROXIED.test(pathname)) return NextResponse.next();
  const response = await routePage(request, draft);
  if (draft === "refused") clearDraftCookies(request, response);
  return response;
}

/**
 * A page path with a trailing slash, redirected (308) to the path without it, as Next
 * did before its own redirect was turned off (next.config.ts skipTrailingSlashRedirect,
 * so that API paths can answer with the slash: issue 24.13).
 */
function withoutTrailingSlash(request: NextRequest): NextResponse {
  const bare = request.nextUrl.pathname.replace(/\/+$/, "") || "/";
  const target = safeRedirectPath(`${bare}${request.nextUrl.search}`);
  return NextResponse.redirect(new URL(target, request.nextUrl.origin), 308);
}

/** Everything but the API: redirects, refusals, and the rewrite to the page route. */
async function routePage(request: NextRequest, draft: DraftAccess): Promise<NextResponse> {
  const { pathname, searchParams } = request.nextUrl;
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
    const refused = await qaRefusal(request, draft === "valid");
    if (refused) {
      const answer = new NextResponse(refused.body, refused);
      answer.headers.set("content-security-policy", NON_DOCUMENT_POLICY);
      return answer;
    }
  }
  // (A token's dots would otherwise read as a file extension.)
  const isPage = sharedPreview || (!FILE_PATH.test(pathname) && !NEXT_INTERNAL.test(pathname));
  if (isPage && !sharedPreview && (request.method === "GET" || request.method === "HEAD")) {
    // On the host (and so the brand) the visitor asked for; Next needs an absolute URL.
    // Every Location goes through the one redirect rule (web/rules/safeRedirect.ts).
    const origin = `${request.nextUrl.protocol}//${requestHost(request) ?? request.nextUrl.host}`;
    const location = await providerRedirect(pathname);
    if (location) {
      const target = safeRedirectPath(`${location}${request.nextUrl.search}`);
      return NextResponse.redirect(new URL(target, origin), 301);
    }
    // The awards pages' year and state form (a GET form, no JavaScript): to the page's path.
    const award = awardFormTarget(pathname, searchParams);
    if (award) return NextResponse.redirect(new URL(safeRedirectPath(award), origin), 303);
    // The guided search's answers (a GET form, no JavaScript): to the page with its match.
    const guided = guidedSearchFormTarget(pathname, searchParams);
    if (guided) return NextResponse.redirect(new URL(safeRedirectPath(guided), origin), 303);
    const canonical = canonicalPageQuery(searchParams);
    if (canonical) {
      // spec 8: unreadable search values are logged; the redirect drops them (their defaults).
      const invalid = invalidSearchKeys(searchParams);
      if (invalid.length > 0) log.warn("search-params-invalid", { path: pathname, keys: invalid });
      // Next sends the Location relative to the request's own origin.
      const query = canonical.toString();
      const target = safeRedirectPath(query ? `${pathname}?${query}` : pathname);
      return NextResponse.redirect(new URL(target, request.nextUrl.origin), 308);
    }
  }
  const route = pageRoutePath(requestHost(request), pathname, searchParams);
  const nonce = createNonce();
  // The site's chat script, when its layout loads one (web/site/chatWidget.ts): its
  // origins join this policy; without HUBSPOT_CHAT_SCRIPT_URL the policy is unchanged.
  const extra = await sitePolicySources(route.site);
  const policy = pageContentSecurityPolicy({ nonce, development, studio, extra });
  const headers = forwardedHeaders(request, draft);
  headers.set("content-security-policy", policy);

  let response: NextResponse;
  if (!isPage) {
    response = NextResponse.next({ request: { headers } });
  } else {
    const { path } = route;
    const target = request.nextUrl.clone();
    target.pathname = path;
    response = NextResponse.rewrite(target, { request: { headers } });
  }
  if (sharedPreview) {
    for (const [name, value] of Object.entries(SHARED_PREVIEW_HEADERS))
      response.headers.set(name, value);
  }
  // A page rendered for this request alone gets its policy from here: a draft page
  // (it bypasses the page cache), the QA views, shared previews and the thank-you page
  // (issue 28.6). A cacheable page gets it from the page cache, never from here: Next
  // may answer it from another request's lookup, with that request's nonce.
  if (draft === "valid" || isRenderedPerRequest(pathname))
    response.headers.set("content-security-policy", policy);
  if (qa)
    for (const [name, value] of Object.entries(QA_RESPONSE_HEADERS))
      response.headers.set(name, value);
  return response;
}

export const config = {
  matcher: [
    // Pages, the API for its rate limit, and Next's other paths (its 404 page for
    // /_next/anything gets a nonce like any page); not Next's static files, its image
    // optimiser, its dev reload socket nor the image route (next.config.ts gives them
    // their headers)...
    "/((?!_next/static/|_next/image|_next/webpack-hmr|images/).*)",
    // ...except their paths with a percent sign, to refuse those that do not decode.
    "/(images|_next)/(.*%.*)",
  ],
};
