import type { SystemConfig } from "@chakra-ui/react";
import { BREAKPOINTS, STICKY_OFFSET_BELOW_HEADER_PX } from "@web/rules/visibility";
import { SITES, type SiteId } from "@web/rules/sites";

/**
 * One Chakra system per brand (spec 1: the look differs per site). All share
 * a large, high-contrast base for older readers; the brand's palette, type and
 * corners differ, and its header's heights (web/rules/sites.ts) become CSS variables.
 */
export const sharedThemeConfig: SystemConfig = {
  globalCss: {
    html: {
      fontSize: "112.5%",
    },
    body: { bg: "white", color: "gray.900", lineHeight: "1.6" },
    "a:focus-visible, button:focus-visible, input:focus-visible, select:focus-visible, summary:focus-visible":
      { outline: "3px solid", outlineColor: "brand.focus", outlineOffset: "2px" },
  },
  theme: {
    breakpoints: { sm: "480px", md: "768px", lg: "992px", xl: "1280px", "2xl": "1536px" },
  },
};

/** A brand's look: its palette (every colour AA on white, or white on it) and its type. */
interface BrandTheme {
  palette: Record<
    "solid" | "solidHover" | "contrast" | "subtle" | "accent" | "text" | "focus",
    string
  >;
  headingFont: string;
  /** Corner radii (Chakra's radius tokens: buttons use sm, fields and cards md to xl). */
  radii?: Partial<Record<"sm" | "md" | "lg" | "xl", string>>;
  /** A rule in the accent colour along the header's top edge, in px (inside its height). */
  headerRulePx?: number;
  /** The header logo's size below sm (480 px), where a long name must fit in two lines. */
  phoneLogoSize?: string;
}

export const BRAND_THEMES: Record<SiteId, BrandTheme> = {
  // Deep teal with a warm accent.
  main: {
    palette: {
      solid: "#0b5563",
      solidHover: "#083f4a",
      contrast: "#ffffff",
      subtle: "#e6f2f4",
      accent: "#b3470b",
      text: "#0b5563",
      focus: "#b3470b",
    },
    headingFont: "Georgia, 'Times New Roman', serif",
  },
  // Plum with a golden accent.
  alt: {
    palette: {
      solid: "#5b2a6e",
      solidHover: "#431e52",
      contrast: "#ffffff",
      subtle: "#f4ecf7",
      accent: "#7a5200",
      text: "#5b2a6e",
      focus: "#7a5200",
    },
    headingFont: "'Trebuchet MS', 'Segoe UI', sans-serif",
  },
  // Senior homes: forest green with a brick accent, slab-serif headings, round buttons.
  homes: {
    palette: {
      solid: "#1f5130",
      solidHover: "#153a22",
      contrast: "#ffffff",
      subtle: "#edf5ee",
      accent: "#a23b1c",
      text: "#1f5130",
      focus: "#a23b1c",
    },
    headingFont: "Rockwell, 'Roboto Slab', 'DejaVu Serif Condensed', Georgia, serif",
    radii: { sm: "0.75rem", md: "0.75rem", lg: "0.875rem", xl: "1rem" },
    headerRulePx: 4,
    phoneLogoSize: "var(--chakra-font-sizes-sm)",
  },
};

export function brandThemeConfig(site: SiteId): SystemConfig {
  const { palette, headingFont, radii, headerRulePx, phoneLogoSize } = BRAND_THEMES[site];
  const header = SITES[site].header;
  return {
    globalCss: {
      html: {
        // The brand's header heights (spec 9), drawn by web/shell/SiteHeader.module.css.
        "--site-header-desktop-height": `${header.desktopHeightPx}px`,
        "--site-header-mobile-height": `${header.mobileHeightPx}px`,
        // Focus, anchor jumps and scrollIntoView stop the spec's sticky offset below the
        // fixed header: its compact height, measured by web/shell/HeaderScroll.tsx. The
        // height declared here is the one the header most likely has (the phone's, from
        // xl the desktop's), so that the measurement, when it agrees, restyles only the
        // root and not every element that inherits the property.
        "--site-header-height": `${header.mobileHeightPx}px`,
        [`@media screen and (min-width: ${BREAKPOINTS.xl / 16}rem)`]: {
          "--site-header-height": `${header.desktopHeightPx}px`,
        },
        scrollPaddingTop: `calc(var(--site-header-height, ${header.mobileHeightPx}px) + ${STICKY_OFFSET_BELOW_HEADER_PX}px)`,
        ...(headerRulePx ? { "--site-header-rule-width": `${headerRulePx}px` } : {}),
        ...(phoneLogoSize ? { "--site-logo-phone-size": phoneLogoSize } : {}),
      },
    },
    theme: {
      tokens: {
        colors: {
          brand: Object.fromEntries(
            Object.entries(palette).map(([name, value]) => [name, { value }]),
          ),
        },
        fonts: { heading: { value: headingFont } },
        ...(radii
          ? {
              radii: Object.fromEntries(
                Object.entries(radii).map(([name, value]) => [name, { value }]),
              ),
            }
          : {}),
      },
    },
  };
}
