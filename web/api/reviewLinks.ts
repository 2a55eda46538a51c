/**
 * The review workflows by link (spec 7 `/v1/dxp/...`, spec 8): each link carries a
 * signed, expiring, single-use token (web/services/reviewLinkTokens.ts). Every failure
 * answers `{success: false, error}`: the reason when there is one to give (invalid,
 * expired or used link, unknown subject, field messages), else spec 8's default
 * 'An error occurred while processing the request'. docs/api.md lists the endpoints.
 */
import type { AnyObject, InferType, ObjectSchema } from "yup";
import type { DirectoryStore } from "@web/directory/store";
import type { ReviewLinkAction, ReviewLinkActionKind } from "@web/rules/model/types";
import { describeError, log } from "@web/lib/log";
import {
  duplicateDecisionSchema,
  moveInReportSchema,
  providerResponseSchema,
  REVIEW_LINK_DEFAULT_ERROR,
  REVIEW_LINK_MESSAGES,
  reviewContestSchema,
  type ReviewLinkPurpose,
} from "@web/rules/reviews/reviewLinks";
import { readBody, validateBody } from "./body";
import { requestQuery } from "./http";
import { isSameOriginPost } from "./inquiryRequests";
import { verifyReviewLinkToken, type ReviewLinkClaims } from "../services/reviewLinkTokens";

export interface ReviewLinkDependencies {
  store(): Promise<DirectoryStore>;
  /** The signing key; null: links are off (production without REVIEW_LINK_SECRET). */
  secret: string | null;
  now?(): Date;
}

const MAX_BODY_BYTES = 16 * 1024;

type Answer = { status: number; body: Record<string, unknown> };

class LinkFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

function json({ status, body }: Answer): Response {
  return Response.json(body, { status, headers: { "cache-control": "no-store" } });
}

/** Runs a handler; a LinkFailure is its answer, anything else spec 8's default error. */
async function answer(where: string, run: () => Promise<Answer>): Promise<Response> {
  try {
    return json(await run());
  } catch (error) {
    if (error instanceof LinkFailure) {
      return json({
        status: error.status,
        body: {
          success: false,
          error: error.message,
          ...(error.errors ? { errors: error.errors } : {}),
        },
      });
    }
    log.error("review-link-failed", { where, error: describeError(error).error });
    return json({ status: 500, body: { success: false, error: REVIEW_LINK_DEFAULT_ERROR } });
  }
}

function claimsOf(
  dependencies: ReviewLinkDependencies,
  token: string | null | undefined,
  purpose: ReviewLinkPurpose,
): ReviewLinkClaims {
  const check = verifyReviewLinkToken(dependencies.secret, token, purpose, dependencies.now?.());
  if (check.ok) return check.claims;
  switch (check.reason) {
    case "expired":
      throw new LinkFailure(410, REVIEW_LINK_MESSAGES.expired);
    case "disabled":
      throw new LinkFailure(503, REVIEW_LINK_DEFAULT_ERROR);
    default:
      throw new LinkFailure(400, REVIEW_LINK_MESSAGES.invalid);
  }
}

/** The body read with one of the schemas; a LinkFailure with every field's message otherwise. */
async function bodyOf<S extends ObjectSchema<AnyObject>>(
  request: Request,
  schema: S,
): Promise<InferType<S>> {
  if (!isSameOriginPost(request)) throw new LinkFailure(403, REVIEW_LINK_MESSAGES.invalid);
  const read = await readBody(request, { maxBytes: MAX_BODY_BYTES, forms: true });
  if (!read.ok) {
    if (read.reason === "too-large") throw new LinkFailure(413, "The request is too large");
    if (read.reason === "unsupported") throw new LinkFailure(415, "Send JSON or the form's post");
    throw new LinkFailure(400, read.message);
  }
  const validation = await validateBody(schema, read.body);
  if (!validation.valid) throw new LinkFailure(400, validation.message, validation.errors);
  return validation.value;
}

async function record(
  dependencies: ReviewLinkDependencies,
  action: ReviewLinkAction,
  message: string,
): Promise<Answer> {
  const result = await (await dependencies.store()).recordReviewLinkAction(action);
  if (!result.recorded) {
    throw result.reason === "used"
      ? new LinkFailure(409, REVIEW_LINK_MESSAGES.used)
      : new LinkFailure(404, REVIEW_LINK_MESSAGES.unknown);
  }
  log.info("review-link-action", { kind: action.kind, actionId: result.action.id });
  return { status: 200, body: { success: true, message } };
}

