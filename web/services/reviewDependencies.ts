/** The app's review dependencies: the directory store, the rate limit from the environment (web/api/rateLimits.ts). */
import "server-only";
import { appDependencies } from "./appDependencies";
import { rateLimiterFor } from "../api/rateLimits";
import type { ReviewDependencies } from "../api/reviews";

export const reviewDependencies: ReviewDependencies = {
  store: () => appDependencies.store(),
  rateLimiter: rateLimiterFor("review"),
};
