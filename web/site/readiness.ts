import { processSingleton } from "@web/lib/processSingleton";

/**
 * Whether this server should get visitors yet (issue 28.9). A load balancer asks
 * `/api/health/ready` and sends traffic only once it answers 200: after the
 * start-up warm-up (web/site/warmUp.ts) has opened the store and rendered the hot
 * pages, so no visitor meets the cold start. `/api/health/live` answers as soon as
 * the process serves HTTP at all (liveness: restart it when that stops).
 */
export type ReadinessState =
  | { ready: false; phase: "warming-up"; since: number }
  | { ready: true; phase: "ready"; since: number; warmUp: "done" | "off" };

const state = processSingleton<{ current: ReadinessState }>("readiness", () => ({
  current: { ready: false, phase: "warming-up", since: Date.now() },
}));

export function readiness(): ReadinessState {
  return state.current;
}

/** The warm-up is over (or was turned off): from now on the server says it is ready. */
export function markReady(warmUp: "done" | "off"): void {
  if (!state.current.ready)
    state.current = { ready: true, phase: "ready", since: Date.now(), warmUp };
}
