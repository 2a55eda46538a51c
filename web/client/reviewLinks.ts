/**
 * The browser side of the review links (spec 7 `/v1/dxp/...`): what a link's page
 * asks the API. Every answer is `{success, ...}` or `{success: false, error}`; a
 * network failure reads as spec 8's default message.
 */
import { REVIEW_LINK_DEFAULT_ERROR } from "@web/rules/reviews/reviewConstants";

export type LinkAnswer<T> = ({ success: true } & T) | { success: false; error: string };

async function call<T>(url: string, init?: RequestInit): Promise<LinkAnswer<T>> {
  try {
    const response = await fetch(url, {
      ...init,
      headers: { accept: "application/json", ...init?.headers },
      credentials: "same-origin",
    });
    const body = (await response.json().catch(() => null)) as LinkAnswer<T> | null;
    if (body && typeof body === "object" && typeof body.success === "boolean") {
      if (body.success || typeof body.error === "string") return body;
    }
  } catch {
    // A network failure: the default message below.
  }
  return { success: false, error: REVIEW_LINK_DEFAULT_ERROR };
}

const post = <T>(url: string, body: unknown) =>
  call<T>(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

const withToken = (path: string, token: string) =>
  `/api/v1/dxp${path}?token=${encodeURIComponent(token)}`;

export interface LinkedReview {
  id: string;
  title: string;
  rating: number;
  name: string;
  createdAt: string;
  content: string;
  provider: { id: string; name: string; path: string };
}

export const fetchLinkedReview = (token: string) =>
  call<{ review: LinkedReview }>(withToken("/reviews", token));
export const postReviewResponse = (token: string, response: string) =>
  post<{ message: string }>(withToken("/reviews/response", token), { response });
export const postReviewContest = (token: string, reason: string) =>
  post<{ message: string }>(withToken("/reviews/contest", token), { reason });
export const fetchMoveInProvider = (token: string) =>
  call<{ provider: { id: string; name: string; path: string } }>(withToken("/move-in", token));
export const postMoveIn = (
  token: string,
  report: { moveInDate: string; residentName: string; notes: string },
) => post<{ message: string }>(withToken("/move-in", token), report);
export const postDuplicateDecision = (token: string, decision: "approve" | "deny") =>
  post<{ message: string }>(`/api/v1/dxp/reviews/review/duplicate/${decision}/`, {
    confirmationToken: token,
  });
