"use client";

import { useId, useState } from "react";
import styles from "./ProviderDescription.module.css";

/**
 * The description's READ MORE / READ LESS toggle (spec 4). Collapsed it shows the
 * preview; expanded, every paragraph. Without a preview (140 characters or fewer) it
 * is plain text with no button.
 */
export function DescriptionText({
  paragraphs,
  preview,
}: {
  paragraphs: readonly string[];
  preview: string | null;
}) {
  const [expanded, setExpanded] = useState(false);
  const contentId = useId();
  if (preview === null) {
    return (
      <div className={styles.text} data-description="full">
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    );
  }
  return (
    <div data-description={expanded ? "expanded" : "collapsed"}>
      <div id={contentId} className={styles.text}>
        {expanded ? (
          paragraphs.map((paragraph, index) => <p key={index}>{paragraph}</p>)
        ) : (
          <p>{preview}</p>
        )}
      </div>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={expanded}
        aria-controls={contentId}
        onClick={() => setExpanded((value) => !value)}
      >
        {expanded ? "READ LESS" : "READ MORE"}
      </button>
    </div>
  );
}
