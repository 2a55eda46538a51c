/**
 * What the holders of review links did (spec 7 `/v1/dxp/...`): a provider's response
 * to a review or its contest, a family's move-in report, a reviewer's decision on a
 * review that looked like a duplicate. Each is recorded once per link token and waits
 * for the team (status "pending"); none changes a published review by itself.
 */

export type ReviewLinkActionKind =
  "response" | "contest" | "move-in" | "duplicate-approve" | "duplicate-deny";

/** What the API hands the store, already checked (token verified, body validated). */
export interface ReviewLinkAction {
  /** The link token's id (`jti`): the action is recorded once per token. */
  tokenId: string;
  kind: ReviewLinkActionKind;
  /** The published review (response, contest). */
  reviewId?: string | null;
  /** The provider (move-in). */
  providerId?: string | null;
  /** The review submission (duplicate decisions). */
  submissionId?: string | null;
  text?: string | null;
  details?: Record<string, string> | null;
}

export interface StoredReviewLinkAction {
  id: string;
  kind: ReviewLinkActionKind;
  providerId: string;
  reviewId: string | null;
  submissionId: string | null;
  text: string | null;
  details: Record<string, string> | null;
  status: "pending";
  /** ISO timestamp. */
  createdAt: string;
}

export type ReviewLinkActionResult =
  | { recorded: true; action: StoredReviewLinkAction }
  /** used: this token already did something; unknown: its review, provider or submission is not there. */
  | { recorded: false; reason: "used" | "unknown" };
