import { createHash, timingSafeEqual } from "node:crypto";
import { log } from "@web/lib/log";
import { processSingleton } from "@web/lib/processSingleton";
import { perClientRateLimiter } from "@web/lib/rateLimitStore";
import { config, serverEnv, type Env } from "@web/lib/config";

/**
 * The embedded-mode preview secret (hosted mode validates Sanity's own secret).
 *
 * `PREVIEW_SECRET` when set. Without it, `npm run dev` and the test runners use
 * the documented local value, but a production server (NODE_ENV=production,
 * which `next start` sets) keeps draft mode off: a secret printed in the README
 * protects nothing. The state is logged once at start-up (web/instrumentation.ts).
 */
export const LOCAL_PREVIEW_SECRET = "local-preview";

export type PreviewSecretState =
  | { enabled: true; secret: string; source: "PREVIEW_SECRET" | "local default" }
  | { enabled: false; reason: string };

export function previewSecretState(env: Env = serverEnv()): PreviewSecretState {
  const configured = config.previewSecret(env);
  if (configured) return { enabled: true, secret: configured, source: "PREVIEW_SECRET" };
  if (config.isProduction(env)) {
    return {
      enabled: false,
      reason: "PREVIEW_SECRET is not set; the local default is refused in production",
    };
  }
  return { enabled: true, secret: LOCAL_PREVIEW_SECRET, source: "local default" };
}

function digest(value: string): Buffer {
  return createHash("sha256").update(value, "utf8").digest();
}

/**
 * Whether `candidate` is the preview secret. Compared in constant time over
 * equal-length digests, so neither the content nor the length of the secret
 * shows in the response time.
 */
export function isValidPreviewSecret(
  candidate: string | null,
  state: PreviewSecretState = previewSecretState(),
): boolean {
  if (!state.enabled || !candidate) return false;
  return timingSafeEqual(digest(candidate), digest(state.secret));
}

/**
 * Failed preview-secret guesses per client: 5 in a row, then one more every 3
 * minutes (429 with Retry-After in between). While a client is throttled even
 * the right secret is refused, so guessing cannot go on in the background.
 *
 * One bucket per client for the whole process (issue 28.7): the QA views' check in
 * the proxy (web/pageKinds/qa/access.ts), /api/draft-mode/enable and /api/preview-links are
 * separate bundles, each with its own copy of this module, so the limiter is kept
 * process-wide (web/lib/processSingleton.ts) and every guess counts in one place. With
 * REDIS_URL (or DATABASE_URL) the count is shared by every instance (issue 25.2: 5
 * failures per 15-minute window there), so a second instance is no second chance.
 */
export const previewFailures = processSingleton("preview-secret-failures", () =>
  perClientRateLimiter("preview-secret", {
    capacity: 5,
    refillIntervalMs: 3 * 60 * 1000,
  }),
);

/** One start-up line saying whether and how draft preview can be entered. */
export function logPreviewSecretState(env: Env = serverEnv()): void {
  // Hosted mode with a read token: next-sanity validates the Presentation tool's secret
  // (web/app/api/draft-mode/enable/route.ts, web/content/client.ts hostedConfig).
  const sanity = config.sanity(env);
  if (sanity.projectId && sanity.dataset && sanity.readToken) {
    log.info("draft-preview", { enabled: true, validatedBy: "Sanity preview URL secret" });
    return;
  }
  const state = previewSecretState(env);
  if (state.enabled) log.info("draft-preview", { enabled: true, secretFrom: state.source });
  else log.warn("draft-preview-disabled", { enabled: false, reason: state.reason });
}
