/**
 * Reading an inquiry post at the edge: its size, its body (JSON, or the form's native
 * url-encoded or multipart post) and whether a browser sent it from one of our pages.
 */
import { SITES, siteOrigin, SITE_IDS } from "@web/site/sites";
import { readBodyLimited } from "./http";

/** Largest inquiry body read (the longest fields are a few thousand characters). */
export const MAX_INQUIRY_BODY_BYTES = 32 * 1024;

export type InquiryBody =
  | { kind: "json"; fields: Record<string, unknown> }
  | { kind: "form"; fields: Record<string, string> }
  | { kind: "too-large" }
  | { kind: "malformed"; message: string }
  | { kind: "unsupported" };

function mediaType(request: Request): string {
  return (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
}

/** True for the form's native post (no JavaScript): url-encoded or multipart. */
export function isNativeFormPost(request: Request): boolean {
  const type = mediaType(request);
  return type === "application/x-www-form-urlencoded" || type === "multipart/form-data";
}

/** First value of each field; files are ignored (the form has none). */
function firstValues(entries: Iterable<[string, FormDataEntryValue | string]>) {
  const fields: Record<string, string> = {};
  for (const [key, value] of entries) {
    if (typeof value === "string" && !(key in fields)) fields[key] = value;
  }
  return fields;
}

/** The inquiry's fields, or why they cannot be read. */
export async function readInquiryBody(
  request: Request,
  maxBytes = MAX_INQUIRY_BODY_BYTES,
): Promise<InquiryBody> {
  const type = mediaType(request);
  const json = type === "application/json" || type.endsWith("+json");
  if (!json && !isNativeFormPost(request)) return { kind: "unsupported" };
  let bytes: Uint8Array<ArrayBuffer> | null;
  try {
    bytes = await readBodyLimited(request, maxBytes);
  } catch {
    return { kind: "malformed", message: "The request body could not be read" };
  }
  if (bytes === null) return { kind: "too-large" };
  if (json) {
    try {
      const parsed: unknown = JSON.parse(new TextDecoder().decode(bytes));
      if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
        return { kind: "malformed", message: "Send the inquiry as a JSON object" };
      }
      return { kind: "json", fields: parsed as Record<string, unknown> };
    } catch {
      return { kind: "malformed", message: "The inquiry is not valid JSON" };
    }
  }
  if (type === "application/x-www-form-urlencoded") {
    return {
      kind: "form",
      fields: firstValues(new URLSearchParams(new TextDecoder().decode(bytes))),
    };
  }
  try {
    const form = await new Request("http://inquiry.invalid/", {
      method: "POST",
      headers: { "content-type": request.headers.get("content-type") ?? "" },
      body: bytes,
    }).formData();
    return { kind: "form", fields: firstValues(form.entries()) };
  } catch {
    return { kind: "malformed", message: "The form post could not be read" };
  }
}

function urlOf(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/**
 * Whether a page's URL is one of ours: the request's own Host (or forwarded host), a
 * configured site origin, or a brand's host name on any port (main.localhost:3000).
 */
function isOwnPage(request: Request, page: URL): boolean {
  const host = page.host.toLowerCase();
  for (const header of ["host", "x-forwarded-host"]) {
    if (request.headers.get(header)?.split(",")[0]?.trim().toLowerCase() === host) return true;
  }
  return SITE_IDS.some(
    (id) =>
      urlOf(siteOrigin(id))?.host.toLowerCase() === host ||
      SITES[id].hosts.includes(page.hostname.toLowerCase()),
  );
}

/**
 * Same-origin check of a browser post (cross-site request forgery): a browser names
 * the page that posts in `Origin` (and `Referer`); when it does, that page must be one
 * of ours. A request with neither comes from no browser page (a server, curl) and is
 * not a forgery risk; an opaque `Origin: null` is refused.
 */
export function isSameOriginPost(request: Request): boolean {
  const source = request.headers.get("origin") ?? request.headers.get("referer");
  if (source === null) return true;
  const page = source === "null" ? null : urlOf(source);
  return page !== null && isOwnPage(request, page);
}
