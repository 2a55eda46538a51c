/**
 * The one place that names the site's breakpoints and maps a header item's visibility
 * (spec 3 "Header menu item", spec 9 "Visibility options") onto them. CSS cannot import
 * TypeScript, so the CSS modules repeat these widths in rem with a comment pointing here
 * (web/shell/SiteHeader.module.css, MobileDrawer.module.css).
 */

/** Widths in CSS pixels where each screen class starts (Chakra's md, lg and xl). */
export const BREAKPOINTS = {
  /** Tablets from here (spec 9: one compare card below 768 px). */
  md: 768,
  /** Desktops from here (spec 9: 991 px is the last tablet width). */
  lg: 992,
  /** spec 2.3: the mobile drawer opens below xl; the full menu bar shows from it. */
  xl: 1280,
} as const;

/**
 * spec 9 "Layout": the sticky offset, in CSS pixels: in-page jumps stop this far below the
 * header. The header's own heights differ per brand (`SITES[id].header`, web/rules/sites.ts;
 * web/shell/SiteHeader.module.css draws them, the browser tests measure them).
 */
export const STICKY_OFFSET_BELOW_HEADER_PX = 90;

/** A header item's visibility (the Studio's menuItem field offers exactly these). */
export const MENU_ITEM_VISIBILITIES = [
  "always",
  "mobile",
  "desktop",
  "tablet",
  "tabletPlus",
  "tabletMinus",
] as const;
export type Visibility = (typeof MENU_ITEM_VISIBILITIES)[number];

/** The screen classes: phones below md, tablets md to lg, desktops from lg. */
export type ScreenClass = "phone" | "tablet" | "desktop";

const SHOWN_ON: Record<Visibility, readonly ScreenClass[]> = {
  always: ["phone", "tablet", "desktop"],
  mobile: ["phone"],
  tablet: ["tablet"],
  desktop: ["desktop"],
  tabletPlus: ["tablet", "desktop"],
  tabletMinus: ["phone", "tablet"],
};

function asVisibility(visibility: string | null | undefined): Visibility {
  return Object.hasOwn(SHOWN_ON, visibility ?? "") ? (visibility as Visibility) : "always";
}

/** The screen class of a viewport width. */
export function screenClassOf(width: number): ScreenClass {
  if (width >= BREAKPOINTS.lg) return "desktop";
  if (width >= BREAKPOINTS.md) return "tablet";
  return "phone";
}

/** Whether an item of this visibility shows at this viewport width (unknown values: always). */
export function isVisibleAt(visibility: string | null | undefined, width: number): boolean {
  return SHOWN_ON[asVisibility(visibility)].includes(screenClassOf(width));
}

/**
 * The visibility as responsive `display` values: `base` below md, `md` from md, `lg` from
 * lg; the CSS classes `base-*`, `md-*`, `lg-*` of the header apply them.
 */
export function displayForVisibility(visibility: string | null | undefined, shown = "flex") {
  const on = SHOWN_ON[asVisibility(visibility)];
  const show = (screen: ScreenClass) => (on.includes(screen) ? shown : "none");
  return { base: show("phone"), md: show("tablet"), lg: show("desktop") };
}
