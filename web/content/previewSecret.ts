import { timingSafeEqual } from "node:crypto";

/**
 * The embedded-mode preview secret: `PREVIEW_SECRET`, or a fixed local value
 * documented in the README (embedded content is the public seed, so the local
 * default protects nothing secret; hosted mode validates Sanity's own secret).
 */
export const LOCAL_PREVIEW_SECRET = "local-preview";

export function previewSecret(): string {
  return process.env.PREVIEW_SECRET || LOCAL_PREVIEW_SECRET;
}

export function isValidPreviewSecret(candidate: string | null): boolean {
  if (!candidate) return false;
  const expected = Buffer.from(previewSecret());
  const given = Buffer.from(candidate);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
