import { stegaClean } from "@web/rules/stegaClean";
import page from "@registry/parts/pageWidth.module.css";
import { SearchForm } from "@registry/parts/SearchForm";
import type { BlockProps } from "@registry/types";
import styles from "./Hero.module.css";

/**
 * The page's heading and its introduction, with an optional button and location search.
 * On the SEM landing page's stage (flag `sem-hero-behind-form-layout`, parts/SemStage)
 * it is the text on the backdrop: no band or page column of its own, light on dark.
 */
export function Hero({ block, context }: BlockProps<"hero">) {
  const staged = context.stage === "hero-behind-form";
  const intro = (
    <div className={styles.intro}>
      {block.eyebrow ? <p className={styles.eyebrow}>{block.eyebrow}</p> : null}
      <h1 className={styles.heading}>{block.heading}</h1>
      {block.subheading ? <p className={styles.subheading}>{block.subheading}</p> : null}
      {block.cta?.label && block.cta.link?.url ? (
        // Beside the hero's search its button is the view's primary action, so the
        // link is outlined (one filled button per view, docs/design.md).
        <a
          href={stegaClean(block.cta.link.url)}
          className={block.showSearch ? `${styles.cta} ${styles.secondary}` : styles.cta}
        >
          {block.cta.label}
        </a>
      ) : null}
    </div>
  );
  const search = block.showSearch ? (
    <div className={styles.search}>
      <SearchForm site={context.site} idPrefix={`hero-${block._key}`} />
    </div>
  ) : null;
  if (staged) {
    return (
      <section className={styles.staged} data-block="hero" data-stage="hero-behind-form">
        {intro}
        {search}
      </section>
    );
  }
  return (
    <section className={styles.hero} data-block="hero">
      <div className={page.pageWidth}>
        {intro}
        {search}
      </div>
    </section>
  );
}
