import { stegaClean } from "@web/rules/stegaClean";
import { BlockSection } from "@registry/parts/BlockSection";
import { sectionHeadingId } from "@registry/headingIds";
import type { BlockProps } from "@registry/types";
import styles from "./CallToAction.module.css";

export function CallToAction({ block, context }: BlockProps<"callToAction">) {
  const phone = block.showPhone ? context.settings?.phone : null;
  return (
    <BlockSection block="callToAction">
      <div className={styles.panel}>
        <h2 id={sectionHeadingId(context, block._key)} className={styles.heading}>
          {block.heading}
        </h2>
        {block.body ? <p className={styles.body}>{block.body}</p> : null}
        <div className={styles.actions}>
          {block.link?.url ? (
            <a href={stegaClean(block.link.url)} className={styles.button}>
              {block.buttonLabel ?? context.settings?.ctaDefaults?.text ?? "Get Costs"}
            </a>
          ) : null}
          {phone ? (
            <a href={`tel:${phone.replace(/\D/g, "")}`} className={styles.phone}>
              Call a Family Advisor: {phone}
            </a>
          ) : null}
        </div>
      </div>
    </BlockSection>
  );
}
