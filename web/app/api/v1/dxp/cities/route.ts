import { appDependencies } from "@web/services/appDependencies";
import { getCities } from "@web/api/handlers";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export async function GET(request: Request) {
  return getCities(request, appDependencies);
}
