import { blockRegistry, isRegisteredType } from "./registry";
import type { BlockContext, BlockLoaders, PageBlock } from "./types";

/** What each block's `load` returned, by the block's position on the page (undefined: none). */
export type PageBlockData = readonly unknown[];

/**
 * The entries as the loading loop sees them: the registry's type pairs each `load`
 * with its block type and the component's `data`; here any block goes in, and its data
 * comes back by position for PageBuilder to hand to the same block's component.
 */
const entries: Readonly<
  Record<
    string,
    {
      load?: (block: PageBlock, context: BlockContext, loaders: BlockLoaders) => Promise<unknown>;
    }
  >
> = blockRegistry as never;

/**
 * Runs the `load` of every block that declares one, all at once, before the page
 * renders (the page code awaits it and hands the result to PageBuilder): blocks render
 * only, and the loaders (the server's services) are handed in, never imported by blocks.
 */
export async function loadBlockData(
  blocks: readonly PageBlock[],
  context: BlockContext,
  loaders: BlockLoaders,
): Promise<PageBlockData> {
  return Promise.all(
    blocks.map((block) =>
      isRegisteredType(block._type)
        ? entries[block._type]?.load?.(block, context, loaders)
        : undefined,
    ),
  );
}
