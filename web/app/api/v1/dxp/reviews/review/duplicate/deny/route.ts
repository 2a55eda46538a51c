import { reviewLinkDependencies } from "@web/services/reviewLinkDependencies";
import { postDuplicateDecision } from "@web/api/reviewLinks";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const deny = postDuplicateDecision("deny");

export function POST(request: Request) {
  return deny(request, reviewLinkDependencies);
}
