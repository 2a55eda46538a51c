import { appDependencies } from "@web/services/appDependencies";
import { geoCopyPreview, studioPreflight } from "@web/api/studioGeoCopy";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export function OPTIONS(request: Request) {
  return studioPreflight(request);
}

export async function POST(request: Request) {
  return geoCopyPreview(request, appDependencies);
}
