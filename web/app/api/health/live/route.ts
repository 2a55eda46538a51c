export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** Liveness: the process answers HTTP (web/site/readiness.ts). */
export function GET(): Response {
  return Response.json({ status: "live" }, { headers: { "cache-control": "no-store" } });
}
