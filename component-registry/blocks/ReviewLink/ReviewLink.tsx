import { stegaClean } from "@web/rules/stegaClean";
import { BlockSection } from "@registry/parts/BlockSection";
import section from "@registry/parts/BlockSection.module.css";
import type { BlockProps } from "@registry/types";
import { REVIEW_LINK_PURPOSES, type ReviewLinkPurpose } from "@web/rules/reviews/reviewConstants";
import { ReviewLinkForm } from "./ReviewLink.client";
import styles from "./ReviewLink.module.css";

function purposeOf(value: string | null | undefined): ReviewLinkPurpose | null {
  return (REVIEW_LINK_PURPOSES as readonly string[]).includes(value ?? "")
    ? (value as ReviewLinkPurpose)
    : null;
}

/**
 * The page a review link leads to (spec 7 `/v1/dxp/...`): heading and intro from the
 * CMS, then the island that reads the link's token from the address and shows the
 * form for the block's purpose. Pages are cached for everyone, so the token is never
 * part of the server's render.
 */
export function ReviewLink({ block }: BlockProps<"reviewLink">) {
  const purpose = purposeOf(stegaClean(block.purpose));
  if (!purpose) return null;
  return (
    <BlockSection block="reviewLink" narrow>
      {block.heading ? <h1 className={section.title}>{block.heading}</h1> : null}
      {block.intro ? <p className={styles.intro}>{block.intro}</p> : null}
      <ReviewLinkForm purpose={purpose} />
    </BlockSection>
  );
}
