import section from "@registry/parts/BlockSection.module.css";
import page from "@registry/parts/pageWidth.module.css";
import type { BlockProps } from "@registry/types";
import styles from "./TableOfContents.module.css";

/** spec 2.3: links to the page's level-2 headings. */
export function TableOfContents({ block, context }: BlockProps<"tableOfContents">) {
  if (context.headings.length === 0) return null;
  const headingId = `toc-${block._key}`;
  return (
    // BlockSection's narrow frame (py 4) on a div, not a section: the nav inside is the landmark.
    <div className={`${page.pageWidth} ${page.narrow} ${section.py4}`} data-block="tableOfContents">
      <nav aria-labelledby={headingId} className={styles.nav}>
        <h2 id={headingId} className={styles.heading}>
          {block.heading ?? "On this page"}
        </h2>
        <ol className={styles.list}>
          {context.headings.map((heading) => (
            <li key={heading.id} className={styles.item}>
              <a href={`#${heading.id}`} className={styles.link}>
                {heading.text}
              </a>
            </li>
          ))}
        </ol>
      </nav>
    </div>
  );
}
