import { appDependencies } from "@web/services/appDependencies";
import { facetedSearchEndpoint } from "@web/api/handlers";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export async function GET(request: Request) {
  return facetedSearchEndpoint(request, appDependencies);
}

export async function POST(request: Request) {
  return facetedSearchEndpoint(request, appDependencies);
}
