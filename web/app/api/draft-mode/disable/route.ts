import { draftMode } from "next/headers";
import { safeRedirectPath } from "@web/rules/safeRedirect";

export const dynamic = "force-dynamic";

/** Leaves draft mode and returns to the page the editor was on. */
export async function GET(request: Request): Promise<Response> {
  (await draftMode()).disable();
  const url = new URL(request.url);
  let target = url.searchParams.get("redirect");
  const referrer = request.headers.get("referer");
  if (!target && referrer) {
    // Only a referrer on this same host (as the visitor addressed it) is followed.
    const from = new URL(referrer, url);
    const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host") ?? url.host;
    if (from.host === host) target = `${from.pathname}${from.search}`;
  }
  return new Response(null, { status: 307, headers: { Location: safeRedirectPath(target) } });
}
