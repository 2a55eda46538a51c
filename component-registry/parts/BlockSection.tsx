import type { ReactNode } from "react";
import styles from "./BlockSection.module.css";
import { DEFERRED_SECTION_ATTRIBUTE } from "./deferredSection";
import page from "./pageWidth.module.css";

/** The vertical padding a block may ask for (Chakra spacing steps). */
const PADDING_BLOCK = { "4": styles.py4, "6": styles.py6, "8": styles.py8 };

/**
 * The page-width section every block sits in (spec 9: max width 1280 px,
 * horizontal padding 32 px), tagged with its block type.
 */
export function BlockSection({
  block,
  children,
  narrow = false,
  py = "6",
  deferred = false,
}: {
  block: string;
  children: ReactNode;
  /** Reading width for running text. */
  narrow?: boolean;
  py?: keyof typeof PADDING_BLOCK;
  /**
   * A section that usually starts below the first screen (the provider page's reviews,
   * FAQs, nearby providers): the browser styles, lays out and paints it only when it
   * comes near the viewport (content-visibility: auto). Its growth from placeholder to
   * real size after an in-page jump would move the jump's target below it: a page with
   * deferred sections renders KeepJumpTarget, which holds the target in place.
   */
  deferred?: boolean;
}) {
  const className = [
    page.pageWidth,
    narrow ? page.narrow : null,
    PADDING_BLOCK[py],
    deferred ? styles.deferred : null,
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <section
      className={className}
      data-block={block}
      {...(deferred ? { [DEFERRED_SECTION_ATTRIBUTE]: "" } : {})}
    >
      {children}
    </section>
  );
}
