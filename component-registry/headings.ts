import { stegaClean } from "@web/rules/stegaClean";
import { toSlug } from "@web/rules/slug";
import type { PageBlock, PageHeading } from "./types";

/** A URL-fragment id for a heading's text ("Costs & fees" -> "costs-and-fees"). */
function headingSlug(text: string): string {
  return toSlug(stegaClean(text)) || "section";
}

/**
 * spec 2.3: the table of contents lists the level-2 headings of the page's
 * blocks. Ids are unique within the page (a repeated heading gets "-2", "-3").
 */
export function collectPageHeadings(blocks: readonly PageBlock[]): PageHeading[] {
  const headings: PageHeading[] = [];
  const used = new Map<string, number>();
  for (const block of blocks) {
    if (block._type !== "richText") continue;
    for (const textBlock of block.body ?? []) {
      if (textBlock.style !== "h2") continue;
      const text = (textBlock.children ?? [])
        .map((child) => child.text ?? "")
        .join("")
        .trim();
      if (!text) continue;
      const base = headingSlug(text);
      const count = (used.get(base) ?? 0) + 1;
      used.set(base, count);
      headings.push({ key: textBlock._key, id: count === 1 ? base : `${base}-${count}`, text });
    }
  }
  return headings;
}
