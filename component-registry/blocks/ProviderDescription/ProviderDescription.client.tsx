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

/**
 * The provider's videos (spec 5: YouTube and Vimeo embeds, https, checked on import).
 * Each is a link to the video until pressed, then the player in its place: nothing is
 * loaded from the video site before the visitor asks, and without JavaScript the link
 * opens the video itself.
 */
export function ProviderVideos({ urls, name }: { urls: readonly string[]; name: string }) {
  const [playing, setPlaying] = useState<ReadonlySet<string>>(new Set());
  const number = (index: number) => (urls.length > 1 ? ` ${index + 1}` : "");
  return (
    <ul className={styles.videos} aria-label={`Videos about ${name}`}>
      {urls.map((url, index) => (
        <li key={url} className={styles.video}>
          {playing.has(url) ? (
            <iframe
              src={url}
              title={`Video${number(index)} about ${name}`}
              allow="fullscreen; picture-in-picture"
              allowFullScreen
              className={styles.player}
            />
          ) : (
            <a
              href={url}
              className={styles.play}
              onClick={(event) => {
                event.preventDefault();
                setPlaying((current) => new Set(current).add(url));
              }}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.playIcon}>
                <path d="M8 5v14l11-7z" fill="currentColor" />
              </svg>
              {`Play video${number(index)} about ${name}`}
              <span className={styles.source}>
                {new URL(url).hostname.includes("vimeo") ? "Vimeo" : "YouTube"}
              </span>
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
