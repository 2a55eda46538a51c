import { appDependencies } from "@web/services/appDependencies";
import { getProviderById } from "@web/api/handlers";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export async function GET(request: Request, context: { params: Promise<{ idOrSlug: string }> }) {
  const { idOrSlug } = await context.params;
  return getProviderById(request, appDependencies, idOrSlug);
}
