"use client";

import { useEffect, useId, useMemo, useState } from "react";
import { describeError, log } from "@web/lib/log";
import { descriptionPreview } from "@web/rules/card/descriptionPreview";
import styles from "./CardDescription.module.css";

const LOOKS_LIKE_HTML = /<[a-z!/]/i;

/** What a collapsed card shows of a description (descriptionPreview). */
export interface DescriptionSummary {
  preview: string;
  collapsible: boolean;
}

/**
 * The card description (spec 4: collapsed when over 140 characters; READ MORE
 * expands it, READ LESS collapses it), for a card rendered in the browser (the saved
 * list). A server-rendered card (the search results) sends only the preview and
 * loads the rest on the first READ MORE: delegatedControls.tsx and CardControls.tsx.
 *
 * Collapsed (and short) descriptions are plain text from a DOM-free extraction, so
 * the server and the client render the same markup. The full HTML is sanitised with
 * DOMPurify (web/rules/sanitizeHtml.ts) only in the browser, when READ MORE is first
 * pressed: the sanitiser is imported then, keeping it out of the first-load JS and
 * away from the server (where DOMPurify has no window). Until it has loaded the
 * expanded text shows as plain paragraphs.
 */
export function CardDescription({
  description,
  describedBy,
}: {
  description?: string | null;
  /** The id of the card title, so READ MORE says which provider it is about. */
  describedBy?: string;
}) {
  const full = description ?? null;
  const whole = useMemo(() => (full != null ? descriptionPreview(full) : null), [full]);
  const preview = whole ?? { preview: "", collapsible: false };
  const [expanded, setExpanded] = useState(false);
  const [sanitized, setSanitized] = useState<{ from: string; html: string } | null>(null);
  const contentId = useId();
  const html = full && LOOKS_LIKE_HTML.test(full) ? full : null;
  useEffect(() => {
    if (!expanded || !html || sanitized?.from === html) return;
    let live = true;
    import("@web/rules/sanitizeHtml")
      .then(({ sanitizeHtml }) => {
        if (live) setSanitized({ from: html, html: sanitizeHtml(html) });
      })
      .catch((error: unknown) => {
        // The plain-text paragraphs stay; nothing unsafe is ever shown.
        log.warn("description-sanitiser-failed", describeError(error));
      });
    return () => {
      live = false;
    };
  }, [expanded, html, sanitized]);
  if (!preview.preview) return null;
  if (!preview.collapsible) {
    return (
      <p className={styles.text} data-description="full">
        {preview.preview}
      </p>
    );
  }
  const paragraphs = whole ? whole.text.split("\n\n") : [preview.preview];
  return (
    <div data-description={expanded ? "expanded" : "collapsed"}>
      <div id={contentId} className={styles.text}>
        {!expanded ? (
          <p className={styles.clamped}>{preview.preview}</p>
        ) : sanitized && sanitized.from === html ? (
          <div className={styles.rich} dangerouslySetInnerHTML={{ __html: sanitized.html }} />
        ) : (
          paragraphs.map((paragraph, index) => (
            <p key={index} className={styles.paragraph}>
              {paragraph}
            </p>
          ))
        )}
      </div>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={expanded}
        aria-controls={contentId}
        aria-describedby={describedBy}
        onClick={() => setExpanded((value) => !value)}
      >
        {expanded ? "READ LESS" : "READ MORE"}
      </button>
    </div>
  );
}
