import { getGeoIpLookup } from "@web/services/geocoding/geoIp";
import { clientIp } from "@web/site/requestHost";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * spec 7 `GET /api/geoip`: the visitor's city, state, latitude and longitude, or all four
 * empty (spec 8). The address is the client's ({@link clientIp}: the TCP peer, or
 * X-Forwarded-For behind TRUST_PROXY), never a query parameter, so the endpoint locates
 * its caller only. The browser may keep the answer for the 30 minutes the server does.
 */
export async function GET(request: Request) {
  const location = await getGeoIpLookup().locate(clientIp(request));
  return Response.json(location, { headers: { "cache-control": "private, max-age=1800" } });
}
