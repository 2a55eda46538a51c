import { appDependencies } from "@web/services/appDependencies";
import { getAutocompleteSuggestions } from "@web/api/handlers";

// The suggestions come from the geocoder, which reads the npm place data from disk.
export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export async function GET(request: Request) {
  return getAutocompleteSuggestions(request, appDependencies);
}
