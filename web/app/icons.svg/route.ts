import { spriteSvg } from "@registry/parts/card/icons";

/** Built once at build time: the sprite only changes with the code. */
export const dynamic = "force-static";

/**
 * The icon sprite the cards reference with <use href="/icons.svg?v=…#pin">
 * (component-registry/parts/card/icons.tsx). The URL carries a version of the
 * icons, so the sprite can be cached for good.
 */
export function GET(): Response {
  return new Response(spriteSvg(), {
    headers: {
      "content-type": "image/svg+xml; charset=utf-8",
      "cache-control": "public, max-age=31536000, immutable",
    },
  });
}
