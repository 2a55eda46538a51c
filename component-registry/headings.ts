import { stegaClean } from "@web/rules/stegaClean";
import { toSlug } from "@web/rules/slug";
import { blockRegistry, isRegisteredType } from "./registry";
import type {
  BlockMap,
  BlockType,
  HeadingContext,
  HeadingSource,
  PageBlock,
  PageHeading,
} from "./types";

/** A URL-fragment id for a heading's text ("Costs & fees" -> "costs-and-fees"). */
function headingSlug(text: string): string {
  return toSlug(stegaClean(text)) || "section";
}

/** The block's own headings, by its registry entry; none for a type without an entry. */
function headingsOfBlock<T extends BlockType>(
  type: T,
  block: BlockMap[T],
  context: HeadingContext,
): readonly HeadingSource[] {
  const heading = blockRegistry[type].heading;
  return heading ? heading(block, context) : [];
}

/**
 * spec 2.3: "A table of contents is built from level-2 headings of page components".
 * The level-2 headings of the page's blocks, in order, as the blocks will render them
 * for this context (each block type declares them as its registry entry's `heading`).
 * Ids are unique within the page (a repeated heading gets "-2", "-3").
 */
export function collectPageHeadings(
  blocks: readonly PageBlock[],
  context: HeadingContext,
): PageHeading[] {
  const headings: PageHeading[] = [];
  const used = new Map<string, number>();
  for (const block of blocks) {
    if (!isRegisteredType(block._type)) continue;
    for (const source of headingsOfBlock(block._type, block, context)) {
      const text = source.text?.trim();
      if (!text) continue;
      const base = headingSlug(text);
      const count = (used.get(base) ?? 0) + 1;
      used.set(base, count);
      headings.push({ key: source.key, id: count === 1 ? base : `${base}-${count}`, text });
    }
  }
  return headings;
}
