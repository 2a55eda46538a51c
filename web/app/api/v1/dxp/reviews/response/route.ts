import { reviewLinkDependencies } from "@web/services/reviewLinkDependencies";
import { postReviewResponse } from "@web/api/reviewLinks";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export function POST(request: Request) {
  return postReviewResponse(request, reviewLinkDependencies);
}
