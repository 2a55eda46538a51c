"use client";

import { Image } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import { placeholderImageFor, type CardImage as CardImageData } from "@web/rules/placeholderImage";

/**
 * The card image at a fixed 4:3 box (the parent sets the aspect ratio, so nothing
 * shifts while it loads). A photo that fails to load falls back to the provider's
 * placeholder, also when it failed before hydration (checked once on mount).
 */
export function CardImage({
  image,
  placeholderKey,
  priority = false,
}: {
  image: CardImageData;
  placeholderKey: string;
  priority?: boolean;
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
    <Image
      ref={ref}
      src={src}
      alt={failed ? "" : image.alt}
      htmlWidth={400}
      htmlHeight={300}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : undefined}
      onError={() => {
        if (!image.isPlaceholder) setFailedSrc(image.src);
      }}
      w="full"
      h="full"
      objectFit="cover"
      display="block"
      data-placeholder={image.isPlaceholder || failed ? "true" : "false"}
    />
  );
}
