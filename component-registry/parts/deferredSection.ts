/**
 * The attribute of a deferred section (BlockSection's `deferred`: content-visibility:
 * auto), by which KeepJumpTarget finds the sections whose growth can move a jump's target.
 */
export const DEFERRED_SECTION_ATTRIBUTE = "data-deferred";
