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
import { SITE_IDS, type SiteId } from "@web/rules/sites";
import { brandThemeConfig, sharedThemeConfig } from "./brands";

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

const built: Partial<Record<SiteId, SystemContext>> = {};

/** The brand's system, built on first use: a page needs only its own site's. */
export function systemFor(site: SiteId): SystemContext {
  return (built[site] ??= createSystem(
    defaultBaseConfig,
    theme,
    sharedThemeConfig,
    brandThemeConfig(site),
  ));
}

export const systems: Readonly<Record<SiteId, SystemContext>> = Object.defineProperties(
  {} as Record<SiteId, SystemContext>,
  Object.fromEntries(
    SITE_IDS.map((site) => [site, { get: () => systemFor(site), enumerable: true }]),
  ),
);
