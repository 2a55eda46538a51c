/**
 * The inquiry form's browser side (spec 3, 4, 8, 9): building the payload, posting it
 * to POST /api/inquiry, the auto-saved draft in session storage, the submission id and
 * the `inquired` cookie that unlocks blurred prices.
 */
import { log } from "@web/lib/log";
import type { InquiryProviderSummary, InquiryResponse } from "@web/rules/inquiry/inquiry";
import { hasInquiredCookie, INQUIRY_HONEYPOT_FIELD } from "@web/rules/inquiry/inquiryConstants";
import type { InquiryType } from "@web/rules/inquiry/inquiryForm";

/** The endpoint, also the form's native action (spec 7). */
export const INQUIRY_ENDPOINT = "/api/inquiry";

/** What the visitor types or picks, as the form holds it. */
export interface InquiryFormValues {
  whoAreYouLookingFor: string;
  fullName: string;
  phoneNumber: string;
  email: string;
  payingWithMedicaid: boolean;
  tourTime: string;
  typeOfCare: string;
  /** The SEM landing page's monthly budget (BUDGET_OPTIONS), "" when not asked or not answered. */
  budget: string;
  /** The honeypot: people never see it, bots fill it in. */
  [INQUIRY_HONEYPOT_FIELD]: string;
}

export const EMPTY_INQUIRY_VALUES: InquiryFormValues = {
  whoAreYouLookingFor: "",
  fullName: "",
  phoneNumber: "",
  email: "",
  payingWithMedicaid: false,
  tourTime: "",
  typeOfCare: "",
  budget: "",
  [INQUIRY_HONEYPOT_FIELD]: "",
};

/** Where the form sits and what it asks, sent beside the typed values (spec 3). */
export interface InquiryContext {
  submissionId: string;
  formId: string;
  inquiryType: InquiryType;
  /** The consent statement shown above the submit button, stored with the lead. */
  consentText: string;
  /** Whether the Medicaid checkbox was shown: when it was not, the answer is null (spec 5). */
  askedPayingWithMedicaid: boolean;
  providerId?: string | null;
  /** The site the form is on (`main` or `alt`). */
  source?: string | null;
  /** The page the form was on; the server reads utm_* and click ids from it. */
  landingPageUrl?: string | null;
  /** Lead attribution (web/client/attribution.ts). */
  anonId?: string | null;
  careLocation?: string | null;
  trackingNotes?: string | null;
}

/** The JSON body of POST /api/inquiry (the shared schema's payload, spec 3). */
export function inquiryPayload(values: InquiryFormValues, context: InquiryContext) {
  const optional = (text: string | null | undefined) => {
    const trimmed = text?.trim();
    return trimmed ? trimmed : undefined;
  };
  return {
    whoAreYouLookingFor: values.whoAreYouLookingFor,
    fullName: values.fullName.trim(),
    phoneNumber: values.phoneNumber.trim(),
    email: values.email.trim(),
    payingWithMedicaid: context.askedPayingWithMedicaid ? values.payingWithMedicaid : null,
    tourTime: optional(values.tourTime),
    typeOfCare: optional(values.typeOfCare),
    budget: optional(values.budget),
    submissionId: context.submissionId,
    formId: context.formId,
    inquiryType: context.inquiryType,
    consentText: optional(context.consentText),
    providerId: optional(context.providerId),
    source: optional(context.source),
    landingPageUrl: optional(context.landingPageUrl),
    anonId: optional(context.anonId),
    careLocation: optional(context.careLocation),
    trackingNotes: optional(context.trackingNotes),
    [INQUIRY_HONEYPOT_FIELD]: values[INQUIRY_HONEYPOT_FIELD],
  };
}

type InquiryPayloadBody = ReturnType<typeof inquiryPayload>;

type PostInquiryResult =
  | { ok: true; response: InquiryResponse<InquiryProviderSummary> }
  | { ok: false; fieldErrors: Record<string, string> };

function isInquiryResponse(value: unknown): value is InquiryResponse {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as InquiryResponse).success === "boolean"
  );
}

/**
 * Posts one inquiry. Success is `success: true` in a 2xx answer; anything else (a 4xx or
 * 5xx, `success: false`, an unreadable body, no network) is a failure whose server
 * message is logged (spec 8) and never shown: the form shows the spec's own message.
 * A 400 carries the field errors of the shared schema.
 */
