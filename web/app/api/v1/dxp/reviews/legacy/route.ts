import { reviewLinkDependencies } from "@web/services/reviewLinkDependencies";
import { getLegacyReview } from "@web/api/reviewLinks";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export function GET(request: Request) {
  return getLegacyReview(request, reviewLinkDependencies);
}
