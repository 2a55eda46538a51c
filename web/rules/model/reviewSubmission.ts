/**
 * A visitor's review on its way to moderation (spec 2.3 Write a review). Stored apart
 * from published reviews (the `reviews` table every read uses), so a pending review
 * is never shown: moderation approves it into the published reviews.
 */

/** What the API hands the store, already validated (web/rules/reviews/reviewSubmission.ts). */
export interface ReviewSubmission {
  /** The provider's public id. */
  providerId: string;
  /** The idempotency key: the same submission stored twice is one review. */
  submissionId: string;
  /** One of the provider's care types; anything else is stored as its main care type. */
  careType: string | null;
  rating: number;
  name: string;
  title: string;
  content: string;
  /** A hash of the client's address, for moderators to spot floods (never the address). */
  clientKey: string | null;
}

export type ReviewStatus = "pending";

/** A stored submission, as moderation lists it. */
export interface PendingReview {
  id: string;
  providerId: string;
  careType: string;
  rating: number;
  name: string;
  title: string;
  content: string;
  status: ReviewStatus;
  /** ISO timestamp of the first store. */
  submittedAt: string;
}

/** The answer to a submission: the stored review, and whether this call stored it. */
export interface ReviewSubmissionResult {
  review: PendingReview;
  /** False when the submission id had been stored before (a retry). */
  created: boolean;
}
