import type { MENU_ITEM_VISIBILITIES } from "@schemas/objects/menuItem";

type Visibility = (typeof MENU_ITEM_VISIBILITIES)[number];

/**
 * spec 3: a header item's visibility as responsive `display` values over the
 * container breakpoints (spec 9: md 768, lg 992): mobile < md, tablet md–lg,
 * desktop >= lg.
 */
export function displayForVisibility(visibility: string | undefined, shown = "flex") {
  const table: Record<Visibility, { base: string; md: string; lg: string }> = {
    always: { base: shown, md: shown, lg: shown },
    mobile: { base: shown, md: "none", lg: "none" },
    tablet: { base: "none", md: shown, lg: "none" },
    desktop: { base: "none", md: "none", lg: shown },
    tabletPlus: { base: "none", md: shown, lg: shown },
    tabletMinus: { base: shown, md: shown, lg: "none" },
  };
  return table[(visibility as Visibility) ?? "always"] ?? table.always;
}
