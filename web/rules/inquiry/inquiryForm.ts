import { formatUsPhoneNumber } from "./phoneNumber";
import type { InquiryProviderSummary } from "./inquiry";
import { THANK_YOU_PATH } from "./inquiryConstants";
import { LEAD_TOKEN_PARAM, leadTokenOf } from "./leadSummary";

/**
 * How the request-costs inquiry form is placed and what follows a submission (spec
 * 2.3 "Request-costs inquiry form", spec 4 "Inquiry form", spec 2.2 the costs hash).
 * Pure rules; the form component (component-registry/parts/inquiryForm) calls them.
 */

/** spec 2.3: the form is shown vertically, horizontally, or in a full-page or fit-content modal. */
export const INQUIRY_FORM_LAYOUTS = [
  "vertical",
  "horizontal",
  "fullPageModal",
  "fitContentModal",
] as const;
export type InquiryFormLayout = (typeof INQUIRY_FORM_LAYOUTS)[number];

export function isModalLayout(layout: InquiryFormLayout): boolean {
  return layout === "fullPageModal" || layout === "fitContentModal";
}

/** Reads an editor's layout value; anything unknown is the vertical form. */
export function inquiryFormLayout(value: string | null | undefined): InquiryFormLayout {
  return (INQUIRY_FORM_LAYOUTS as readonly string[]).includes(value ?? "")
    ? (value as InquiryFormLayout)
    : "vertical";
}

/** What the visitor asks for; a costs inquiry about one provider is answered with its prices. */
export const INQUIRY_TYPES = ["costs", "information", "tour"] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];

/** spec 5: the Medicaid checkbox shows only for the senior-living roll-up type. */
export const MEDICAID_ROLL_UP_TYPE = "senior-living";

/**
 * spec 5: whether the form asks "paying with Medicaid": only for the senior-living
 * roll-up type, and only where the placement turns the question on
 * (showPayingWithMedicaid of the header item or the block).
 */
export function asksPayingWithMedicaid(
  rollUpType: string | null | undefined,
  showPayingWithMedicaid: boolean | null | undefined,
): boolean {
  return rollUpType === MEDICAID_ROLL_UP_TYPE && showPayingWithMedicaid === true;
}

/**
 * The optional tour-time question's choices (spec 3: tourTime is optional; its values
 * are not given, so the form offers parts of the week rather than a free date).
 */
export const TOUR_TIME_OPTIONS = [
  "Weekday morning",
  "Weekday afternoon",
  "Weekday evening",
  "Weekend",
] as const;

/** The labels of the optional fields and the Medicaid checkbox (spec 5 names only the header's three). */
export const INQUIRY_LABELS = {
  whoAreYouLookingFor: "Who are you looking for?",
  fullName: "Your Full Name",
  phoneNumber: "Your Phone Number",
  email: "Your Email",
  payingWithMedicaid: "I will be paying with Medicaid",
  tourTime: "Preferred tour time (optional)",
  typeOfCare: "Type of care (optional)",
  budget: "What is your monthly budget? (optional)",
} as const;

/** The form's questions, by their payload names. */
export type InquiryFieldName = keyof typeof INQUIRY_LABELS;

/**
 * The one-step form's order of questions: who, the contact details, then the optional
 * ones. The first invalid field in this order gets the focus.
 */
export const INQUIRY_FIELD_ORDER: readonly InquiryFieldName[] = [
  "whoAreYouLookingFor",
  "fullName",
  "phoneNumber",
  "email",
  "tourTime",
  "typeOfCare",
  "budget",
  "payingWithMedicaid",
];

/** One step of the multi-step form: its title and its questions, in order. */
export interface InquiryStep {
  title: string;
  fields: readonly InquiryFieldName[];
}

/** Which of the form's optional questions a placement asks. */
export interface InquiryQuestions {
  hideWhoAreYouLookingFor: boolean;
  askTypeOfCare: boolean;
  askTourTime: boolean;
  askBudget: boolean;
  askMedicaid: boolean;
}

/**
 * The multi-step inquiry form's steps (issue 24, flag `enhanced-inquiry-form`): the
 * same questions as the one-step form, split into who and what care, budget and
 * timing, then the contact details, which are always asked and always last. A step
 * without a question is left out.
 */
