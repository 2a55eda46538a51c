import type { BlockContext, BlockHeadings, BlockMap, BlockType, HeadingContext } from "./types";

/**
 * The id of the level-2 heading that the table of contents lists for `key` (a block's
 * `_key`, or a rich-text heading's): component-registry/headings.ts collects them before
 * the page renders, and the block puts the id on its `<h2>`.
 */
export function sectionHeadingId(
  context: Pick<BlockContext, "headings">,
  key: string | undefined,
): string | undefined {
  return context.headings.find((heading) => heading.key === key)?.id;
}

/**
 * The headings of a block with one section heading: its text, or null when the block
 * shows none (the same function the block renders its heading with, so the two agree).
 */
export const oneHeading =
  <T extends BlockType>(
    text: (block: BlockMap[T], context: HeadingContext) => string | null | undefined,
  ): BlockHeadings<T> =>
  (block, context) => [{ key: block._key, text: text(block, context) }];
