/**
 * GET /api/v1/b2c/care-recipient-leads/q/{token} (spec 7, issue 24 "Care-recipient
 * leads"): the "Your request" summary of the one lead a signed, expiring token names
 * (web/services/leadSummary.ts), never a lead by its id. The token is a bearer secret
 * in the path, so the answer is kept by no cache and sent on as no referrer.
 *
 *   200 {lead: LeadSummary}            the token is good on this site
 *   404 {error: "Not found", statusCode} anything else, one answer for every reason
 *   503 {error, statusCode}            the lead store cannot be read now
 */
import { findLeadSummary, type LeadSummaryDependencies } from "@web/services/leadSummary";
import { leadTokenOf } from "@web/rules/inquiry/leadSummary";
import { requestQuery, siteOfRequest } from "./http";

export const LEAD_NOT_FOUND = "Not found";
export const LEAD_SUMMARY_UNAVAILABLE = "The request summary cannot be read right now";

const HEADERS = {
  "cache-control": "no-store",
  "referrer-policy": "no-referrer",
  "x-robots-tag": "noindex",
};

function answer(body: unknown, status: number): Response {
  return Response.json(body, { status, headers: HEADERS });
}

export async function getCareRecipientLead(
  request: Request,
  token: string,
  dependencies: LeadSummaryDependencies,
): Promise<Response> {
  const site = siteOfRequest(request, requestQuery(request));
  const result = await findLeadSummary(leadTokenOf(token), site, dependencies);
  if (result.ok) return answer({ lead: result.summary }, 200);
  if (result.reason === "store-failed") {
    return answer({ error: LEAD_SUMMARY_UNAVAILABLE, statusCode: 503 }, 503);
  }
  return answer({ error: LEAD_NOT_FOUND, statusCode: 404 }, 404);
}
