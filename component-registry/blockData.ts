import { blockViews, isRegisteredType } from "./registry";
import type {
  BlockContext,
  BlockDataMap,
  BlockLoaders,
  BlockMap,
  BlockType,
  PageBlock,
} from "./types";

/** What each block's `load` returned, by the block's position on the page (undefined: none). */
export type PageBlockData = readonly (BlockDataMap[BlockType] | undefined)[];

/** One block's `load`, generic in its type so block, entry and result stay paired. */
function loadOne<T extends BlockType>(
  type: T,
  block: BlockMap[T],
  context: BlockContext,
  loaders: BlockLoaders,
): Promise<BlockDataMap[T]> | undefined {
  return blockViews[type].load?.(block, context, loaders);
}

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
      isRegisteredType(block._type) ? loadOne(block._type, block, context, loaders) : undefined,
    ),
  );
}
