import { REVIEW_LINK_PAGES } from "@web/rules/reviews/reviewLinks";
import { page } from "../blocks";
import type { SeedPage, SiteId } from "../model";
import { BRANDS } from "./shell";

/**
 * The pages review links lead to (spec 7 `/v1/dxp/...`): one per purpose and brand,
 * each a reviewLink block. Not indexed: without a link's token they only say so.
 */
export function reviewLinkPages(site: SiteId): SeedPage[] {
  const brand = BRANDS[site].name;
  const linkPage = (
    purpose: keyof typeof REVIEW_LINK_PAGES,
    title: string,
    heading: string,
    intro: string,
  ): SeedPage =>
    page({
      site,
      path: REVIEW_LINK_PAGES[purpose],
      title,
      metaTitle: `${title} | ${brand}`,
      metaDescription: intro,
      noIndex: true,
      blocks: [{ _type: "reviewLink", purpose, heading, intro }],
    });
  return [
    linkPage(
      "provider-review",
      "Respond to a review",
      "Respond to a review of your community",
      `Thank families for their words or tell ${brand} why a review should be checked. Responses appear once our team has read them.`,
    ),
    linkPage(
      "move-in",
      "Report a move-in",
      "Tell us about a move-in",
      `Let ${brand} know when your family member moved in, so we can follow up on how the move went.`,
    ),
    linkPage(
      "duplicate-review",
      "Confirm your review",
      "Is this review a duplicate?",
      "We received two reviews from you about the same provider. Keep both, or withdraw the new one.",
    ),
  ];
}
