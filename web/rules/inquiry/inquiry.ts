import { mixed, object, string, type InferType } from "yup";
import {
  INVALID_PHONE_NUMBER_MESSAGE,
  MISSING_PHONE_NUMBER_MESSAGE,
  formatUsPhoneNumber,
  matchesPhoneMask,
} from "./phoneNumber";
import { WHO_ARE_YOU_LOOKING_FOR_OPTIONS, type WhoAreYouLookingFor } from "./inquiryConstants";

/**
 * The inquiry form's rules (spec 3 "Inquiry payload", spec 5 "Inquiry form"). ONE
 * yup schema: the browser form validates with it on blur (react-hook-form's yup
 * resolver) and POST /api/inquiry validates the same fields with it again.
 */

// The names and texts that pages need without yup (web/rules/inquiry/inquiryConstants.ts).
export {
  DEFAULT_INQUIRY_CTA,
  INQUIRED_COOKIE,
  INQUIRY_HONEYPOT_FIELD,
  THANK_YOU_PATH,
  THANK_YOU_TITLE,
  WHO_ARE_YOU_LOOKING_FOR_OPTIONS,
  type WhoAreYouLookingFor,
} from "./inquiryConstants";

/**
 * The SEM landing page's budget question (issue 24 flags `sem-budget-question-radio`,
 * `enhanced-inquiry-form`): a monthly budget band. Not in spec 3's payload: the lead
 * keeps it in its own `budget` column (docs/spec-decisions.md). Optional.
 */
export const BUDGET_OPTIONS = [
  "Under $3,000",
  "$3,000 to $5,000",
  "$5,000 to $7,000",
  "Over $7,000",
  "Not sure yet",
] as const;
export type Budget = (typeof BUDGET_OPTIONS)[number];

/** spec 5: the value used when the select is hidden. */
export const HIDDEN_WHO_ARE_YOU_LOOKING_FOR: WhoAreYouLookingFor = "Other";

/** spec 5: the messages, exactly. */
export const INQUIRY_MESSAGES = {
  whoAreYouLookingFor: "Please make a selection",
  fullName: "Please enter your full name",
  phoneNumberMissing: MISSING_PHONE_NUMBER_MESSAGE,
  phoneNumberInvalid: INVALID_PHONE_NUMBER_MESSAGE,
  email: "Please enter a valid email address",
} as const;

/** spec 8: what the form shows when a submission fails. */
export function inquiryFailureMessage(phone: string): string {
  return `Submission error. Please call ${phone} to speak with an expert.`;
}

const MAX_TEXT = 200;
const MAX_NOTES = 2000;

/** Optional free text: trimmed, empty becomes undefined. */
const optionalText = (max: number) =>
  string()
    .trim()
    .max(max)
    .transform((value: string | undefined) => (value ? value : undefined))
    .optional();

/**
 * spec 5: payingWithMedicaid is a boolean or null. A checkbox posted natively sends
 * "on"/"true" or nothing, so strings are read as the checkbox's state.
 */
const medicaid = mixed<boolean>()
  .transform((value: unknown) => {
    if (value === undefined || value === null || value === "") return null;
    if (typeof value === "boolean") return value;
    if (typeof value === "string") return ["true", "on", "yes", "1"].includes(value.toLowerCase());
    return value;
  })
  .test("boolean-or-null", "payingWithMedicaid must be true, false or empty", (value) => {
    return value === null || value === undefined || typeof value === "boolean";
  })
  .nullable()
  .default(null);

/** The fields a visitor types or picks (spec 3, spec 5). */
export const inquiryFieldsSchema = object({
  whoAreYouLookingFor: string()
    .trim()
    .required(INQUIRY_MESSAGES.whoAreYouLookingFor)
    .oneOf(WHO_ARE_YOU_LOOKING_FOR_OPTIONS, INQUIRY_MESSAGES.whoAreYouLookingFor),
  fullName: string().trim().max(MAX_TEXT).required(INQUIRY_MESSAGES.fullName),
  phoneNumber: string()
    .trim()
    .required(INQUIRY_MESSAGES.phoneNumberMissing)
    // spec 5: a leading 1 is dropped from an 11-digit number; any US number is put
    // in the mask so a number typed without JavaScript (no live mask) still fits.
    .transform((value: string) => formatUsPhoneNumber(value) ?? value)
    .test("phone-mask", INQUIRY_MESSAGES.phoneNumberInvalid, (value) =>
      value ? matchesPhoneMask(value) : false,
    ),
  email: string()
    .trim()
    .max(MAX_TEXT)
    .required(INQUIRY_MESSAGES.email)
    .email(INQUIRY_MESSAGES.email)
    // yup's email rule accepts "a@b"; a family's address needs a domain with a dot.
    .matches(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, INQUIRY_MESSAGES.email),
  payingWithMedicaid: medicaid,
  tourTime: optionalText(MAX_TEXT),
  typeOfCare: optionalText(MAX_TEXT),
  /** One of BUDGET_OPTIONS, or not answered. */
  budget: optionalText(MAX_TEXT).test(
    "budget-option",
    "Please choose a budget from the list",
    (value) => value === undefined || (BUDGET_OPTIONS as readonly string[]).includes(value),
  ),
});

export type InquiryFields = InferType<typeof inquiryFieldsSchema>;

/**
 * What the browser sends besides the typed fields (spec 3): ids for tracking and
 * de-duplication, the provider asked about and where the form sat.
 */
export const inquiryPayloadSchema = inquiryFieldsSchema.shape({
  /** The form's submission id: the idempotency key of the lead (one lead per id). */
  submissionId: string()
    .trim()
    .matches(/^[A-Za-z0-9_-]{8,64}$/, "submissionId must be 8-64 letters, digits, - or _")
    .required("submissionId is required"),
  anonId: optionalText(64),
  formId: optionalText(64),
  trackingNotes: optionalText(MAX_NOTES),
  providerId: optionalText(64),
  source: optionalText(64),
  careLocation: optionalText(MAX_TEXT),
  /** The consent statement the visitor saw above the submit button (stored with the lead). */
  consentText: optionalText(MAX_NOTES),
  /** Whether the visitor asked for costs (the answer then carries the provider's prices). */
  inquiryType: string().oneOf(["costs", "information", "tour"]).default("costs"),
  /** The page the form was on (relative path or absolute URL). */
  landingPageUrl: optionalText(MAX_NOTES),
  /** spec 3: the feature override sent with the inquiry (stripped on the server, spec 5). */
  featureOverride: optionalText(MAX_NOTES),
});

export type InquiryPayload = InferType<typeof inquiryPayloadSchema>;

/**
 * spec 3: the provider in a costs inquiry's answer, "with services and costs". Built
 * on the server from the directory's provider; the form's costs modal renders it.
 */
export interface InquiryProviderSummary {
  id: string;
  name: string;
  /** The provider page's path. */
  path: string;
  phoneNumber: string | null;
  services: { name: string; careType: string; startingPriceCents: number | null }[];
  minimumCostCents: number | null;
  maximumCostCents: number | null;
}

/** spec 3: the answer of POST /api/inquiry. `provider` is set for a costs inquiry about one provider. */
export interface InquiryResponse<Provider = InquiryProviderSummary> {
  success: boolean;
  message: string;
  provider: Provider | null;
  /** Field -> message, on a 400. */
  errors?: Record<string, string>;
  /** The stored lead's id (never personal data). */
  leadId?: string;
  /**
   * The signed, expiring token of the thank-you page's "Your request" summary
   * (GET /api/v1/b2c/care-recipient-leads/q/{token}); absent when summaries are off.
   */
  leadToken?: string;
}
