import type { Metadata } from "next";
import page from "@registry/parts/pageWidth.module.css";
import { NotFoundSearch } from "@web/shell/NotFoundSearch";
import styles from "./not-found.module.css";

export const metadata: Metadata = { title: "Page not found", robots: { index: false } };

export default function NotFound() {
  return (
    <div className={`${page.pageWidth} ${page.narrow} ${styles.container}`}>
      <div className={styles.stack}>
        <h1 className={styles.heading}>We couldn&apos;t find that page</h1>
        <p className={styles.lead}>
          The page may have moved, or the address may have a typo. You can search for care near you
          or go back to the home page.
        </p>
        <NotFoundSearch />
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load of the home page, as before */}
        <a href="/" className={styles.home}>
          Go to the home page
        </a>
      </div>
    </div>
  );
}
