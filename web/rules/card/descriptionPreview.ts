/**
 * The card description's collapsed preview (spec 4 "Description text: collapsed
 * when over 140 characters; READ MORE expands it, READ LESS collapses it"; spec 9
 * "Description truncation 140 characters").
 */
import { htmlToText } from "../htmlText";

/** spec 9: descriptions longer than this are collapsed. */
export const DESCRIPTION_PREVIEW_LENGTH = 140;

export interface DescriptionPreview {
  /** The full readable text (paragraphs separated by a blank line). */
  text: string;
  /** True when the text is over the limit: the card shows READ MORE / READ LESS. */
  collapsible: boolean;
  /** What the collapsed card shows: the whole text, or at most `limit` characters and "…". */
  preview: string;
}

/** Cut back to the last word boundary when one is reasonably close to the limit. */
function cutAtWord(text: string, limit: number): string {
  const slice = text.slice(0, limit);
  if (/\s/.test(text.charAt(limit))) return slice.trimEnd();
  const lastSpace = slice.search(/\s\S*$/);
  return (lastSpace >= limit * 0.6 ? slice.slice(0, lastSpace) : slice).trimEnd();
}

/**
 * spec 4 / 9: the description (HTML or plain text) is collapsed when its readable
 * text is over `limit` characters (exactly `limit` is shown whole). The preview
 * keeps at most `limit` characters, ends on a word where possible, drops a
 * trailing comma or similar and adds "…"; paragraphs run together in the preview.
 */
export function descriptionPreview(
  description: string | null | undefined,
  limit: number = DESCRIPTION_PREVIEW_LENGTH,
): DescriptionPreview {
  const text = htmlToText(description);
  const flat = text.replace(/\s+/g, " ");
  if (flat.length <= limit) return { text, collapsible: false, preview: flat };
  const cut = cutAtWord(flat, limit).replace(/[\s,;:\-\u2013\u2014]+$/, "");
  return { text, collapsible: true, preview: `${cut}\u2026` };
}
