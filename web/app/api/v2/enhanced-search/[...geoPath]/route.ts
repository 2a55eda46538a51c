import { appDependencies } from "@web/services/appDependencies";
import { getEnhancedSearchV2 } from "@web/api/enhancedSearch";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export async function GET(request: Request, context: { params: Promise<{ geoPath: string[] }> }) {
  const { geoPath } = await context.params;
  return getEnhancedSearchV2(request, appDependencies, geoPath);
}
