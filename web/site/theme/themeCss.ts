import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import path from "node:path";
import { findRepoRoot } from "@web/lib/repoRoot";
import type { SiteId } from "../sites";
import { brandThemeConfig, sharedThemeConfig } from "./brands";

type Chakra = typeof import("@chakra-ui/react");
type EmotionCache = typeof import("@emotion/cache");
type EmotionSerialize = typeof import("@emotion/serialize");

/**
 * Chakra and Emotion as Node loads them. The layout is a React Server
 * Component, and Chakra's theme module cannot be evaluated under the
 * bundler's react-server conditions (its recipes' anatomy comes from a
 * client-only build), so the CSS is built by the packages Node resolves.
 */
function nodePackages() {
  const load = createRequire(path.join(findRepoRoot(), "package.json"));
  return {
    chakra: load(/* turbopackIgnore: true */ "@chakra-ui/react") as Chakra,
    createCache: (
      load(/* turbopackIgnore: true */ "@emotion/cache") as { default: EmotionCache["default"] }
    ).default,
    serializeStyles: (load(/* turbopackIgnore: true */ "@emotion/serialize") as EmotionSerialize)
      .serializeStyles,
  };
}

const built: Partial<Record<SiteId, string>> = {};

/**
 * The site's Chakra theme as one static stylesheet: the cascade layer order,
 * the CSS reset, the global styles and every design token as a CSS variable
 * (`--chakra-colors-brand-solid`, ...), the same CSS ChakraProvider would
 * inject at run time for the same theme (web/site/theme/brands.ts). The layout sends
 * it with the page, so components styled with CSS Modules over those variables
 * need no Chakra code in the browser. Built once per site and process, with
 * Emotion's server-side compiler (the one ChakraProvider's Global uses).
 */
export function themeCss(site: SiteId): string {
  const cached = built[site];
  if (cached !== undefined) return cached;
  const { chakra, createCache, serializeStyles } = nodePackages();
  const system = chakra.createSystem(
    chakra.defaultConfig,
    sharedThemeConfig,
    brandThemeConfig(site),
  );
  const cache = createCache({ key: "chakra-theme" });
  const rules = (system._global as Parameters<typeof serializeStyles>[0][number][]).map((styles) =>
    cache.insert("", serializeStyles([styles], cache.registered), cache.sheet, false),
  );
  const css = [system.layers.atRule, ...rules]
    .filter((rule) => typeof rule === "string")
    .join("\n");
  built[site] = css;
  return css;
}

/**
 * Where the layout links the site's theme stylesheet (web/app/themes/[file]/route.ts):
 * versioned by its content, so it can be cached for good and changes with the theme.
 */
export function themeCssHref(site: SiteId): string {
  const version = createHash("sha256").update(themeCss(site)).digest("base64url").slice(0, 10);
  return `/themes/${site}.css?v=${version}`;
}
