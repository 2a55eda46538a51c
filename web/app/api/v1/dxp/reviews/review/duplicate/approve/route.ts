import { reviewLinkDependencies } from "@web/services/reviewLinkDependencies";
import { postDuplicateDecision } from "@web/api/reviewLinks";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const approve = postDuplicateDecision("approve");

export function POST(request: Request) {
  return approve(request, reviewLinkDependencies);
}
