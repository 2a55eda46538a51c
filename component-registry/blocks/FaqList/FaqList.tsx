import { BlockSection } from "@registry/parts/BlockSection";
import section from "@registry/parts/BlockSection.module.css";
import { sectionHeadingId } from "@registry/headingIds";
import type { BlockProps } from "@registry/types";
import styles from "./FaqList.module.css";

/** Native disclosure widgets: keyboard-operable and announced without any script. */
type FaqListBlock = BlockProps<"faqList">["block"];

const answeredItems = (block: FaqListBlock) =>
  (block.items ?? []).filter((item): item is { _id: string; question: string; answer: string } =>
    Boolean(item.question && item.answer),
  );

/** The list's level-2 heading (table of contents); null when it shows nothing. */
export function faqListHeading(block: FaqListBlock): string | null {
  return answeredItems(block).length > 0 ? (block.heading ?? "Frequently asked questions") : null;
}

export function FaqList({ block, context }: BlockProps<"faqList">) {
  const items = answeredItems(block);
  if (items.length === 0) return null;
  return (
    <BlockSection block="faqList" narrow>
      <h2 id={sectionHeadingId(context, block._key)} className={section.heading}>
        {faqListHeading(block)}
      </h2>
      {items.map((item) => (
        <details key={item._id} className={styles.item}>
          <summary className={styles.question}>{item.question}</summary>
          <p className={styles.answer}>{item.answer}</p>
        </details>
      ))}
    </BlockSection>
  );
}
