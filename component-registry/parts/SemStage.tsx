import type { ReactNode } from "react";
import styles from "./SemStage.module.css";

/**
 * The SEM landing page's stage (issue 24, flag `sem-hero-behind-form-layout`): the
 * classic paid-search layout. From lg (62rem) the hero's backdrop runs the page's full
 * width, its text on the left, and the form's card stands over it on the right,
 * reaching below it; on phones and tablets the hero's text comes first on the backdrop
 * and the card overlaps the backdrop's lower edge. The hero and the form render as
 * their blocks do (PageBuilder hands them `context.stage`); this only places them.
 */
export function SemStage({ hero, form }: { hero: ReactNode; form: ReactNode }) {
  return (
    <div className={styles.stage} data-sem-layout="hero-behind-form">
      <div className={styles.backdrop} aria-hidden="true" />
      <div className={styles.hero}>{hero}</div>
      <div className={styles.form}>{form}</div>
    </div>
  );
}
