import { createDataAttribute } from "@sanity/visual-editing-csm";
import { Activity, createElement, type ReactNode } from "react";
import { log } from "@web/lib/log";
import { KeepJumpTarget } from "@registry/parts/KeepJumpTarget.client";
import section from "@registry/parts/BlockSection.module.css";
import { DEFERRED_SECTION_ATTRIBUTE } from "@registry/parts/deferredSection";
import page from "@registry/parts/pageWidth.module.css";
import styles from "./PageBuilder.module.css";
import type { PageBlockData } from "./blockData";
import { SemStage } from "./parts/SemStage";
import { blockViews, isRegisteredType } from "./registry";
import { heroBehindFormStage } from "./semLanding";
import type { BlockContext, BlockDataMap, BlockMap, BlockType, PageBlock } from "./types";

/**
 * Renders one block with its registry entry's component, generic in the block's type:
 * block, component and data stay paired by the registry's types (BlockView).
 */
function renderRegisteredBlock<T extends BlockType>(
  type: T,
  block: BlockMap[T],
  context: BlockContext,
  data: BlockDataMap[T],
): ReactNode {
  return createElement(blockViews[type].component, { block, context, data });
}

/**
 * The Presentation tool's click-to-edit attribute for the block with this key: the
 * page document, and the block's path in it. Preview only: visitors get none.
 */
function editAttribute(context: BlockContext, blockKey: string | undefined): string | undefined {
  if (!context.preview || !blockKey) return undefined;
  return createDataAttribute({
    id: context.document.id,
    type: context.document.type,
    path: `blocks[_key=="${blockKey}"]`,
    ...(context.studioUrl ? { baseUrl: context.studioUrl } : {}),
  }).toString();
}

function UnknownBlockPlaceholder({ type, edit }: { type: string; edit: string | undefined }) {
  return (
    <div className={`${page.pageWidth} ${styles.frame}`} data-sanity={edit}>
      <div role="note" className={styles.placeholder} data-unknown-block={type}>
        <p className={styles.title}>Unknown block type: {type}</p>
        <p>Visitors do not see this block. Add a component for it or remove it from the page.</p>
      </div>
    </div>
  );
}

/**
 * Renders a page's blocks in order, each in a wrapper that carries the
 * Presentation tool's click-to-edit attribute in preview. `data` holds what the
 * blocks' `load`s returned, by position (loadBlockData, awaited by the page code). A block whose type has
 * no component (old content, a schema not deployed yet) is logged and skipped for
 * visitors, and shown as a labelled placeholder in preview.
 */
export function PageBuilder({
  blocks,
  context,
  data = [],
}: {
  blocks: readonly PageBlock[];
  context: BlockContext;
  data?: PageBlockData;
}) {
  // The SEM landing page with `sem-hero-behind-form-layout`: its hero and the form after
  // it render together, the form's card over the hero (parts/SemStage.tsx).
  const stage = heroBehindFormStage(blocks, context);
  const staged: BlockContext = { ...context, stage: "hero-behind-form" };
  const deferred = deferredBlocks(blocks);
  return (
    <>
      {blocks.map((block, index) => {
        if (stage && index === stage.form) return null;
        if (stage && index === stage.hero) {
          const form = blocks[stage.form]!;
          return (
            <SemStage
              key={block._key || `${block._type}-${index}`}
              hero={renderBlock(block, index, staged, data)}
              form={renderBlock(form, stage.form, staged, data)}
            />
          );
        }
        return renderBlock(block, index, context, data, deferred.has(index));
      })}
      {/* A jump to a heading below deferred blocks stays put while they take their size. */}
      {deferred.size > 0 ? <KeepJumpTarget /> : null}
    </>
  );
}

/**
 * The positions of the blocks to defer (issue 23): the "deferrable" blocks after the
 * first "results" block (registry `flow`). A page of twenty cards is taller than any first
 * screen, so what follows it (the city page's top ten, costs, reviews, nearby cities and
 * FAQs) need not be styled or laid out before the first paint. Should one come near the
 * viewport (a listing with no results), the browser renders it before painting.
 */
export function deferredBlocks(blocks: readonly PageBlock[]): ReadonlySet<number> {
  const flowOf = (block: PageBlock) =>
    isRegisteredType(block._type) ? blockViews[block._type].flow : undefined;
  const results = blocks.findIndex((block) => flowOf(block) === "results");
  const deferred = new Set<number>();
  if (results < 0) return deferred;
  blocks.forEach((block, index) => {
    if (index > results && flowOf(block) === "deferrable") deferred.add(index);
  });
  return deferred;
}

/**
 * One block in its wrapper (the click-to-edit attribute; deferred: content-visibility
 * auto), or its unknown-type placeholder. The block's content sits in a visible
 * `<Activity>`: its HTML is sent in place, as without it (no Suspense boundary, so nothing
 * is held back or streamed out of order), and in the browser each block hydrates in its
 * own render after the page's frame, at a priority React interrupts every few
 * milliseconds, with its effects in their own commit: the page's hydration is a row of
 * short tasks, not one long one (issue 23, docs/benchmarks.md "session 7"). A press on a
 * block not yet hydrated hydrates it first and is then replayed.
 */
function renderBlock(
  block: PageBlock,
  index: number,
  context: BlockContext,
  data: PageBlockData,
  deferred = false,
): ReactNode {
  const type: string = block._type;
  const key = block._key || `${type}-${index}`;
  if (!isRegisteredType(type)) {
    log.warn("unknown-block", {
      pageId: context.document.id,
      blockType: type,
      blockKey: block._key,
    });
    return context.preview ? (
      <UnknownBlockPlaceholder key={key} type={type} edit={editAttribute(context, block._key)} />
    ) : null;
  }
  return (
    <div
      key={key}
      data-block-key={block._key}
      data-sanity={editAttribute(context, block._key)}
      {...(deferred ? { className: section.deferred, [DEFERRED_SECTION_ATTRIBUTE]: "" } : {})}
    >
      <Activity mode="visible">
        {renderRegisteredBlock(block._type, block, context, data[index])}
      </Activity>
    </div>
  );
}
