import { cookies, draftMode } from "next/headers";
import { DRAFT_TOKEN_COOKIE, draftCookieAttributes } from "@web/content/draftModeToken";
import { safeRedirectPath } from "@web/rules/safeRedirect";
import { requestHost } from "@web/site/requestHost";

export const dynamic = "force-dynamic";

/** Leaves draft mode (Next's cookie and the signed token) and returns to the page the editor was on. */
export async function GET(request: Request): Promise<Response> {
  (await draftMode()).disable();
  (await cookies()).set({
    name: DRAFT_TOKEN_COOKIE,
    value: "",
    expires: new Date(0),
    ...draftCookieAttributes(request),
  });
  const url = new URL(request.url);
  let target = url.searchParams.get("redirect");
  const referrer = request.headers.get("referer");
  if (!target && referrer) {
    // Only a referrer on this same host (as the visitor addressed it) is followed.
    try {
      const from = new URL(referrer, url);
      if (from.host === (requestHost(request) ?? url.host))
        target = `${from.pathname}${from.search}`;
    } catch {
      // An unreadable Referer is no target.
    }
  }
  return new Response(null, {
    status: 307,
    headers: { Location: safeRedirectPath(target), "cache-control": "no-store" },
  });
}
