import type { SystemConfig } from "@chakra-ui/react";
import { HEADER_HEIGHT_PX, STICKY_OFFSET_BELOW_HEADER_PX } from "@web/rules/visibility";
import type { SiteId } from "../sites";

/**
 * One Chakra system per brand (spec 1: the look differs per site). Both share
 * a large, high-contrast base for older readers; the brand palette differs.
 */
export const sharedThemeConfig: SystemConfig = {
  globalCss: {
    // Focus, anchor jumps and scrollIntoView stop the spec's sticky offset below the fixed
    // header (its compact height, measured by web/shell/HeaderScroll.tsx; until that has
    // run, the phone's height, which still clears the 140 px header).
    html: {
      fontSize: "112.5%",
      scrollPaddingTop: `calc(var(--site-header-height, ${HEADER_HEIGHT_PX.mobile}px) + ${STICKY_OFFSET_BELOW_HEADER_PX}px)`,
    },
    body: { bg: "white", color: "gray.900", lineHeight: "1.6" },
    "a:focus-visible, button:focus-visible, input:focus-visible, select:focus-visible, summary:focus-visible":
      { outline: "3px solid", outlineColor: "brand.focus", outlineOffset: "2px" },
  },
  theme: {
    breakpoints: { sm: "480px", md: "768px", lg: "992px", xl: "1280px", "2xl": "1536px" },
  },
};

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

export function brandThemeConfig(site: SiteId): SystemConfig {
  const palette = brandPalettes[site];
  return {
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
  };
}
