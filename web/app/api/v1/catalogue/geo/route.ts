import { appDependencies } from "@web/services/appDependencies";
import { getCatalogueGeo } from "@web/api/catalogue";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export async function GET(request: Request) {
  return getCatalogueGeo(request, appDependencies);
}
