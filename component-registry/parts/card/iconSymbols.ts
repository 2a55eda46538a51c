/**
 * The icons' drawings: one per amenity category (spec 9: the amenity category icon
 * map covers ids 1 to 34, with a default generic icon), the card's own glyphs and the
 * rating rows. 24x24 path data, stroked in currentColor. No React and no CSS here, so
 * `npm run icons:css` can turn them into iconMasks.module.css (icons.tsx draws them).
 */
/** A full circle as path data (two arcs). */
function circle(cx: number, cy: number, r: number): string {
  return `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;
}

/**
 * spec 9: amenity category id -> icon path data. The ids are the catalogue's
 * (web/rules/catalogue.ts AMENITY_CATEGORIES, in order).
 */
export const AMENITY_CATEGORY_ICONS: Readonly<Record<number, string>> = {
  // 1 Accessibility: wheelchair
  1: `${circle(11, 4.5, 1.5)} M11 8v6h5l2 5 M11 11h4 M8 10.5a5.5 5.5 0 1 0 7.5 7`,
  // 2 Dining: fork and knife
  2: "M6 3v5a2 2 0 0 0 4 0V3 M8 3v18 M17 21V3c-2 1-3 4-3 8h3",
  // 3 Health Services: medical cross
  3: "M10 4h4v6h6v4h-6v6h-4v-6H4v-4h6z",
  // 4 Languages: speech bubble
  4: "M4 5h16v10H10l-5 4v-4H4z M8 9h8 M8 12h5",
  // 5 Lifestyle: sun
  5: `${circle(12, 12, 4)} M12 2v2 M12 20v2 M2 12h2 M20 12h2 M5 5l1.5 1.5 M17.5 17.5 19 19 M5 19l1.5-1.5 M17.5 6.5 19 5`,
  // 6 Personal Care: heart
  6: "M12 20s-7.5-4.6-7.5-10.2A4 4 0 0 1 12 7.5a4 4 0 0 1 7.5 2.3C19.5 15.4 12 20 12 20z",
  // 7 Room Amenities: television
  7: "M3 6h18v11H3z M8 21h8 M12 17v4",
  // 8 Room Type: bed
  8: `M3 18V6 M3 14h18v4 M21 14v-2a3 3 0 0 0-3-3h-7v5 ${circle(7, 11, 1.5)}`,
  // 9 Staff Qualifications: person with a check
  9: `${circle(9, 7, 3)} M3 20c0-3.5 2.7-6 6-6s6 2.5 6 6 M15 11l2 2 4-4`,
  // 10 Other Amenities: four squares
  10: "M4 4h6v6H4z M14 4h6v6h-6z M4 14h6v6H4z M14 14h6v6h-6z",
  // 11 Safety and Security: shield
  11: "M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z M9 12l2 2 4-4",
  // 12 Memory Care Programming: light bulb
  12: "M9 18h6 M10 21h4 M12 3a6 6 0 0 0-4 10.5c.8.8 1 1.5 1 2.5h6c0-1 .2-1.7 1-2.5A6 6 0 0 0 12 3z",
  // 13 Transportation: car
  13: "M5 17h14v-5l-2-5H7l-2 5z M5 12h14 M7.5 17v2 M16.5 17v2 M8 14.5h.01 M16 14.5h.01",
  // 14 Payment Options: card
  14: "M3 6h18v12H3z M3 10h18 M7 15h3",
  // 15 Outdoor Spaces: tree
  15: "M12 3 5 13h4l-3 4h12l-3-4h4z M12 17v4",
  // 16 Wellness Programs: dumbbell
  16: "M6 7v10 M18 7v10 M3 10v4 M21 10v4 M6 12h12",
  // 17 Social Activities: two people
  17: `${circle(8, 8, 2.5)} ${circle(16, 8, 2.5)} M3 19c0-3 2.2-5 5-5s5 2 5 5 M11 19c0-3 2.2-5 5-5s5 2 5 5`,
  // 18 Spiritual Life: chapel
  18: "M12 2v5 M10 4h4 M6 21V11l6-4 6 4v10z M10 21v-4h4v4",
  // 19 Education and Enrichment: book
  19: "M4 19V5a2 2 0 0 1 2-2h14v16H6a2 2 0 0 0-2 2 2 2 0 0 0 2 2h14 M8 7h8",
  // 20 Technology: laptop
  20: "M4 5h16v10H4z M2 19h20",
  // 21 Housekeeping: sparkles
  21: "M12 3l1.5 4.5L18 9l-4.5 1.5L12 15l-1.5-4.5L6 9l4.5-1.5z M18 15l.8 2.2L21 18l-2.2.8L18 21l-.8-2.2L15 18l2.2-.8z",
  // 22 Move-In Services: box
  22: "M3 8l9-5 9 5v8l-9 5-9-5z M3 8l9 5 9-5 M12 13v8",
  // 23 Family Support: house with a heart
  23: "M3 11l9-7 9 7 M5 9v11h14V9 M12 17s-3-1.8-3-3.6a1.5 1.5 0 0 1 3-.6 1.5 1.5 0 0 1 3 .6c0 1.8-3 3.6-3 3.6z",
  // 24 Medical Equipment: stethoscope
  24: `M6 3v6a4 4 0 0 0 8 0V3 M10 13v3a4 4 0 0 0 8 0v-2 ${circle(18, 12, 2)}`,
  // 25 Nutrition Programs: apple
  25: "M12 7c-2-2-7-1-7 4 0 4 3 9 7 8 4 1 7-4 7-8 0-5-5-6-7-4z M12 7c0-2 1-4 3-4",
  // 26 Clinical Care: capsule
  26: "M8.5 20.5l12-12a3.5 3.5 0 0 0-5-5l-12 12a3.5 3.5 0 0 0 5 5z M9.5 9.5l5 5",
  // 27 Respite Care: moon
  27: "M20 14A8 8 0 1 1 10 4a6 6 0 0 0 10 10z",
  // 28 Hospice Services: leaf
  28: "M5 19c0-9 6-14 15-14 0 9-5 15-14 15z M5 19l8-8",
  // 29 Companion Care: smile
  29: `${circle(12, 12, 9)} M8 14s1.5 2 4 2 4-2 4-2 M9 9h.01 M15 9h.01`,
  // 30 Home Health Services: house with a cross
  30: "M3 11l9-7 9 7 M5 9v11h14V9 M12 11v6 M9 14h6",
  // 31 Care Coordination: clipboard
  31: "M9 3h6v3H9z M7 4.5H5V21h14V4.5h-2 M8 11h8 M8 15h5",
  // 32 Scheduling: clock
  32: `${circle(12, 12, 9)} M12 7v5l3 2`,
  // 33 Caregiver Standards: certificate
  33: "M4 4h16v11H4z M8 8h8 M8 11h5 M15 15v6l2-1.5 2 1.5v-6",
  // 34 Community Features: building
  34: "M4 21V7l8-4 8 4v14 M9 21v-5h6v5 M8 9h.01 M12 9h.01 M16 9h.01 M8 12.5h.01 M12 12.5h.01 M16 12.5h.01",
};

/** spec 9: the default generic icon (a star) for categories outside the map. */
const DEFAULT_AMENITY_ICON = "M12 3l2.6 5.6 6 .7-4.5 4.1 1.2 6-5.3-3-5.3 3 1.2-6L3.4 9.3l6-.7z";

/** The mask symbol of an amenity category (spec 9: the generic icon outside the map). */
export function amenitySymbol(categoryId: number): string {
  return categoryId in AMENITY_CATEGORY_ICONS ? `amenity-${categoryId}` : "amenity-default";
}

/** The save toggle's heart. */
const HEART_ICON =
  "M12 20.5s-7.5-4.6-9.6-9.3C.9 7.9 3 4.5 6.4 4.1c2.1-.3 4 .8 5.6 2.8 1.6-2 3.5-3.1 5.6-2.8 3.4.4 5.5 3.8 4 7.1-2.1 4.7-9.6 9.3-9.6 9.3z";

export const ICONS = {
  star: DEFAULT_AMENITY_ICON,
  pin: `M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z ${circle(12, 9.5, 2.5)}`,
  tag: `M3 12V3h9l9 9-9 9z ${circle(7.5, 7.5, 1.2)}`,
  close: "M6 6l12 12 M18 6 6 18",
  check: "M5 12.5l4.5 4.5L19 7.5",
  verified:
    "M12 3l2.2 1.6 2.7-.2.9 2.6 2.3 1.5-.8 2.6.8 2.6-2.3 1.5-.9 2.6-2.7-.2L12 21l-2.2-1.6-2.7.2-.9-2.6-2.3-1.5.8-2.6-.8-2.6 2.3-1.5.9-2.6 2.7.2z M8.5 12l2.5 2.5 4.5-5",
  info: `${circle(12, 12, 9)} M12 11v5 M12 8h.01`,
  award: `${circle(12, 9, 6)} M8.5 14 7 21l5-3 5 3-1.5-7`,
} as const;

export type IconName = keyof typeof ICONS;

/** How a symbol's path is painted (currentColor: the colour where the icon is used). */
const STROKE =
  'fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"';
const STAR_EMPTY = 'fill="none" stroke="currentColor" stroke-width="1.6" stroke-linejoin="round"';
const STAR_FULL =
  'fill="currentColor" stroke="currentColor" stroke-width="1.6" stroke-linejoin="round"';
const HEART =
  'stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';

/**
 * Every icon of the sheet, as path data and paint: the card's glyphs, the rating
 * stars (empty and full), the heart (outline and filled) and one per amenity category.
 */
export const SPRITE_SYMBOLS: Readonly<Record<string, { d: string; paint: string }>> = {
  ...Object.fromEntries(Object.entries(ICONS).map(([id, d]) => [id, { d, paint: STROKE }])),
  "star-empty": { d: DEFAULT_AMENITY_ICON, paint: STAR_EMPTY },
  "star-full": { d: DEFAULT_AMENITY_ICON, paint: STAR_FULL },
  heart: { d: HEART_ICON, paint: `fill="none" ${HEART}` },
  "heart-filled": { d: HEART_ICON, paint: `fill="currentColor" ${HEART}` },
  "amenity-default": { d: DEFAULT_AMENITY_ICON, paint: STROKE },
  ...Object.fromEntries(
    Object.entries(AMENITY_CATEGORY_ICONS).map(([id, d]) => [
      `amenity-${id}`,
      { d, paint: STROKE },
    ]),
  ),
};

/** A row of rating stars: 5 stars of 24 units, 2.4 units apart (2 px at 20 px). */
const STAR_STEP = 26.4;
export const STAR_ROW_WIDTH = 4 * STAR_STEP + 24;

/** A row of rating stars' width at a height of `size` pixels. */
export function starRowWidth(size: number): number {
  return Math.round((size * STAR_ROW_WIDTH) / 24);
}

/**
 * The sizes the site's icons and star rows are drawn at, each a class of
 * iconMasks.module.css (`size18`, `stars20`): twenty cards' icons then carry a class
 * instead of an inline style each, in the HTML and again in the RSC payload. Another
 * size still works, as an inline style.
 */
export const ICON_SIZES = [16, 18, 20, 22, 24, 26] as const;
export const STAR_SIZES = [16, 18, 20, 24] as const;

/**
 * A rating row's drawing, `stars-0` to `stars-5` (that many full stars, the rest
 * empty): a card's five stars are one element in the page instead of five.
 */
function starRowPaths(filled: number): string {
  return [0, 1, 2, 3, 4]
    .map((i) => {
      const { d, paint } = SPRITE_SYMBOLS[i < filled ? "star-full" : "star-empty"]!;
      return `<path transform="translate(${(i * STAR_STEP).toFixed(1)} 0)" d="${d}" ${paint}/>`;
    })
    .join("");
}

const STAR_ROWS = [0, 1, 2, 3, 4, 5].map((n) => `stars-${n}`);
const ICON_IDS = Object.keys(SPRITE_SYMBOLS);
const ICON_COLUMNS = Math.ceil(Math.sqrt(ICON_IDS.length));
const ICON_ROWS = Math.ceil(ICON_IDS.length / ICON_COLUMNS);
const XMLNS = 'xmlns="http://www.w3.org/2000/svg"';

/** Every symbol's id: the icons of SPRITE_SYMBOLS and the six rating rows. */
export function symbolIds(): string[] {
  return [...ICON_IDS, ...STAR_ROWS];
}

/**
 * Where a symbol sits in its sheet: the icons in a square grid of 24x24 cells, the star
 * rows in a column of their own. Each cell is a nested <svg> that clips its drawing,
 * as a symbol's viewport does.
 */
export function sheetOf(id: string): { sheet: "icons" | "stars"; column: number; row: number } {
  const star = STAR_ROWS.indexOf(id);
  if (star >= 0) return { sheet: "stars", column: 0, row: star };
  const index = ICON_IDS.indexOf(id);
  if (index < 0) throw new Error(`no icon ${id}`);
  return { sheet: "icons", column: index % ICON_COLUMNS, row: Math.floor(index / ICON_COLUMNS) };
}

/** The two mask images: every icon in one sheet, the six rating rows in another. */
export function sheetSvg(sheet: "icons" | "stars"): string {
  if (sheet === "stars") {
    const rows = STAR_ROWS.map(
      (_, row) =>
        `<svg y="${row * 24}" width="${STAR_ROW_WIDTH}" height="24" viewBox="0 0 ${STAR_ROW_WIDTH} 24">${starRowPaths(row)}</svg>`,
    );
    return `<svg ${XMLNS} viewBox="0 0 ${STAR_ROW_WIDTH} ${STAR_ROWS.length * 24}">${rows.join("")}</svg>`;
  }
  const cells = Object.entries(SPRITE_SYMBOLS).map(([id, { d, paint }]) => {
    const { column, row } = sheetOf(id);
    return `<svg x="${column * 24}" y="${row * 24}" width="24" height="24"><path d="${d}" ${paint}/></svg>`;
  });
  return `<svg ${XMLNS} viewBox="0 0 ${ICON_COLUMNS * 24} ${ICON_ROWS * 24}">${cells.join("")}</svg>`;
}

/**
 * The sheets' files, beside iconMasks.module.css, which names them by relative URL: the
 * build copies them to /_next/static/media under a content hash (cached for a year).
 */
export const SHEET_FILES = { icons: "iconSheet.svg", stars: "starRows.svg" } as const;

/** A cell's mask-position: with the sheet sized to N boxes, cell i of N is at i/(N-1). */
function percent(index: number, count: number): string {
  return count > 1 ? `${+((index / (count - 1)) * 100).toFixed(4)}%` : "0%";
}

/**
 * The text of iconMasks.module.css: the icon box masked by the icon sheet, the star
 * rows' sheet, then each symbol's place. Two images for the whole site: a browser
 * builds an SVG image document per distinct image, which cost more style time than
 * the elements it saved when each symbol was an image of its own. They are files, not
 * data: URLs: a data: URL's document was built inside the page's first layout (its
 * longest task), a file's when it arrives, in a short task of its own (docs/benchmarks.md,
 * issue 23, session 5).
 */
export function iconMasksCss(): string {
  const header = `/*
 * Generated from component-registry/parts/card/iconSymbols.ts by \`npm run icons:css\`: do not
 * edit. An icon is a span in currentColor, masked by its cell of a sheet of icons; its
 * size comes from --icon-size (or --icon-w and --icon-h, set by the component's size class
 * or style) or from
 * the block's CSS, which wins over this :where() rule whatever order the stylesheets
 * load in. The sheet is sized to a grid of the icon's own box, so any size works.
 */
:where(.icon) {
  display: inline-block;
  flex-shrink: 0;
  width: var(--icon-w, var(--icon-size, 1.25rem));
  height: var(--icon-h, var(--icon-size, 1.25rem));
  background-color: currentColor;
  mask-image: url("./${SHEET_FILES.icons}");
  mask-size: ${ICON_COLUMNS * 100}% ${ICON_ROWS * 100}%;
  mask-repeat: no-repeat;
}

.icon[data-icon^="stars-"] {
  mask-image: url("./${SHEET_FILES.stars}");
  mask-size: 100% ${STAR_ROWS.length * 100}%;
}
`;
  const rules = symbolIds().map((id) => {
    const { sheet, column, row } = sheetOf(id);
    const [columns, rows] = sheet === "stars" ? [1, STAR_ROWS.length] : [ICON_COLUMNS, ICON_ROWS];
    const position = `${percent(column, columns)} ${percent(row, rows)}`;
    return `\n.icon[data-icon="${id}"] {\n  mask-position: ${position};\n}\n`;
  });
  const sizes = [
    ...ICON_SIZES.map((size) => `\n.size${size} {\n  --icon-size: ${size}px;\n}\n`),
    ...STAR_SIZES.map(
      (size) =>
        `\n.stars${size} {\n  --icon-w: ${starRowWidth(size)}px;\n  --icon-h: ${size}px;\n}\n`,
    ),
  ];
  return header + rules.join("") + sizes.join("");
}
