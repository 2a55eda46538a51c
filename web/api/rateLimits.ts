/**
 * The per-client rate limits of the API, declared in one place (issue 14.12,
 * docs/security.md "Rate limits"). All are token buckets of web/lib/rateLimit.ts
 * keyed by `clientIp()` (web/site/requestHost.ts, which honours TRUST_PROXY):
 *
 * - API_RATE_LIMIT: every /api request, checked by web/proxy.ts before any route
 *   runs. Generous: a person on the site's pages (searches, autocomplete, saved
 *   lists) and the browser test suite stay far below it; a scraper does not.
 * - INQUIRY_RATE_LIMIT and REVIEW_RATE_LIMIT: stricter, for the posts that write
 *   leads and reviews (web/api/inquiry.ts, web/api/reviews.ts).
 * - Failed preview-secret guesses: web/content/previewSecret.ts.
 *
 * Each setting is "<requests>/<seconds>" or "off". With REDIS_URL (or DATABASE_URL) a
 * limit counts across every instance (web/lib/rateLimitStore.ts: a window of that many
 * requests per that many seconds, insured in memory while the store is down); without
 * either, in this process's token buckets.
 */
import { config, serverEnv, type Env, type RateLimitName } from "@web/lib/config";
import { tooManyRequests, type RateLimiter } from "@web/lib/rateLimit";
import { perClientRateLimiter } from "@web/lib/rateLimitStore";
import { clientIp } from "@web/site/requestHost";

export { RATE_LIMIT_DEFAULTS, type RateLimitName } from "@web/lib/config";

/** Clients remembered per limit; the least recently seen are forgotten first (as good as full). */
const MAX_CLIENTS = 50_000;

/** The limiter of a named limit as its setting configures it; null when it is off. */
export function rateLimiterFor(name: RateLimitName, env: Env = serverEnv()): RateLimiter | null {
  const options = config.rateLimit(name, env);
  return options ? perClientRateLimiter(name, { ...options, maxKeys: MAX_CLIENTS }, env) : null;
}

export const API_RATE_LIMIT_MESSAGE = "Too many requests from your connection. Please slow down.";

/** The API-wide check of one request: null to go on, or the 429 with Retry-After. */
export async function limitApiRequest(
  limiter: RateLimiter | null,
  request: Request,
): Promise<Response | null> {
  if (!limiter) return null;
  const decision = await limiter.consume(clientIp(request));
  return decision.allowed ? null : tooManyRequests(decision, API_RATE_LIMIT_MESSAGE);
}
