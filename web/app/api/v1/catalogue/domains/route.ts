import { getCatalogueDomains } from "@web/api/catalogue";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export async function GET(request: Request) {
  return getCatalogueDomains(request);
}
