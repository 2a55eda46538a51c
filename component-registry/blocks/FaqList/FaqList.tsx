import { BlockSection } from "@registry/parts/BlockSection";
import section from "@registry/parts/BlockSection.module.css";
import type { BlockProps } from "@registry/types";
import styles from "./FaqList.module.css";

/** Native disclosure widgets: keyboard-operable and announced without any script. */
export function FaqList({ block }: BlockProps<"faqList">) {
  const items = (block.items ?? []).filter(
    (item): item is { _id: string; question: string; answer: string } =>
      Boolean(item.question && item.answer),
  );
  if (items.length === 0) return null;
  return (
    <BlockSection block="faqList" narrow>
      <h2 className={section.heading}>{block.heading ?? "Frequently asked questions"}</h2>
      {items.map((item) => (
        <details key={item._id} className={styles.item}>
          <summary className={styles.question}>{item.question}</summary>
          <p className={styles.answer}>{item.answer}</p>
        </details>
      ))}
    </BlockSection>
  );
}
