import { createElement, type ReactNode } from "react";
import { log } from "@web/lib/log";
import page from "./parts/pageWidth.module.css";
import styles from "./PageBuilder.module.css";
import { blockRegistry } from "./registry";
import type { BlockContext, BlockMap, BlockType, PageBlock } from "./types";

function isRegisteredType(type: string): type is BlockType {
  return Object.prototype.hasOwnProperty.call(blockRegistry, type);
}

/** Looks up the component for one block type; the mapped type keeps block and component paired. */
function renderRegisteredBlock<T extends BlockType>(
  type: T,
  block: BlockMap[T],
  context: BlockContext,
): ReactNode {
  return createElement(blockRegistry[type], { block, context });
}

function UnknownBlockPlaceholder({ type }: { type: string }) {
  return (
    <div className={`${page.pageWidth} ${styles.frame}`}>
      <div role="note" className={styles.placeholder} data-unknown-block={type}>
        <p className={styles.title}>Unknown block type: {type}</p>
        <p>Visitors do not see this block. Add a component for it or remove it from the page.</p>
      </div>
    </div>
  );
}

/**
 * Renders a page's blocks in order. A block whose type has no component (old
 * content, a schema not deployed yet) is logged and skipped for visitors, and
 * shown as a labelled placeholder in preview.
 */
export function PageBuilder({
  blocks,
  context,
  pageId,
}: {
  blocks: readonly PageBlock[];
  context: BlockContext;
  pageId: string;
}) {
  return (
    <>
      {blocks.map((block, index) => {
        const type: string = block._type;
        const key = block._key || `${type}-${index}`;
        if (!isRegisteredType(type)) {
          log.warn("unknown-block-type", { pageId, blockType: type, blockKey: block._key });
          return context.preview ? <UnknownBlockPlaceholder key={key} type={type} /> : null;
        }
        return (
          <div key={key} data-block-key={block._key}>
            {renderRegisteredBlock(block._type, block, context)}
          </div>
        );
      })}
    </>
  );
}