/** GET /api/v1/dxp/reviews?token: the review a provider's link is about. */
export function getReviewByToken(request: Request, dependencies: ReviewLinkDependencies) {
  return answer("review by token", async () => {
    const claims = claimsOf(dependencies, requestQuery(request).get("token"), "provider-review");
    const review = claims.reviewId
      ? await (await dependencies.store()).reviewById(claims.reviewId)
      : null;
    if (!review) throw new LinkFailure(404, REVIEW_LINK_MESSAGES.unknown);
    return { status: 200, body: { success: true, review } };
  });
}

function reviewAnswer(kind: Extract<ReviewLinkActionKind, "response" | "contest">) {
  return (request: Request, dependencies: ReviewLinkDependencies) =>
    answer(`review ${kind}`, async () => {
      const claims = claimsOf(dependencies, requestQuery(request).get("token"), "provider-review");
      const text =
        kind === "response"
          ? (await bodyOf(request, providerResponseSchema)).response
          : (await bodyOf(request, reviewContestSchema)).reason;
      return record(
        dependencies,
        { tokenId: claims.jti, kind, reviewId: claims.reviewId ?? null, text },
        kind === "response" ? REVIEW_LINK_MESSAGES.responded : REVIEW_LINK_MESSAGES.contested,
      );
    });
}

/** POST /api/v1/dxp/reviews/response?token {response}: the provider's reply (pending). */
export const postReviewResponse = reviewAnswer("response");
/** POST /api/v1/dxp/reviews/contest?token {reason}: the provider contests the review. */
export const postReviewContest = reviewAnswer("contest");

/** GET /api/v1/dxp/move-in?token: the provider a family's move-in link is about. */
export function getMoveIn(request: Request, dependencies: ReviewLinkDependencies) {
  return answer("move-in", async () => {
    const claims = claimsOf(dependencies, requestQuery(request).get("token"), "move-in");
    const provider = claims.providerId
      ? await (await dependencies.store()).getProvider(claims.providerId)
      : null;
    if (!provider) throw new LinkFailure(404, REVIEW_LINK_MESSAGES.unknown);
    return {
      status: 200,
      body: {
        success: true,
        provider: { id: provider.id, name: provider.name, path: provider.path },
      },
    };
  });
}

/** POST /api/v1/dxp/move-in?token {moveInDate, residentName?, notes?}: report a move-in. */
export function postMoveIn(request: Request, dependencies: ReviewLinkDependencies) {
  return answer("move-in report", async () => {
    const claims = claimsOf(dependencies, requestQuery(request).get("token"), "move-in");
    const report = await bodyOf(request, moveInReportSchema);
    const details: Record<string, string> = { moveInDate: report.moveInDate };
    if (report.residentName) details.residentName = report.residentName;
    if (report.notes) details.notes = report.notes;
    return record(
      dependencies,
      { tokenId: claims.jti, kind: "move-in", providerId: claims.providerId ?? null, details },
      REVIEW_LINK_MESSAGES.movedIn,
    );
  });
}

/**
 * POST /api/v1/dxp/reviews/review/duplicate/approve/ and /deny/ {confirmationToken}:
 * the reviewer keeps a review that looked like a duplicate, or withdraws it.
 */
export function postDuplicateDecision(decision: "approve" | "deny") {
  return (request: Request, dependencies: ReviewLinkDependencies) =>
    answer(`duplicate ${decision}`, async () => {
      const { confirmationToken } = await bodyOf(request, duplicateDecisionSchema);
      const claims = claimsOf(dependencies, confirmationToken, "duplicate-review");
      return record(
        dependencies,
        {
          tokenId: claims.jti,
          kind: decision === "approve" ? "duplicate-approve" : "duplicate-deny",
          submissionId: claims.submissionId ?? null,
        },
        decision === "approve"
          ? REVIEW_LINK_MESSAGES.duplicateApproved
          : REVIEW_LINK_MESSAGES.duplicateDenied,
      );
    });
}

/** GET /api/v1/dxp/reviews/legacy?id: a published review by its id (no token). */
export function getLegacyReview(request: Request, dependencies: ReviewLinkDependencies) {
  return answer("legacy review", async () => {
    const id = requestQuery(request).get("id")?.trim();
    if (!id || id.length > 64) throw new LinkFailure(400, "Give the review's id");
    const review = await (await dependencies.store()).reviewById(id);
    if (!review) throw new LinkFailure(404, REVIEW_LINK_MESSAGES.unknown);
    return { status: 200, body: { success: true, review } };
  });
}
