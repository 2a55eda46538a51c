import { reviewDependencies } from "@web/services/reviewDependencies";
import { postReview } from "@web/api/reviews";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export async function POST(request: Request) {
  return postReview(request, reviewDependencies);
}
