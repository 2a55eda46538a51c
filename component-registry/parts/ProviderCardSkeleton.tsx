import styles from "./ProviderCardSkeleton.module.css";

/**
 * A loading placeholder the size of a ProviderCard (4:3 image, title, lines,
 * buttons). Hidden from assistive technology: mark the list that holds it
 * aria-busy instead.
 */
export function ProviderCardSkeleton() {
  return (
    <div aria-hidden="true" data-provider-card-skeleton="" className={styles.card}>
      <div className={`${styles.bone} ${styles.image}`} />
      <div className={styles.body}>
        <div className={`${styles.bone} ${styles.title}`} />
        <div className={`${styles.bone} ${styles.line} ${styles.address}`} />
        <div className={`${styles.bone} ${styles.line} ${styles.rating}`} />
        <div className={`${styles.bone} ${styles.line} ${styles.price}`} />
        <div className={styles.text}>
          <div className={`${styles.bone} ${styles.textLine}`} />
          <div className={`${styles.bone} ${styles.textLine}`} />
          <div className={`${styles.bone} ${styles.textLine}`} />
        </div>
        <div className={styles.buttons}>
          <div className={`${styles.bone} ${styles.button}`} />
          <div className={`${styles.bone} ${styles.button}`} />
        </div>
      </div>
    </div>
  );
}
