import { describe, expect, it } from "@jest/globals";
import { readFileSync } from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import {
  AMENITY_CATEGORY_ICONS,
  AmenityCategoryIcon,
  HeartIcon,
  RatingStars,
  StrokeIcon,
  amenitySymbol,
} from "@registry/parts/card/icons";
import {
  ICONS,
  SPRITE_SYMBOLS,
  ICON_SIZES,
  STAR_SIZES,
  iconMasksCss,
  starRowWidth,
  sheetOf,
  sheetSvg,
  SHEET_FILES,
  symbolIds,
  type IconName,
} from "@registry/parts/card/iconSymbols";

const masksFile = path.resolve(
  __dirname,
  "../../../component-registry/parts/card/iconMasks.module.css",
);
const usedIds = (markup: string) =>
  [...markup.matchAll(/data-icon="([^"]+)"/g)].map((match) => match[1]);

describe("the icon masks", () => {
  it("are the committed stylesheet, up to date with the drawings (npm run icons:css)", () => {
    expect(readFileSync(masksFile, "utf8")).toBe(iconMasksCss());
  });

  it("give every symbol a place: every icon, both hearts, the amenity icons and six star rows", () => {
    const placed = [
      ...iconMasksCss().matchAll(/\.icon\[data-icon="([^"]+)"\] \{\n {2}mask-position: /g),
    ];
    expect(placed.map((match) => match[1]).sort()).toEqual(symbolIds().sort());
    expect(symbolIds()).toEqual(
      expect.arrayContaining([...Object.keys(SPRITE_SYMBOLS), "stars-0", "stars-5"]),
    );
  });

  it("mask with two sheet files beside the stylesheet, committed and up to date", () => {
    const urls = [...iconMasksCss().matchAll(/mask-image: url\("\.\/([^"]+)"\)/g)];
    expect(urls.map((match) => match[1])).toEqual([SHEET_FILES.icons, SHEET_FILES.stars]);
    expect(iconMasksCss()).not.toContain("data:");
    for (const sheet of ["icons", "stars"] as const) {
      expect(readFileSync(path.join(path.dirname(masksFile), SHEET_FILES[sheet]), "utf8")).toBe(
        `${sheetSvg(sheet)}\n`,
      );
    }
  });

  it("draw each icon in its own clipped 24x24 cell, placed by its mask-position", () => {
    const sheet = sheetSvg("icons");
    for (const [id, { d }] of Object.entries(SPRITE_SYMBOLS)) {
      const { column, row } = sheetOf(id);
      expect(sheet).toContain(
        `<svg x="${column * 24}" y="${row * 24}" width="24" height="24"><path d="${d}"`,
      );
    }
    // 46 icons: a grid of 7 x 7, so "pin" (the second) is at 1/6 across, 0 down.
    expect(sheet).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 168 168">/);
    expect(iconMasksCss()).toContain('.icon[data-icon="pin"] {\n  mask-position: 16.6667% 0%;\n}');
    expect(iconMasksCss()).toContain('.icon[data-icon="stars-5"] {\n  mask-position: 0% 100%;\n}');
  });

  it("draw every icon the components use, and nothing else is an element of its own", () => {
    const masked = new Set(symbolIds());
    const markup = renderToStaticMarkup(
      <div>
        {(Object.keys(ICONS) as IconName[]).map((name) => (
          <StrokeIcon key={name} icon={name} size={18} />
        ))}
        <HeartIcon />
        <HeartIcon filled />
        <RatingStars filled={3} />
        {[...Object.keys(AMENITY_CATEGORY_ICONS).map(Number), 999].map((id) => (
          <AmenityCategoryIcon key={id} categoryId={id} name={`Category ${id}`} />
        ))}
      </div>,
    );
    const used = usedIds(markup);
    expect(used.length).toBeGreaterThan(40);
    for (const id of used) expect(masked.has(id ?? "")).toBe(true);
    expect(markup).not.toMatch(/<svg|<use/);
  });

  it("size a stroked icon by its size class and hide it from assistive technology", () => {
    const markup = renderToStaticMarkup(<StrokeIcon icon="pin" size={18} />);
    expect(markup).toBe('<span aria-hidden="true" class="icon size18" data-icon="pin"></span>');
    // A size without a class of its own is an inline custom property.
    expect(renderToStaticMarkup(<StrokeIcon icon="pin" size={17} />)).toBe(
      '<span aria-hidden="true" class="icon" data-icon="pin" style="--icon-size:17px"></span>',
    );
  });

  it("give every size class the size its name says", () => {
    const css = iconMasksCss();
    for (const size of ICON_SIZES) {
      expect(css).toContain(`.size${size} {\n  --icon-size: ${size}px;\n}`);
    }
    for (const size of STAR_SIZES) {
      expect(css).toContain(
        `.stars${size} {\n  --icon-w: ${starRowWidth(size)}px;\n  --icon-h: ${size}px;\n}`,
      );
    }
    expect(starRowWidth(20)).toBe(108);
  });

  it("show the rating as one row of stars, as many full as the rating's integer part", () => {
    const markup = renderToStaticMarkup(<RatingStars filled={4} />);
    expect(usedIds(markup)).toEqual(["stars-4"]);
    expect(markup).toContain('data-stars="4"');
    expect(markup).toContain('class="icon stars20"');
    expect(markup).not.toContain("style=");
    expect(renderToStaticMarkup(<RatingStars filled={4} size={30} />)).toContain(
      "--icon-w:162px;--icon-h:30px",
    );
    expect(usedIds(renderToStaticMarkup(<RatingStars filled={7} />))).toEqual(["stars-5"]);
    expect(usedIds(renderToStaticMarkup(<RatingStars filled={-1} />))).toEqual(["stars-0"]);
    // The row of 4: four full stars then an empty one, each at its own place.
    const paths = [
      ...(/<svg y="96"[^>]*>(.*?)<\/svg>/.exec(sheetSvg("stars"))?.[1] ?? "").matchAll(
        /<path transform="translate\(([\d.]+) 0\)"[^>]*fill="(\w+)"/g,
      ),
    ];
    expect(paths.map((match) => match[2])).toEqual([
      "currentColor",
      "currentColor",
      "currentColor",
      "currentColor",
      "none",
    ]);
    expect(new Set(paths.map((match) => match[1])).size).toBe(5);
  });

  it("use the generic icon outside the category map, and name category icons", () => {
    expect(amenitySymbol(999)).toBe("amenity-default");
    expect(amenitySymbol(5)).toBe("amenity-5");
    const markup = renderToStaticMarkup(<AmenityCategoryIcon categoryId={5} name="Lifestyle" />);
    // An image named by its category, with the same words as a pointer's tooltip.
    expect(markup).toContain('role="img"');
    expect(markup).toContain('aria-label="Lifestyle"');
    expect(markup).toContain('title="Lifestyle"');
    expect(markup).not.toContain("aria-hidden");
  });

  it("swap the heart between outline and filled", () => {
    expect(usedIds(renderToStaticMarkup(<HeartIcon />))).toEqual(["heart"]);
    expect(usedIds(renderToStaticMarkup(<HeartIcon filled />))).toEqual(["heart-filled"]);
  });
});
