import { appDependencies } from "@web/api/appDependencies";
import { getRecentReviews } from "@web/api/handlers";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export async function GET(request: Request) {
  return getRecentReviews(request, appDependencies);
}
