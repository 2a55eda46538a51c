/**
 * Plumbing shared by the API route handlers: reading a request's query, body and site,
 * and writing JSON answers. Errors are values here (design.md "Errors are values at the
 * edges"): bad input gets the spec's defaults or a clear 4xx, never a 5xx.
 */
import { requestHost } from "@web/site/requestHost";
import { resolveSiteId, type SiteId } from "@web/site/sites";

/** A JSON answer that no shared cache keeps: every answer reads live directory data. */
export function jsonResponse(body: unknown, status = 200): Response {
  return Response.json(body, {
    status,
    headers: { "cache-control": "no-store" },
  });
}

/** A 400 with a message that says what to send instead. */
export function badRequest(message: string): Response {
  return jsonResponse({ error: message, statusCode: 400 }, 400);
}

/** The query string of a request; an unparseable URL reads as an empty query. */
export function requestQuery(request: Request): URLSearchParams {
  try {
    return new URL(request.url).searchParams;
  } catch {
    return new URLSearchParams();
  }
}

/** Bodies larger than this are not JSON the API expects (a saved list is a few ids). */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * The request's body, at most `maxBytes` of it; null when it is longer. A declared
 * Content-Length over the limit is refused before anything is read, and a stream
 * (chunked, or lying about its length) stops being read once it passes the limit.
 */
export async function readBodyLimited(
  request: Request,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await request.body?.cancel().catch(() => undefined);
    return null;
  }
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** 413 for a body over the limit. */
export function payloadTooLarge(maxBytes = MAX_BODY_BYTES): Response {
  return jsonResponse(
    { error: `Request bodies are limited to ${maxBytes} bytes`, statusCode: 413 },
    413,
  );
}

/**
 * Keys that name what every object inherits (`__proto__`, `constructor`, `toString`,
 * ...) or a function's `prototype`: never a field of a body. Code that copies such a key
 * with an assignment changes the object's prototype or shadows its methods.
 */
const PROTOTYPE_KEYS: ReadonlySet<string> = new Set([
  ...Object.getOwnPropertyNames(Object.prototype),
  "prototype",
]);

export function isPrototypeKey(key: string): boolean {
  return PROTOTYPE_KEYS.has(key);
}

/** How deep a JSON body may nest (a search's criteria are two levels down). */
const MAX_JSON_DEPTH = 8;

/** Whether a parsed JSON value nests at most `depth` levels and uses no prototype key. */
function isPlainJson(value: unknown, depth = MAX_JSON_DEPTH): boolean {
  if (value === null || typeof value !== "object") return true;
  if (depth === 0) return false;
  if (Array.isArray(value)) return value.every((item) => isPlainJson(item, depth - 1));
  return Object.entries(value).every(
    ([key, item]) => !isPrototypeKey(key) && isPlainJson(item, depth - 1),
  );
}

/** What readJsonObject gives for a body over MAX_BODY_BYTES. */
export const TOO_LARGE = "too-large";

/**
 * The JSON object in a request body; TOO_LARGE when it is over MAX_BODY_BYTES (not read
 * further); null when the body is missing, not JSON, JSON that is not an object, nested
 * deeper than MAX_JSON_DEPTH or using a prototype key anywhere. For bodies the caller
 * reads leniently (a search's criteria); form-like bodies use readBody (./body.ts).
 */
export async function readJsonObject(
  request: Request,
): Promise<Record<string, unknown> | typeof TOO_LARGE | null> {
  try {
    const bytes = await readBodyLimited(request, MAX_BODY_BYTES);
    if (bytes === null) return TOO_LARGE;
    const text = new TextDecoder().decode(bytes);
    if (text.trim() === "") return null;
    const body: unknown = JSON.parse(text);
    return body !== null && typeof body === "object" && !Array.isArray(body) && isPlainJson(body)
      ? (body as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * spec 7: every call carries a `domain` parameter for the site (a site id or a host);
 * without it the request's own host decides.
 */
export function siteOfRequest(request: Request, query: URLSearchParams): SiteId {
  const domain = query.get("domain");
  return resolveSiteId(domain && domain.trim() !== "" ? domain : requestHost(request));
}
