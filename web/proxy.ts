import { NextResponse, type NextRequest } from "next/server";
import { pageRoutePath } from "./site/pageRoute";
import { requestHost } from "./site/requestHost";

/**
 * Every page request goes to the page route of its site (from the host the
 * visitor addressed: web/site/requestHost.ts, X-Forwarded-Host only behind a
 * trusted proxy) with
 * its search state as a path segment (web/site/pageRoute.ts), so rendered
 * pages can be cached per site, path and search. The visitor's URL does not
 * change; API routes, images and Next's own files are left alone.
 */
export function proxy(request: NextRequest) {
  const { path } = pageRoutePath(
    requestHost(request),
    request.nextUrl.pathname,
    request.nextUrl.searchParams,
  );
  const target = request.nextUrl.clone();
  target.pathname = path;
  return NextResponse.rewrite(target);
}

export const config = {
  // Not API routes, Next's files, the image route, nor files (web/public, icons): a path
  // whose last segment has an extension is never a CMS page.
  matcher: ["/((?!api/|_next/|images/)(?!.*\\.[A-Za-z0-9]+$).*)"],
};
