import { reviewLinkDependencies } from "@web/services/reviewLinkDependencies";
import { getReviewByToken } from "@web/api/reviewLinks";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export function GET(request: Request) {
  return getReviewByToken(request, reviewLinkDependencies);
}
