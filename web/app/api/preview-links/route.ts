import { createPreviewLink, previewLinkPreflight } from "@web/api/previewLinks";

export const dynamic = "force-dynamic";

/** Issues a shared preview link for the Studio's "Share preview link" action. */
export function POST(request: Request): Promise<Response> {
  return createPreviewLink(request);
}

export function OPTIONS(request: Request): Response {
  return previewLinkPreflight(request);
}
