/**
 * The icon components: spans painted through a CSS mask (iconMasks.module.css, made
 * from the drawings in iconSymbols.ts).
 */
import type { CSSProperties } from "react";
import {
  AMENITY_CATEGORY_ICONS,
  ICON_SIZES,
  STAR_SIZES,
  amenitySymbol,
  starRowWidth,
  type IconName,
} from "./iconSymbols";
import styles from "./iconMasks.module.css";

export { AMENITY_CATEGORY_ICONS, amenitySymbol };

/** The class of iconMasks.module.css that gives an icon its size, if there is one. */
function sizeClassOf(width?: number, height?: number): string | undefined {
  if (width === undefined || height === undefined) return undefined;
  if (width === height) {
    return (ICON_SIZES as readonly number[]).includes(width) ? styles[`size${width}`] : undefined;
  }
  return (STAR_SIZES as readonly number[]).includes(height) && width === starRowWidth(height)
    ? styles[`stars${height}`]
    : undefined;
}

/**
 * Icons are spans painted through a CSS mask: their cell of one sheet of icons (or of
 * the star rows' sheet), two data: URLs in iconMasks.module.css generated from
 * iconSymbols.ts (`npm run icons:css`; a unit test fails when the file is stale). An
 * icon is one element with no request of its own, where an inline <svg><use> was two
 * (three with a <title>) and waited for an external sprite document: on a search page
 * of 20 cards that was about 600 elements in the HTML and again in the RSC payload.
 * It paints in currentColor.
 */
function Icon({
  symbol,
  width,
  height = width,
  label,
  ...data
}: {
  symbol: string;
  width?: number;
  height?: number;
  /** The icon's accessible name (and its tooltip); without one it is decorative. */
  label?: string;
  "data-stars"?: number;
}) {
  const sizeClass = sizeClassOf(width, height);
  const style = (
    width === undefined || sizeClass
      ? undefined
      : width === height
        ? { "--icon-size": `${width}px` }
        : { "--icon-w": `${width}px`, "--icon-h": `${height}px` }
  ) as CSSProperties | undefined;
  const name =
    label === undefined
      ? { "aria-hidden": true }
      : { role: "img", "aria-label": label, title: label };
  const className = sizeClass ? `${styles.icon} ${sizeClass}` : styles.icon;
  // No `style` key without a style: the RSC payload would carry `"style":"$undefined"`.
  return (
    <span
      {...name}
      className={className}
      data-icon={symbol}
      {...(style ? { style } : {})}
      {...data}
    />
  );
}

/** A decorative stroked icon (aria-hidden): its meaning is in the text next to it. */
export function StrokeIcon({ icon, size = 20 }: { icon: IconName; size?: number }) {
  return <Icon symbol={icon} width={size} />;
}

/** The save toggle's heart, outlined or filled (CardControls swaps `data-icon`). */
export function HeartIcon({ filled = false }: { filled?: boolean }) {
  return <Icon symbol={filled ? "heart-filled" : "heart"} width={26} />;
}

/** An amenity category icon with its accessible name (the category name), sized by CSS. */
export function AmenityCategoryIcon({ categoryId, name }: { categoryId: number; name: string }) {
  return <Icon symbol={amenitySymbol(categoryId)} label={name} />;
}

/** An amenity category icon beside a heading that names it (decorative). */
export function AmenityGroupIcon({ categoryId, size = 22 }: { categoryId: number; size?: number }) {
  return <Icon symbol={amenitySymbol(categoryId)} width={size} />;
}

/**
 * The rating stars (decorative: the rating is also given as text): one span showing
 * the row with `filled` full stars (`data-stars` says how many).
 */
export function RatingStars({ filled, size = 20 }: { filled: number; size?: number }) {
  const full = Math.max(0, Math.min(5, Math.floor(filled)));
  return (
    <Icon symbol={`stars-${full}`} width={starRowWidth(size)} height={size} data-stars={full} />
  );
}
