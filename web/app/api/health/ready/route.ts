import { readiness } from "@web/site/readiness";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** 200 once the warm-up is over, 503 with Retry-After before (web/site/readiness.ts). */
export function GET(): Response {
  const state = readiness();
  return Response.json(
    { status: state.phase, since: new Date(state.since).toISOString() },
    {
      status: state.ready ? 200 : 503,
      headers: { "cache-control": "no-store", ...(state.ready ? {} : { "retry-after": "2" }) },
    },
  );
}
