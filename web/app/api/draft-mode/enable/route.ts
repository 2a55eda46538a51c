import { defineEnableDraftMode } from "next-sanity/draft-mode";
import { draftMode } from "next/headers";
import { client, hostedConfig } from "../../../../content/client";
import { isValidPreviewSecret } from "../../../../content/previewSecret";
import { safeRedirectPath } from "@web/rules/safeRedirect";

export const dynamic = "force-dynamic";

/**
 * Turns on draft mode. Hosted: next-sanity validates the Presentation tool's
 * secret against the Content Lake. Embedded: `?secret=` must match PREVIEW_SECRET.
 */
export async function GET(request: Request): Promise<Response> {
  const hosted = hostedConfig();
  if (hosted?.token) {
    return defineEnableDraftMode({ client: client.withConfig({ token: hosted.token }) }).GET(
      request,
    );
  }
  const url = new URL(request.url);
  if (!isValidPreviewSecret(url.searchParams.get("secret"))) {
    return new Response("Invalid preview secret", { status: 401 });
  }
  (await draftMode()).enable();
  const target = safeRedirectPath(
    url.searchParams.get("redirect") ?? url.searchParams.get("sanity-preview-pathname"),
  );
  return new Response(null, { status: 307, headers: { Location: target } });
}
