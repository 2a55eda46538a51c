/** The app's review-link dependencies: the directory store and the signing key from the environment. */
import "server-only";
import { log } from "@web/lib/log";
import { appDependencies } from "./appDependencies";
import type { ReviewLinkDependencies } from "../api/reviewLinks";
import { reviewLinkSecret } from "./reviewLinkTokens";

let secret: string | null | undefined;

export const reviewLinkDependencies: ReviewLinkDependencies = {
  store: () => appDependencies.store(),
  // Looked up on the first link a visitor opens, not when the module loads: `next build`
  // loads it too, and must not make this install's key (web/lib/installSecret.ts).
  get secret() {
    if (secret === undefined) {
      secret = reviewLinkSecret();
      if (secret === null) {
        log.warn("review-links-disabled", {
          reason:
            "REVIEW_LINK_SECRET is not set; a production server on a shared database needs it",
        });
      }
    }
    return secret;
  },
};
