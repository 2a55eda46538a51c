/**
 * A lead as the CRM webhook receives it: a JSON body signed with HMAC-SHA256 under
 * the shared secret (`X-Signature: sha256=<hex of the HMAC of the exact body>`), with
 * the lead's idempotency key in the body and in `Idempotency-Key`: every try of one
 * lead, from any instance, carries the same key, so the receiver can drop a repeat.
 */
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import type { StoredLead } from "./store";

export const SIGNATURE_HEADER = "x-signature";
export const IDEMPOTENCY_HEADER = "idempotency-key";

/**
 * The idempotency key a delivery carries: the SHA-256 (hex) of the lead's idempotency
 * scope and key. One per lead (the store keeps one lead per scope and key), the same on
 * every try, and unique across scopes (two partners' own keys never meet), without a
 * partner's free text in a header.
 */
export function deliveryIdempotencyKey(
  lead: Pick<StoredLead, "idempotencyScope" | "idempotencyKey">,
): string {
  return createHash("sha256")
    .update(JSON.stringify([lead.idempotencyScope, lead.idempotencyKey]))
    .digest("hex");
}

/** The JSON body of a delivery: the lead without its outbox bookkeeping, and its key. */
export function deliveryBody(lead: StoredLead, attempt: number, sentAt: string): string {
  const fields: Partial<StoredLead> = { ...lead };
  for (const bookkeeping of OUTBOX_FIELDS) delete fields[bookkeeping];
  return JSON.stringify({
    event: "lead.created",
    idempotencyKey: deliveryIdempotencyKey(lead),
    attempt,
    sentAt,
    lead: fields,
  });
}

/** The columns that are the outbox's own, not the lead's. */
const OUTBOX_FIELDS = [
  "idempotencyKey",
  "idempotencyScope",
  "deliveryStatus",
  "deliveryAttempts",
  "nextAttemptAt",
  "lastError",
  "deliveredAt",
] as const satisfies readonly (keyof StoredLead)[];

/** `sha256=<hex>`: the HMAC-SHA256 of the body under the secret. */
export function signBody(body: string, secret: string): string {
  return `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
}

/** For receivers (and tests): whether a signature header matches the body, in constant time. */
export function verifySignature(body: string, header: string | null, secret: string): boolean {
  if (!header) return false;
  const expected = Buffer.from(signBody(body, secret));
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
