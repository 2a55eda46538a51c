import { getCareRecipientLead } from "@web/api/leadSummary";
import { leadSummaryDependencies } from "@web/services/inquiryDependencies";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * spec 7 GET /v1/b2c/care-recipient-leads/q/{x}: `x` is the signed, expiring token of
 * one lead (the thank-you page's "Your request" summary), never a lead's id.
 */
export async function GET(request: Request, context: { params: Promise<{ x: string }> }) {
  const { x } = await context.params;
  return getCareRecipientLead(request, x, leadSummaryDependencies);
}
