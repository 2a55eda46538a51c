/**
 * Publish to live (issue 25.4): Sanity's GROQ-powered webhook posts the changed document
 * here, signed with SANITY_REVALIDATE_SECRET; the pages that show it are invalidated on
 * every instance (their cache tags, web/content/cacheTags.ts, through the page cache's
 * shared layer). The webhook's filter and projection are in the README ("Publish to live").
 *
 * - No secret configured, no signature or a wrong one: 401, nothing invalidated.
 * - A body that is not the projection's JSON object: 400.
 * - Otherwise 200 with the tags invalidated (none for a draft).
 */
import "server-only";
import { parseBody } from "next-sanity/webhook";
import { NextRequest } from "next/server";
import { tagsOfChangedDocument, type ChangedDocument } from "@web/content/cacheTags";
import { log } from "@web/lib/log";
import { jsonResponse, MAX_BODY_BYTES, payloadTooLarge, readBodyLimited } from "./http";

export interface RevalidateOptions {
  /** Invalidates one tag on every instance (Next's `revalidateTag`, expiring at once). */
  invalidate: (tag: string) => void;
  /** Wait for the Content Lake's eventual consistency before answering (hosted only). */
  waitForConsistency: boolean;
  /** SANITY_REVALIDATE_SECRET; without one every call is refused. */
  secret: string | undefined;
}

function unauthorized(reason: string): Response {
  log.warn("revalidate-refused", { reason });
  return jsonResponse({ error: "invalid signature", statusCode: 401 }, 401);
}

export async function handleRevalidate(
  request: Request,
  { invalidate, waitForConsistency, secret }: RevalidateOptions,
): Promise<Response> {
  if (!secret) return unauthorized("SANITY_REVALIDATE_SECRET is not set");
  // The signature covers the body as sent: read it once, bounded, and hand it on.
  const bytes = await readBodyLimited(request, MAX_BODY_BYTES);
  if (bytes === null) return payloadTooLarge();
  const copy = new NextRequest(request.url, {
    method: "POST",
    headers: request.headers,
    body: bytes,
  });
  let parsed: Awaited<ReturnType<typeof parseBody<ChangedDocument>>>;
  try {
    parsed = await parseBody<ChangedDocument>(copy, secret, waitForConsistency);
  } catch {
    // Signed, but not JSON (a signature check never throws; JSON.parse does).
    return jsonResponse({ error: "the body must be the webhook's JSON", statusCode: 400 }, 400);
  }
  if (parsed.isValidSignature !== true) {
    return unauthorized(parsed.isValidSignature === null ? "no signature" : "wrong signature");
  }
  const body = parsed.body;
  if (body === null || typeof body !== "object" || Array.isArray(body)) {
    return jsonResponse(
      { error: "the body must be the webhook's JSON object", statusCode: 400 },
      400,
    );
  }
  const tags = tagsOfChangedDocument(body);
  for (const tag of tags) invalidate(tag);
  log.info("revalidated", { id: String(body._id ?? ""), type: String(body._type ?? ""), tags });
  return jsonResponse({ revalidated: tags });
}
