import { draftMode } from "next/headers";
import { safeRedirectPath } from "../../../../content/previewSecret";

export const dynamic = "force-dynamic";

/** Leaves draft mode and returns to the page the editor was on. */
export async function GET(request: Request): Promise<Response> {
  (await draftMode()).disable();
  const url = new URL(request.url);
  let target = url.searchParams.get("redirect");
  const referrer = request.headers.get("referer");
  if (!target && referrer) {
    const from = new URL(referrer, url);
    if (from.host === url.host) target = `${from.pathname}${from.search}`;
  }
  return new Response(null, { status: 307, headers: { Location: safeRedirectPath(target) } });
}
