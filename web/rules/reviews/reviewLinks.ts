/**
 * Review workflows by link (spec 7 `/v1/dxp/...`, spec 8): a provider who got a link
 * about a review sees it and answers it or contests it; a family reports a move-in; a
 * reviewer confirms or withdraws a review that looked like a duplicate; the legacy
 * review by id. Each link carries a signed, expiring, single-use token (its purpose
 * decides what it may do). Failures answer `{success: false, error}` with the spec's
 * default message when there is no better one.
 */
import { object, string, type InferType } from "yup";
import { REVIEW_LINK_MESSAGES, type ReviewLinkPurpose } from "./reviewConstants";

// The names and texts that the link pages' script needs without yup (reviewConstants.ts).
export {
  REVIEW_LINK_DEFAULT_ERROR,
  REVIEW_LINK_MESSAGES,
  REVIEW_LINK_PURPOSES,
  type ReviewLinkPurpose,
} from "./reviewConstants";

/** How long a link works after it is issued. */
export const REVIEW_LINK_LIFETIME_DAYS: Readonly<Record<ReviewLinkPurpose, number>> = {
  "provider-review": 30,
  "move-in": 60,
  "duplicate-review": 14,
};

const required = (message: string, max: number) =>
  string().trim().required(message).max(max, message);

/** A provider's response to a review (plain text; shown after moderation). */
export const providerResponseSchema = object({
  response: required("Please write your response (at most 5,000 characters)", 5000).min(
    10,
    "Please write at least 10 characters",
  ),
});

/** A provider's contest of a review. */
export const reviewContestSchema = object({
  reason: required(
    "Please say why this review should be checked (at most 2,000 characters)",
    2000,
  ).min(10, "Please write at least 10 characters"),
});

/** A family's move-in report (spec 7: the body is not shown; these are the facts asked). */
export const moveInReportSchema = object({
  moveInDate: string()
    .trim()
    .required("Please give the move-in date")
    .matches(/^\d{4}-\d{2}-\d{2}$/, "Please give the move-in date as YYYY-MM-DD")
    .test("real-date", "Please give a real date", (value) => {
      if (!value) return false;
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    }),
  residentName: string().trim().max(120, "Please keep the name under 120 characters").default(""),
  notes: string().trim().max(2000, "Please keep the notes under 2,000 characters").default(""),
});

/**
 * A reviewer's answer to a duplicate-review link: the link's token travels in the body.
 * Optional here: a missing token is an invalid link (REVIEW_LINK_MESSAGES.invalid).
 */
export const duplicateDecisionSchema = object({
  confirmationToken: string().trim().max(4096, REVIEW_LINK_MESSAGES.invalid),
});

export type ProviderResponseBody = InferType<typeof providerResponseSchema>;
export type ReviewContestBody = InferType<typeof reviewContestSchema>;
export type MoveInReportBody = InferType<typeof moveInReportSchema>;

/** The `{success: false, error}` answer (spec 8). */
export interface ReviewLinkFailure {
  success: false;
  error: string;
}

/** The site page each link leads to (CMS pages holding a reviewLink block of that purpose). */
export const REVIEW_LINK_PAGES: Readonly<Record<ReviewLinkPurpose, string>> = {
  "provider-review": "/reviews/respond",
  "move-in": "/reviews/move-in",
  "duplicate-review": "/reviews/duplicate",
};
