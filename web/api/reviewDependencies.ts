/** The app's review dependencies: the directory store, the rate limit and trusted proxies from the environment. */
import "server-only";
import { trustedProxyCountFromEnv } from "@web/leads/clientIp";
import { RateLimiter, rateLimitFromEnv } from "@web/leads/rateLimit";
import { appDependencies } from "./appDependencies";
import type { ReviewDependencies } from "./reviews";

/** Default: 5 reviews per client, refilled over an hour. REVIEW_RATE_LIMIT="<n>/<seconds>" or "off". */
const reviewRateLimit = rateLimitFromEnv(process.env.REVIEW_RATE_LIMIT ?? "5/3600");

export const reviewDependencies: ReviewDependencies = {
  store: () => appDependencies.store(),
  rateLimiter: reviewRateLimit ? new RateLimiter(reviewRateLimit) : null,
  trustedProxyCount: trustedProxyCountFromEnv(),
};
