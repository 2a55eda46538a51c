"use client";

import { useEffect, useRef, useState } from "react";
import {
  placeholderImageFor,
  type CardImage as CardImageData,
} from "@web/rules/card/placeholderImage";
import styles from "./CardImage.module.css";

/**
 * The card image in a fixed box (the parent sets the aspect ratio, so nothing
 * shifts while it loads). A photo that fails to load falls back to the provider's
 * placeholder, also when it failed before hydration (checked once on mount).
 */
export function CardImage({
  image,
  placeholderKey,
  priority = false,
  eager = false,
}: {
  image: CardImageData;
  placeholderKey: string;
  /** Eager, with high fetch priority (the likely LCP image). */
  priority?: boolean;
  /** Eager at normal priority (above the fold, not the LCP candidate). */
  eager?: boolean;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const ref = useRef<HTMLImageElement>(null);
  const failed = !image.isPlaceholder && failedSrc === image.src;
  const src = failed ? placeholderImageFor(placeholderKey) : image.src;

  useEffect(() => {
    const element = ref.current;
    if (!image.isPlaceholder && element?.complete && element.naturalWidth === 0) {
      setFailedSrc(image.src);
    }
  }, [image.src, image.isPlaceholder]);

  return (
    // eslint-disable-next-line @next/next/no-img-element -- a fixed box, lazy by default, with a placeholder fallback
    <img
      ref={ref}
      src={src}
      alt={failed ? "" : image.alt}
      width={400}
      height={300}
      loading={priority || eager ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : undefined}
      onError={() => {
        if (!image.isPlaceholder) setFailedSrc(image.src);
      }}
      className={styles.image}
      data-placeholder={image.isPlaceholder || failed ? "true" : "false"}
    />
  );
}
