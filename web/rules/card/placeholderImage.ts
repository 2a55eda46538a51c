/**
 * Placeholder images for providers without photos (spec 9: "4 placeholder images,
 * picked by a hash of a string or at random"). The pick is a stable hash of a key
 * (the provider id), so a provider shows the same image on every render, on the
 * server and the client alike (no hydration mismatch, no flicker between pages).
 */

/** The four brand-neutral placeholder images in web/public/placeholders/. */
export const PLACEHOLDER_IMAGES = [
  "/placeholders/placeholder-1.svg",
  "/placeholders/placeholder-2.svg",
  "/placeholders/placeholder-3.svg",
  "/placeholders/placeholder-4.svg",
] as const;

/**
 * 32-bit FNV-1a over the UTF-16 code units of the key: tiny, dependency-free,
 * and well spread even for keys that differ in one character.
 */
export function stableHash(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Index (0..3) of the placeholder picked for a key. */
export function placeholderIndexFor(key: string): number {
  return stableHash(key) % PLACEHOLDER_IMAGES.length;
}

/** spec 9: the placeholder image (a public path) picked by a stable hash of the key. */
export function placeholderImageFor(key: string): string {
  return PLACEHOLDER_IMAGES[placeholderIndexFor(key)] ?? PLACEHOLDER_IMAGES[0];
}

/** The fields of a provider the card image reads (spec 3). */
export interface CardImageFields {
  id: string;
  name: string;
  photos?: readonly { url?: string | null; caption?: string | null }[] | null;
}

export interface CardImage {
  src: string;
  /** Empty for placeholders: they are decorative and the provider's name sits next to them. */
  alt: string;
  isPlaceholder: boolean;
}

/**
 * The card image: the provider's first photo (alt from its caption and the name),
 * or the provider's placeholder (decorative, empty alt).
 */
export function cardImageFor(provider: CardImageFields): CardImage {
  const photo = (provider.photos ?? []).find((p) => typeof p.url === "string" && p.url.trim());
  if (photo?.url) {
    const caption = photo.caption?.trim();
    return {
      src: photo.url.trim(),
      alt: caption ? `${caption} of ${provider.name}` : `Photo of ${provider.name}`,
      isPlaceholder: false,
    };
  }
  return { src: placeholderImageFor(provider.id), alt: "", isPlaceholder: true };
}
