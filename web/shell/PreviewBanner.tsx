import page from "@registry/parts/pageWidth.module.css";
import styles from "./PreviewBanner.module.css";

/**
 * Shown on every page in draft mode so editors never mistake a preview for the live site. Exit
 * returns to the page the editor was on (the disable route reads the referrer).
 */
export function PreviewBanner() {
  return (
    <div className={styles.banner} role="region" aria-label="Preview mode">
      <div className={`${page.pageWidth} ${styles.inner}`}>
        <div className={styles.row}>
          <p className={styles.message}>Preview: you are viewing draft content.</p>
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a route handler, not a page: a full request */}
          <a href="/api/draft-mode/disable" className={styles.exit}>
            Exit preview
          </a>
        </div>
      </div>
    </div>
  );
}
