import { appDependencies } from "@web/services/appDependencies";
import { postProvidersByIds } from "@web/api/handlers";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export async function POST(request: Request) {
  return postProvidersByIds(request, appDependencies);
}
