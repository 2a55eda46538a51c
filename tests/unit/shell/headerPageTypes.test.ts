import fs from "node:fs";
import path from "node:path";
import { PAGE_TYPES } from "@schemas/documents/page";

/**
 * spec 2.1: the header recognises provider, multi-step-form, geo-city, geo-state and
 * geo-county pages. Spec 2.1 has no county route, so geo-county is a page type a CMS
 * page may declare; the scrolled header applies to every geo-* type (docs/geo-pages.md).
 */
describe("the header's page types", () => {
  const css = fs.readFileSync(
    path.join(__dirname, "../../../web/shell/SiteHeader.module.css"),
    "utf8",
  );

  it("are the spec's five, all selectable on a CMS page", () => {
    expect([...PAGE_TYPES].sort()).toEqual(
      ["geo-city", "geo-county", "geo-state", "multi-step-form", "provider"].sort(),
    );
  });

  it("give every geo-* page (geo-county included) the provider page's scrolled header", () => {
    const scrolled = css.match(/:global\(body\):has\(([^)]*)\)/g) ?? [];
    expect(scrolled.length).toBeGreaterThan(0);
    for (const rule of scrolled.filter((r) => r.includes("provider"))) {
      expect(rule).toContain('[data-page-type^="geo-"]');
    }
    expect(PAGE_TYPES.filter((type) => type.startsWith("geo-"))).toContain("geo-county");
  });
});
