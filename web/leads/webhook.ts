/**
 * A lead as the CRM webhook receives it: a JSON body signed with HMAC-SHA256 under
 * the shared secret (`X-Signature: sha256=<hex of the HMAC of the exact body>`).
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import type { StoredLead } from "./store";

export const SIGNATURE_HEADER = "x-signature";

/** The JSON body of a delivery: the lead without its outbox bookkeeping. */
export function deliveryBody(lead: StoredLead, attempt: number, sentAt: string): string {
  const fields: Partial<StoredLead> = { ...lead };
  for (const bookkeeping of OUTBOX_FIELDS) delete fields[bookkeeping];
  return JSON.stringify({ event: "lead.created", attempt, sentAt, lead: fields });
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
