import page from "@registry/parts/pageWidth.module.css";
import styles from "./PreviewBanner.module.css";

/**
 * Above a page opened by a shared preview link (issue 16): the reviewer is looking at an
 * unpublished draft of one page, and the link stops working at a known time.
 */
export function SharedPreviewNotice({ path, expires }: { path: string; expires: Date }) {
  return (
    <div className={styles.banner} role="region" aria-label="Shared preview">
      <div className={`${page.pageWidth} ${styles.inner}`}>
        <p className={styles.message}>
          Shared preview of {path}: this draft is not published yet. The link expires{" "}
          <time dateTime={expires.toISOString()}>
            {expires.toUTCString().replace("GMT", "UTC")}
          </time>
          .
        </p>
      </div>
    </div>
  );
}
