import type { ReactNode } from "react";
import styles from "./BlockSection.module.css";
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
}: {
  block: string;
  children: ReactNode;
  /** Reading width for running text. */
  narrow?: boolean;
  py?: keyof typeof PADDING_BLOCK;
}) {
  const className = [page.pageWidth, narrow ? page.narrow : null, PADDING_BLOCK[py]]
    .filter(Boolean)
    .join(" ");
  return (
    <section className={className} data-block={block}>
      {children}
    </section>
  );
}
