import { appDependencies } from "@web/services/appDependencies";
import { getEnhancedSearchV1 } from "@web/api/enhancedSearch";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export async function GET(request: Request) {
  return getEnhancedSearchV1(request, appDependencies);
}
