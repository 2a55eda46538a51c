import type { BlockContext } from "./types";

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
