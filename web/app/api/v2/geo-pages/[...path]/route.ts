import { appDependencies } from "@web/services/appDependencies";
import { getGeoPage } from "@web/api/handlers";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export async function GET(request: Request, context: { params: Promise<{ path: string[] }> }) {
  const { path } = await context.params;
  return getGeoPage(request, appDependencies, path);
}