export async function postInquiry(
  payload: InquiryPayloadBody,
  fetchImpl: typeof fetch = fetch,
): Promise<PostInquiryResult> {
  let status = 0;
  try {
    const response = await fetchImpl(INQUIRY_ENDPOINT, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(payload),
      credentials: "same-origin",
    });
    status = response.status;
    const body: unknown = await response.json().catch(() => null);
    if (response.ok && isInquiryResponse(body) && body.success) {
      return { ok: true, response: { ...body, provider: body.provider ?? null } };
    }
    log.warn("inquiry-failed", {
      formId: payload.formId,
      status,
      message: isInquiryResponse(body) ? body.message : "unreadable answer",
    });
    const errors = isInquiryResponse(body) && body.errors ? body.errors : {};
    return { ok: false, fieldErrors: errors };
  } catch (error) {
    log.warn("inquiry-failed", {
      formId: payload.formId,
      status,
      message: error instanceof Error ? error.message : String(error),
    });
    return { ok: false, fieldErrors: {} };
  }
}

/** spec 4: the third outcome, the thank-you page (a full navigation: it is a CMS page). */
export function navigateTo(url: string): void {
  window.location.assign(url);
}

/** A fresh idempotency key for one submission attempt (kept across its retries). */
export function newSubmissionId(): string {
  if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function") {
    return crypto.randomUUID();
  }
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** spec 9: the session-storage key of one form's auto-saved values. */
export function inquiryDraftKey(formId: string): string {
  return `inquiry-form:${formId}`;
}

/** The fields a draft may hold: never the honeypot nor ids. */
const DRAFT_TEXT_FIELDS = [
  "whoAreYouLookingFor",
  "fullName",
  "phoneNumber",
  "email",
  "tourTime",
  "typeOfCare",
  "budget",
] as const;

type InquiryDraft = Partial<Omit<InquiryFormValues, typeof INQUIRY_HONEYPOT_FIELD>>;

/** A stored draft, read defensively: unknown keys and wrong types are dropped. */
export function parseInquiryDraft(text: string | null): InquiryDraft | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const record = value as Record<string, unknown>;
  const draft: InquiryDraft = {};
  for (const field of DRAFT_TEXT_FIELDS) {
    const entry = record[field];
    if (typeof entry === "string" && entry.length <= 500) draft[field] = entry;
  }
  if (typeof record.payingWithMedicaid === "boolean") {
    draft.payingWithMedicaid = record.payingWithMedicaid;
  }
  return Object.keys(draft).length > 0 ? draft : null;
}

/** What a draft stores of the form's values: the typed fields, and only when something is typed. */
function draftOf(values: InquiryFormValues): InquiryDraft | null {
  const draft: InquiryDraft = {};
  for (const field of DRAFT_TEXT_FIELDS) if (values[field]) draft[field] = values[field];
  if (values.payingWithMedicaid) draft.payingWithMedicaid = true;
  return Object.keys(draft).length > 0 ? draft : null;
}

function sessionStore(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** spec 8: storage that is unavailable (private mode, quota) is logged and the draft skipped. */
function withStorage<T>(action: string, fallback: T, run: (storage: Storage) => T): T {
  const storage = sessionStore();
  if (!storage) return fallback;
  try {
    return run(storage);
  } catch (error) {
    log.warn("inquiry-draft-storage", {
      action,
      message: error instanceof Error ? error.message : String(error),
    });
    return fallback;
  }
}

export function loadInquiryDraft(formId: string): InquiryDraft | null {
  return withStorage("load", null, (storage) =>
    parseInquiryDraft(storage.getItem(inquiryDraftKey(formId))),
  );
}

export function saveInquiryDraft(formId: string, values: InquiryFormValues): void {
  withStorage("save", undefined, (storage) => {
    const draft = draftOf(values);
    if (draft) storage.setItem(inquiryDraftKey(formId), JSON.stringify(draft));
    else storage.removeItem(inquiryDraftKey(formId));
  });
}

export function clearInquiryDraft(formId: string): void {
  withStorage("clear", undefined, (storage) => storage.removeItem(inquiryDraftKey(formId)));
}

const INQUIRED_EVENT = "inquiry:inquired";

/** Whether this browser has the `inquired` cookie (false on the server). */
export function hasInquired(): boolean {
  return typeof document !== "undefined" && hasInquiredCookie(document.cookie);
}

/** Calls `listener` when a costs inquiry has just set the cookie (useSyncExternalStore's subscribe). */
export function subscribeToInquired(listener: () => void): () => void {
  window.addEventListener(INQUIRED_EVENT, listener);
  return () => window.removeEventListener(INQUIRED_EVENT, listener);
}

/** Tells blurred prices on the page that the cookie is now set (the server set it on the answer). */
export function announceInquired(): void {
  window.dispatchEvent(new Event(INQUIRED_EVENT));
}
