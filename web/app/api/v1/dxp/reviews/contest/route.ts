import { reviewLinkDependencies } from "@web/services/reviewLinkDependencies";
import { postReviewContest } from "@web/api/reviewLinks";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export function POST(request: Request) {
  return postReviewContest(request, reviewLinkDependencies);
}
