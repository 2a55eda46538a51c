import { stegaClean } from "@web/rules/stegaClean";
import page from "@registry/parts/pageWidth.module.css";
import { SearchForm } from "@registry/parts/SearchForm";
import type { BlockProps } from "@registry/types";
import styles from "./Hero.module.css";

export function Hero({ block, context }: BlockProps<"hero">) {
  return (
    <section className={styles.hero} data-block="hero">
      <div className={page.pageWidth}>
        <div className={styles.intro}>
          {block.eyebrow ? <p className={styles.eyebrow}>{block.eyebrow}</p> : null}
          <h1 className={styles.heading}>{block.heading}</h1>
          {block.subheading ? <p className={styles.subheading}>{block.subheading}</p> : null}
          {block.cta?.label && block.cta.link?.url ? (
            <a href={stegaClean(block.cta.link.url)} className={styles.cta}>
              {block.cta.label}
            </a>
          ) : null}
        </div>
        {block.showSearch ? (
          <div className={styles.search}>
            <SearchForm site={context.site} idPrefix={`hero-${block._key}`} />
          </div>
        ) : null}
      </div>
    </section>
  );
}
