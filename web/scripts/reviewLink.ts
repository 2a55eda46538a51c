/**
 * Issues a review link (spec 7 `/v1/dxp/...`) for the team's emails and for manual
 * checks: `npm run review-link -- <purpose> <subject id> [--site main|alt|homes]`.
 *
 *   npm run review-link -- provider-review <review id>
 *   npm run review-link -- move-in <provider id> --site alt
 *   npm run review-link -- duplicate-review <submission id>
 *
 * Signs with REVIEW_LINK_SECRET (the local key outside production) and prints the
 * page's address on the site's origin.
 */
import { issueReviewLinkToken, reviewLinkSecret } from "@web/services/reviewLinkTokens";
import {
  REVIEW_LINK_PAGES,
  REVIEW_LINK_PURPOSES,
  type ReviewLinkPurpose,
} from "@web/rules/reviews/reviewLinks";
import { DEFAULT_SITE_ID, isSiteId, SITE_IDS, siteOrigin } from "@web/site/sites";

const SUBJECT: Record<ReviewLinkPurpose, "reviewId" | "providerId" | "submissionId"> = {
  "provider-review": "reviewId",
  "move-in": "providerId",
  "duplicate-review": "submissionId",
};

function main(argv: string[]): number {
  const siteIndex = argv.indexOf("--site");
  const site = siteIndex >= 0 ? argv[siteIndex + 1] : DEFAULT_SITE_ID;
  const [purpose, subject] = argv.filter((_, i) => i !== siteIndex && i !== siteIndex + 1);
  if (!purpose || !(REVIEW_LINK_PURPOSES as readonly string[]).includes(purpose) || !subject) {
    console.error(
      `usage: npm run review-link -- <${REVIEW_LINK_PURPOSES.join("|")}> <id> [--site ${SITE_IDS.join("|")}]`,
    );
    return 2;
  }
  if (!isSiteId(site)) {
    console.error(`unknown site ${site}`);
    return 2;
  }
  const secret = reviewLinkSecret();
  if (!secret) {
    console.error(
      "REVIEW_LINK_SECRET is not set: a production server on a shared database needs it",
    );
    return 1;
  }
  const chosen = purpose as ReviewLinkPurpose;
  const token = issueReviewLinkToken(secret, { purpose: chosen, [SUBJECT[chosen]]: subject });
  console.log(`${siteOrigin(site)}${REVIEW_LINK_PAGES[chosen]}?token=${token}`);
  return 0;
}

process.exitCode = main(process.argv.slice(2));
