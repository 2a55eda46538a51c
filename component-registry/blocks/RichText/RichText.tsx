import { BlockSection } from "@registry/parts/BlockSection";
import { PortableText, type PortableTextComponents } from "@portabletext/react";
import { sectionHeadingId } from "@registry/headingIds";
import type { BlockHeadings, BlockProps, PageHeading } from "@registry/types";
import styles from "./RichText.module.css";

function components(headings: readonly PageHeading[]): PortableTextComponents {
  const idOf = (key: string | undefined) => sectionHeadingId({ headings }, key);
  return {
    block: {
      normal: ({ children }) => <p className={styles.paragraph}>{children}</p>,
      h2: ({ children, value }) => (
        <h2 id={idOf(value._key)} className={styles.h2}>
          {children}
        </h2>
      ),
      h3: ({ children }) => <h3 className={styles.h3}>{children}</h3>,
      blockquote: ({ children }) => (
        <blockquote className={styles.blockquote}>{children}</blockquote>
      ),
    },
    list: {
      bullet: ({ children }) => <ul className={styles.bullets}>{children}</ul>,
      number: ({ children }) => <ol className={styles.numbers}>{children}</ol>,
    },
    listItem: ({ children }) => <li className={styles.item}>{children}</li>,
    marks: {
      link: ({ children, value }) => {
        const href = typeof value?.href === "string" ? value.href : "#";
        const external = /^https?:\/\//.test(href);
        return (
          <a
            href={href}
            className={styles.link}
            {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
          >
            {children}
          </a>
        );
      },
    },
  };
}

/** The rich text's level-2 headings (each a section of the table of contents). */
export const richTextHeadings: BlockHeadings<"richText"> = (block) =>
  (block.body ?? [])
    .filter((textBlock) => textBlock.style === "h2")
    .map((textBlock) => ({
      key: textBlock._key,
      text: (textBlock.children ?? []).map((child) => child.text ?? "").join(""),
    }));

export function RichText({ block, context }: BlockProps<"richText">) {
  return (
    <BlockSection block="richText" narrow py="4">
      <PortableText value={block.body ?? []} components={components(context.headings)} />
    </BlockSection>
  );
}
