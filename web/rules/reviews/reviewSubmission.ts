/**
 * A visitor's review (spec 2.3: Write a review opens the review modal; spec 3 Review:
 * name, rating, title, content, careType). ONE yup schema, shared by the browser
 * form (react-hook-form) and the route handler (POST /api/reviews), so both give the
 * same messages. A stored review waits for moderation and is never shown before it
 * is approved.
 */
import { number, object, string, type InferType } from "yup";

export const REVIEW_LIMITS = {
  name: 80,
  title: 120,
  contentMin: 20,
  contentMax: 5000,
} as const;

export const REVIEW_MESSAGES = {
  rating: "Please choose a rating from 1 to 5 stars",
  name: "Please enter your name",
  nameLong: `Please keep your name under ${REVIEW_LIMITS.name} characters`,
  title: "Please give your review a title",
  titleLong: `Please keep the title under ${REVIEW_LIMITS.title} characters`,
  content: "Please write your review",
  contentShort: `Please write at least ${REVIEW_LIMITS.contentMin} characters`,
  contentLong: `Please keep your review under ${REVIEW_LIMITS.contentMax} characters`,
  /** Shown after a review is stored (it waits for moderation). */
  submitted:
    "Thank you! Your review has been received. It will appear on this page once our team has approved it.",
  failed: "We could not send your review. Please try again in a moment.",
  tooMany: "You have sent several reviews in a short time. Please try again later.",
  unknownProvider: "This provider is not in our directory any more.",
} as const;

/** The honeypot: a field people never see; a value in it marks a bot. */
export const REVIEW_HONEYPOT_FIELD = "website";

/** The fields a visitor fills in. */
export const reviewFieldsSchema = object({
  rating: number()
    .transform((value: number, original: unknown) =>
      original === "" || original === null ? undefined : value,
    )
    .typeError(REVIEW_MESSAGES.rating)
    .required(REVIEW_MESSAGES.rating)
    .integer(REVIEW_MESSAGES.rating)
    .min(1, REVIEW_MESSAGES.rating)
    .max(5, REVIEW_MESSAGES.rating),
  name: string()
    .trim()
    .required(REVIEW_MESSAGES.name)
    .max(REVIEW_LIMITS.name, REVIEW_MESSAGES.nameLong),
  title: string()
    .trim()
    .required(REVIEW_MESSAGES.title)
    .max(REVIEW_LIMITS.title, REVIEW_MESSAGES.titleLong),
  content: string()
    .trim()
    .required(REVIEW_MESSAGES.content)
    .min(REVIEW_LIMITS.contentMin, REVIEW_MESSAGES.contentShort)
    .max(REVIEW_LIMITS.contentMax, REVIEW_MESSAGES.contentLong),
  /** The care type the review is about (one of the provider's); empty for its main one. */
  careType: string().trim().max(64).default(""),
});

export type ReviewFields = InferType<typeof reviewFieldsSchema>;

/** What the browser sends besides the fields: the provider and an idempotency key. */
export const reviewPayloadSchema = reviewFieldsSchema.shape({
  providerId: string().trim().required("providerId is required").max(64),
  /** One stored review per submission id, however often the form is re-sent. */
  submissionId: string()
    .trim()
    .matches(/^[A-Za-z0-9_-]{8,64}$/, "submissionId must be 8-64 letters, digits, - or _")
    .required("submissionId is required"),
});

export type ReviewPayload = InferType<typeof reviewPayloadSchema>;

/** The route's answer: `{success, message}`, with field errors on a 400. */
export interface ReviewResponse {
  success: boolean;
  message: string;
  /** "pending": stored and waiting for moderation. */
  status?: "pending";
  errors?: Partial<Record<keyof ReviewFields, string>>;
}
