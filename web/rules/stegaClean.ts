import { vercelStegaClean } from "@vercel/stega";

/**
 * A CMS value without the stega characters draft mode may hide in it (issue 16;
 * web/content/stega.ts): for values the blocks compare, link to or use as ids. This is
 * the cleaner @sanity/client's `stegaClean` is built on, imported alone so a block does
 * not load the whole client.
 */
export function stegaClean<T>(value: T): T {
  return vercelStegaClean(value) as T;
}
