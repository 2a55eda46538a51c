/** The app's review-link dependencies: the directory store and the signing key from the environment. */
import "server-only";
import { log } from "@web/lib/log";
import { appDependencies } from "./appDependencies";
import type { ReviewLinkDependencies } from "../api/reviewLinks";
import { reviewLinkSecret } from "./reviewLinkTokens";

const secret = reviewLinkSecret();
if (secret === null) {
  log.warn("review-links-disabled", {
    reason: "REVIEW_LINK_SECRET is not set; the local key is refused in production",
  });
}

export const reviewLinkDependencies: ReviewLinkDependencies = {
  store: () => appDependencies.store(),
  secret,
};
