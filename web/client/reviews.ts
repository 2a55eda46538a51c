/**
 * The browser side of Write a review (spec 2.3): the post to POST /api/reviews. The
 * server's message is shown as it comes (it is the shared schema's or the form's own
 * text); a network failure gets the form's failure message.
 */
import { REVIEW_MESSAGES, type ReviewResponse } from "@web/rules/reviews/reviewSubmission";

export const REVIEWS_ENDPOINT = "/api/reviews";

export interface ReviewPostBody {
  providerId: string;
  submissionId: string;
  rating: number;
  name: string;
  title: string;
  content: string;
  careType: string;
}

export type PostReviewResult =
  | { ok: true; message: string }
  | { ok: false; message: string; fieldErrors: Record<string, string> };

function isReviewResponse(value: unknown): value is ReviewResponse {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as ReviewResponse).success === "boolean" &&
    typeof (value as ReviewResponse).message === "string"
  );
}

export async function postReview(
  body: ReviewPostBody,
  fetchImpl: typeof fetch = fetch,
): Promise<PostReviewResult> {
  try {
    const response = await fetchImpl(REVIEWS_ENDPOINT, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body),
      credentials: "same-origin",
    });
    const answer: unknown = await response.json().catch(() => null);
    if (!isReviewResponse(answer)) {
      return { ok: false, message: REVIEW_MESSAGES.failed, fieldErrors: {} };
    }
    if (response.ok && answer.success) return { ok: true, message: answer.message };
    const fieldErrors: Record<string, string> = { ...(answer.errors ?? {}) };
    return { ok: false, message: answer.message, fieldErrors };
  } catch {
    return { ok: false, message: REVIEW_MESSAGES.failed, fieldErrors: {} };
  }
}
