import { defaultBaseConfig } from "@chakra-ui/react/preset-base";
import { createSystem, defineConfig, type SystemContext } from "@chakra-ui/react/styled-system";
import {
  animationStyles,
  breakpoints,
  buttonRecipe,
  checkmarkRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from "@chakra-ui/react/theme";
import type { SiteId } from "../site/sites";

/**
 * Chakra's default theme with only the recipes of the components the site
 * uses. Building a system is the costliest thing Chakra does on a page load
 * (about 31 ms on a fast desktop core with every recipe, 4x that on a
 * throttled phone); the default `@chakra-ui/react` preset also builds a
 * system of its own as a side effect, so it is not imported at all.
 */
const theme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: { dialog: dialogSlotRecipe, toast: toastSlotRecipe },
  },
});

/**
 * One Chakra system per brand (spec 1: the look differs per site). Both share
 * a large, high-contrast base for older readers; the brand palette differs.
 */
const shared = defineConfig({
  globalCss: {
    html: { fontSize: "112.5%" },
    body: { bg: "white", color: "gray.900", lineHeight: "1.6" },
    "a:focus-visible, button:focus-visible, input:focus-visible, select:focus-visible, summary:focus-visible":
      { outline: "3px solid", outlineColor: "brand.focus", outlineOffset: "2px" },
  },
  theme: {
    breakpoints: { sm: "480px", md: "768px", lg: "992px", xl: "1280px", "2xl": "1536px" },
  },
});

const brandPalettes: Record<SiteId, Record<string, string>> = {
  // Deep teal with a warm accent.
  main: {
    solid: "#0b5563",
    solidHover: "#083f4a",
    contrast: "#ffffff",
    subtle: "#e6f2f4",
    accent: "#b3470b",
    text: "#0b5563",
    focus: "#b3470b",
  },
  // Plum with a golden accent.
  alt: {
    solid: "#5b2a6e",
    solidHover: "#431e52",
    contrast: "#ffffff",
    subtle: "#f4ecf7",
    accent: "#7a5200",
    text: "#5b2a6e",
    focus: "#7a5200",
  },
};

function brandConfig(site: SiteId) {
  const palette = brandPalettes[site];
  return defineConfig({
    theme: {
      tokens: {
        colors: {
          brand: Object.fromEntries(
            Object.entries(palette).map(([name, value]) => [name, { value }]),
          ),
        },
        fonts:
          site === "main"
            ? { heading: { value: "Georgia, 'Times New Roman', serif" } }
            : { heading: { value: "'Trebuchet MS', 'Segoe UI', sans-serif" } },
      },
    },
  });
}

const built: Partial<Record<SiteId, SystemContext>> = {};

/** The brand's system, built on first use: a page needs only its own site's. */
export function systemFor(site: SiteId): SystemContext {
  return (built[site] ??= createSystem(defaultBaseConfig, theme, shared, brandConfig(site)));
}

export const systems: Readonly<Record<SiteId, SystemContext>> = {
  get main() {
    return systemFor("main");
  },
  get alt() {
    return systemFor("alt");
  },
};
