/**
 * The idempotency key of a lead: the form's submission id scoped to the visitor's own
 * fields. A retried or double-clicked submission sends the same id with the same
 * fields and so stores one lead. The id alone is not enough: a page rendered once and
 * cached serves its form, hidden submission id included, to every visitor, and a
 * native (no-JavaScript) post sends that shared id; different visitors then differ in
 * their name, email or phone, so their leads stay apart.
 *
 * The key is unique within its scope (`idempotencyScope`): the site's own forms share
 * one, each partner has its own, so two partners choosing the same key never meet.
 */
import { createHash } from "node:crypto";
import type { InquiryPayload } from "@web/rules/inquiry/inquiry";
import { normalizeUsPhoneNumber } from "@web/rules/inquiry/phoneNumber";

type KeyFields = Pick<
  InquiryPayload,
  "submissionId" | "fullName" | "email" | "phoneNumber" | "providerId" | "inquiryType"
>;

const folded = (text: string | null | undefined) =>
  (text ?? "").trim().replace(/\s+/g, " ").toLowerCase();

/** sha256 (hex) over the site, the submission id and who sent it about what. */
export function idempotencyKey(payload: KeyFields, site: string): string {
  const scope = [
    site,
    payload.submissionId,
    folded(payload.fullName),
    folded(payload.email),
    normalizeUsPhoneNumber(payload.phoneNumber) ?? folded(payload.phoneNumber),
    payload.providerId ?? "",
    payload.inquiryType,
  ];
  return createHash("sha256").update(JSON.stringify(scope)).digest("hex");
}

/** Whose keys a lead's key is unique among: the site's forms ("site"), or one partner's. */
export function idempotencyScope(channel: string): string {
  return channel.startsWith("partner:") ? channel : "site";
}

/**
 * How long the same native post counts as one submission: a double click, or back and
 * send again, lands well within it.
 */
export const NATIVE_REPEAT_WINDOW_MS = 10 * 60 * 1000;

/**
 * The submission id of a native (no-JavaScript) post, whose form carries none: the
 * number of the time window it arrived in (`windowsBack` windows earlier). Scoped to
 * the visitor's fields by `idempotencyKey`, it makes the same person's repeated post
 * within the window one lead, and keeps different people apart as any id does. The
 * route also looks for the previous window's lead, so a repeat that crosses a window's
 * end is one lead too: a repeat within NATIVE_REPEAT_WINDOW_MS of the first post
 * always is.
 */
export function nativeSubmissionId(at: Date, windowsBack = 0): string {
  return `nojs-${Math.floor(at.getTime() / NATIVE_REPEAT_WINDOW_MS) - windowsBack}`;
}
