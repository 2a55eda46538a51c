import { appDependencies } from "@web/services/appDependencies";
import { getProviderPrices } from "@web/api/handlers";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export async function GET(request: Request, context: { params: Promise<{ idOrSlug: string }> }) {
  const { idOrSlug } = await context.params;
  return getProviderPrices(request, appDependencies, idOrSlug);
}
