import { reviewLinkDependencies } from "@web/services/reviewLinkDependencies";
import { getMoveIn, postMoveIn } from "@web/api/reviewLinks";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export function GET(request: Request) {
  return getMoveIn(request, reviewLinkDependencies);
}

export function POST(request: Request) {
  return postMoveIn(request, reviewLinkDependencies);
}
