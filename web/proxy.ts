import { NextResponse, type NextRequest } from "next/server";
import { providerRedirect } from "@web/provider/loadProviderPage";
import { pageRoutePath } from "@web/site/pageRoute";

/**
 * Every page request goes to the page route of its site (from the host) with
 * its search state as a path segment (web/site/pageRoute.ts), so rendered
 * pages can be cached per site, path and search. The visitor's URL does not
 * change; API routes, images and Next's own files are left alone.
 *
 * A legacy provider path, or a provider path ending in an id, answers 301 to the
 * provider's canonical path (spec 7; Next's own redirects answer 307/308).
 */
export async function proxy(request: NextRequest) {
  const location = await providerRedirect(request.nextUrl.pathname);
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  if (location) {
    // On the host (and so the brand) the visitor asked for; Next needs an absolute URL.
    const origin = `${request.nextUrl.protocol}//${host ?? request.nextUrl.host}`;
    return NextResponse.redirect(new URL(`${location}${request.nextUrl.search}`, origin), 301);
  }
  const { path } = pageRoutePath(host, request.nextUrl.pathname, request.nextUrl.searchParams);
  const target = request.nextUrl.clone();
  target.pathname = path;
  return NextResponse.rewrite(target);
}

export const config = {
  // Not API routes, Next's files, the image route, nor files (web/public, icons): a path
  // whose last segment has an extension is never a CMS page.
  matcher: ["/((?!api/|_next/|images/)(?!.*\\.[A-Za-z0-9]+$).*)"],
};
