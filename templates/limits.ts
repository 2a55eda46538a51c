/**
 * Limits of the geo-copy engine. They bound the work one template can cause, so
 * a mistaken or hostile template costs a page a few milliseconds at most.
 */

/** Longest template accepted, in characters (geo copy is a few paragraphs). */
export const MAX_TEMPLATE_LENGTH = 20_000;

/** Deepest nesting of blocks and sub-expressions, counted together: deeper nodes are dropped. */
export const MAX_NESTING_DEPTH = 8;

/**
 * Nesting beyond which a template is not even parsed: Handlebars' parser takes
 * quadratic time in the nesting depth (3,000 levels cost about 2 s).
 */
export const MAX_PARSE_NESTING = 32;

/** Most items one {{#each}} renders; the rest are left out and reported. */
export const MAX_EACH_ITEMS = 50;

/** Longest rendered output, in characters; longer output is cut at a word boundary. */
export const MAX_OUTPUT_LENGTH = 50_000;

/** Compiled templates kept in memory, least recently used dropped first. */
export const COMPILED_CACHE_SIZE = 500;
