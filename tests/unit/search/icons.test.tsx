import { describe, expect, it } from "@jest/globals";
import { renderToStaticMarkup } from "react-dom/server";
import {
  AMENITY_CATEGORY_ICONS,
  ICON_NAMES,
  ICONS,
  RatingStars,
  StrokeIcon,
  amenitySymbol,
  iconCss,
  iconSvg,
} from "@registry/parts/card/icons";
import { themeCss } from "@web/theme/themeCss";

/** The icon names the CSS gives a shape to, and the SVG document of each. */
function shapesInCss(css: string): Map<string, string> {
  const shapes = new Map<string, string>();
  for (const match of css.matchAll(
    /\[data-icon="([^"]+)"\]\{--icon:url\("data:image\/svg\+xml,([^"]+)"\)\}/g,
  )) {
    shapes.set(match[1]!, decodeURIComponent(match[2]!));
  }
  return shapes;
}

const iconsIn = (markup: string) => [...markup.matchAll(/data-icon="([^"]+)"/g)].map((m) => m[1]);

describe("the site's icons", () => {
  it("are drawn by the theme stylesheet, one shape per icon name", () => {
    const css = iconCss();
    const shapes = shapesInCss(css);
    expect([...shapes.keys()].sort()).toEqual([...ICON_NAMES].sort());
    for (const [name, svg] of shapes) {
      expect(svg).toBe(iconSvg(name)!.replaceAll('"', "'"));
      expect(svg).toMatch(
        /^<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg' viewBox='[\d. ]+'>.*<\/svg>$/,
      );
    }
    // A mask over the text colour, and the system's text colour in forced-colours mode.
    expect(css).toContain("background-color:currentColor");
    expect(css).toContain("mask:var(--icon)");
    expect(css).toMatch(/@media \(forced-colors:active\)\{\[data-icon\]::before\{[^}]*CanvasText/);
    // Every page gets them with the brand's theme.
    for (const site of ["main", "alt"] as const) expect(themeCss(site)).toContain(css);
  });

  it("has a shape for every icon the components name", () => {
    const markup = renderToStaticMarkup(
      <div>
        {Object.keys(ICONS).map((name) => (
          <StrokeIcon key={name} icon={name as keyof typeof ICONS} />
        ))}
        <StrokeIcon icon="heart" />
        <StrokeIcon icon="heart-filled" />
        {[0, 1, 2, 3, 4, 5].map((n) => (
          <RatingStars key={n} filled={n} />
        ))}
        {[...Object.keys(AMENITY_CATEGORY_ICONS).map(Number), 999].map((id) => (
          <span key={id} data-icon={amenitySymbol(id)} />
        ))}
      </div>,
    );
    const used = iconsIn(markup);
    expect(used.length).toBeGreaterThan(45);
    const known = new Set(ICON_NAMES);
    for (const name of used) expect(known.has(name!)).toBe(true);
    expect(iconSvg("no-such-icon")).toBeNull();
  });

  it("is one empty element per icon, sized only when not the default 20 px", () => {
    expect(renderToStaticMarkup(<StrokeIcon icon="pin" />)).toBe('<span data-icon="pin"></span>');
    expect(renderToStaticMarkup(<StrokeIcon icon="pin" size={18} className="x" />)).toBe(
      '<span data-icon="pin" class="x" style="--icon-size:18px"></span>',
    );
  });

  it("shows the rating as one row of stars, as many full as the rating's integer part", () => {
    const markup = renderToStaticMarkup(<RatingStars filled={4.8} />);
    expect(iconsIn(markup)).toEqual(["stars-4"]);
    expect(markup).toContain('data-stars="4"');
    expect(iconsIn(renderToStaticMarkup(<RatingStars filled={7} />))).toEqual(["stars-5"]);
    expect(iconsIn(renderToStaticMarkup(<RatingStars filled={-1} />))).toEqual(["stars-0"]);
    // The row of 4: four full stars then an empty one, each at its own place.
    const row = iconSvg("stars-4")!;
    const paths = [...row.matchAll(/<path transform="translate\(([\d.]+) 0\)"[^>]*fill="(\w+)"/g)];
    expect(paths.map((match) => match[2])).toEqual([
      "currentColor",
      "currentColor",
      "currentColor",
      "currentColor",
      "none",
    ]);
    expect(new Set(paths.map((match) => match[1])).size).toBe(5);
    // A row is 5.4 icons wide (its viewBox), and so is its box.
    expect(row).toContain('viewBox="0 0 129.6 24"');
    expect(iconCss()).toContain(
      '[data-icon^="stars-"]::before{width:calc(var(--icon-size,20px)*5.4)}',
    );
  });

  it("uses the generic icon outside the category map", () => {
    expect(amenitySymbol(999)).toBe("amenity-default");
    expect(amenitySymbol(5)).toBe("amenity-5");
  });
});