export function inquirySteps(questions: InquiryQuestions): InquiryStep[] {
  const pick = (fields: (InquiryFieldName | false)[]) =>
    fields.filter((field): field is InquiryFieldName => field !== false);
  const steps: InquiryStep[] = [
    {
      title: "Who needs care",
      fields: pick([
        !questions.hideWhoAreYouLookingFor && "whoAreYouLookingFor",
        questions.askTypeOfCare && "typeOfCare",
      ]),
    },
    {
      title: questions.askTourTime ? "Budget and timing" : "Budget",
      fields: pick([
        questions.askBudget && "budget",
        questions.askTourTime && "tourTime",
        questions.askMedicaid && "payingWithMedicaid",
      ]),
    },
    { title: "Your contact details", fields: ["fullName", "phoneNumber", "email"] },
  ];
  return steps.filter((step) => step.fields.length > 0);
}

/** A provider or page path that may be put in the thank-you URL: a same-site path only. */
export function safeThankYouSlug(slug: string | null | undefined): string | null {
  if (typeof slug !== "string") return null;
  const path = slug.trim();
  return /^\/(?!\/)[A-Za-z0-9\-_/.]*$/.test(path) && !path.includes("..") ? path : null;
}

/**
 * spec 2.1: the thank-you page's URL, query slug (the provider's path) and phone. Both are
 * dropped when they are not a same-site path and a US number, so the page never shows
 * or links anything a crafted URL put there. `lead`: the token of the page's "Your
 * request" summary (issue 24 "Care-recipient leads"), when the inquiry's answer has one.
 */
export function thankYouUrl({
  slug,
  phone,
  lead,
}: {
  slug?: string | null;
  phone?: string | null;
  lead?: string | null;
}): string {
  const query = new URLSearchParams();
  const safeSlug = safeThankYouSlug(slug);
  const safePhone = formatUsPhoneNumber(phone);
  const token = leadTokenOf(lead);
  if (safeSlug) query.set("slug", safeSlug);
  if (safePhone) query.set("phone", safePhone);
  if (token) query.set(LEAD_TOKEN_PARAM, token);
  const search = query.toString();
  return search ? `${THANK_YOU_PATH}?${search}` : THANK_YOU_PATH;
}

/** What the form does after a successful submission (spec 4, in the spec's order). */
export type InquirySuccessOutcome =
  | { kind: "message"; message: string }
  | { kind: "costsModal"; provider: InquiryProviderSummary }
  | { kind: "thankYouModal"; provider: InquiryProviderSummary }
  | { kind: "redirect"; url: string };

/**
 * spec 4: success with a thank-you message replaces the form with that message; success
 * with a provider in the answer opens a costs modal (a costs inquiry) or a thank-you
 * modal; otherwise the page goes to the thank-you page (with the provider's path and
 * the number to call, spec 2.1).
 */
export function inquirySuccessOutcome({
  successMessage,
  inquiryType,
  provider,
  slug,
  phone,
  lead,
}: {
  successMessage?: string | null;
  inquiryType: InquiryType;
  provider: InquiryProviderSummary | null;
  slug?: string | null;
  phone?: string | null;
  /** The answer's summary token, for the thank-you page. */
  lead?: string | null;
}): InquirySuccessOutcome {
  const message = successMessage?.trim();
  if (message) return { kind: "message", message };
  if (provider) {
    return inquiryType === "costs"
      ? { kind: "costsModal", provider }
      : { kind: "thankYouModal", provider };
  }
  return { kind: "redirect", url: thankYouUrl({ slug, phone, lead }) };
}

/**
 * spec 2.2: after a costs inquiry the page jumps to the provider's costs section when it
 * has prices, otherwise to its comparison section.
 */
export function costsInquiryHash(provider: Pick<InquiryProviderSummary, "id" | "services">) {
  const priced = provider.services.some(
    (service) => typeof service.startingPriceCents === "number" && service.startingPriceCents > 0,
  );
  return priced ? `#provider-costs-${provider.id}` : `#provider-comparison-${provider.id}`;
}

/** spec 8: the costs modal's text when the provider has no prices. */
export const PRICING_UNAVAILABLE = "Pricing unavailable from this provider";

/** spec 4/6: the call to action on a blurred price. */
export const UNLOCK_PRICE_LABEL = "Unlock Price";

/**
 * The thank-you page's query as its blocks read it (spec 2.1): `slug`, a same-site
 * path, and `phone`, a US number in the mask; anything else is dropped.
 */
export function thankYouQuery(
  query: Record<string, string | string[] | undefined> | URLSearchParams,
): URLSearchParams {
  const read = (name: string) => {
    const value = query instanceof URLSearchParams ? query.get(name) : query[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const result = new URLSearchParams();
  const slug = safeThankYouSlug(read("slug"));
  const phone = formatUsPhoneNumber(read("phone"));
  if (slug) result.set("slug", slug);
  if (phone) result.set("phone", phone);
  return result;
}
