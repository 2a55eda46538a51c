import { describe, expect, it } from "@jest/globals";
import {
  MAX_SEARCH_SEGMENT_LENGTH,
  NO_SEARCH,
  pageRoutePath,
  searchQueryFromSegment,
  searchSegmentOf,
} from "@web/site/pageRoute";
import { siteOrigin } from "@web/site/sites";

const query = (search: string) => new URLSearchParams(search);

describe("page route of a visitor's URL (web/proxy.ts)", () => {
  it("puts the site from the host and the search state into the path", () => {
    const route = pageRoutePath(
      "alt.localhost:3000",
      "/search",
      query("keyword=Austin%2C+TX&care-type=memory-care-facilities"),
    );
    expect(route.site).toBe("alt");
    const [, site, segment, ...rest] = route.path.split("/");
    expect(site).toBe("alt");
    expect(rest).toEqual(["search"]);
    expect(searchQueryFromSegment(segment).get("keyword")).toBe("Austin, TX");
    expect(searchQueryFromSegment(segment).get("care-type")).toBe("memory-care-facilities");
  });

  it("maps the home page and pages without search keys to NO_SEARCH", () => {
    expect(pageRoutePath("main.localhost", "/", query("")).path).toBe(`/main/${NO_SEARCH}`);
    expect(pageRoutePath("www.elderpath.example", "/about", query("utm_source=mail")).path).toBe(
      `/main/${NO_SEARCH}/about`,
    );
  });

  it("gives one segment to the same search however the query string is written", () => {
    const a = searchSegmentOf(query("keyword=Boise&care-type=assisted-living&page=2"));
    const b = searchSegmentOf(
      query(
        "page=2&utm_source=x&care-type=assisted-living&keyword=%20Boise%20&selectedCommunities=a,b",
      ),
    );
    expect(a).toBe(b);
    expect(a).not.toBe(searchSegmentOf(query("keyword=Boise&care-type=assisted-living&page=3")));
  });

  it("normalises the no-JavaScript filter form as the page does", () => {
    const fromForm = searchSegmentOf(query("keyword=Boise&priceMin=2&priceMax=3"));
    expect(searchQueryFromSegment(fromForm).get("priceRange")).toBe("2,3");
  });

  it("reads an unreadable or hostile segment as no search", () => {
    for (const segment of [undefined, "", NO_SEARCH, "%%%", "../etc", "a b", "<script>"]) {
      expect(searchQueryFromSegment(segment).toString()).toBe("");
    }
    // Valid base64url of keys that are not search keys carries nothing either.
    const foreign = Buffer.from("utm_source=x&isModalOpen=true", "utf8").toString("base64url");
    expect(searchQueryFromSegment(foreign).toString()).toBe("");
  });

  it("does not make a page per absurdly long hand-made query", () => {
    const long = query(`keyword=${"x".repeat(MAX_SEARCH_SEGMENT_LENGTH)}`);
    expect(searchSegmentOf(long)).toBe(NO_SEARCH);
  });
});

describe("canonical origin of a site", () => {
  it("is the configured production origin, overridable per site by env", () => {
    const saved = process.env.SITE_ORIGIN_ALT;
    try {
      delete process.env.SITE_ORIGIN_ALT;
      expect(siteOrigin("alt")).toBe("https://www.goldenyearsguide.example");
      process.env.SITE_ORIGIN_ALT = "http://alt.localhost:3100/";
      expect(siteOrigin("alt")).toBe("http://alt.localhost:3100");
    } finally {
      if (saved === undefined) delete process.env.SITE_ORIGIN_ALT;
      else process.env.SITE_ORIGIN_ALT = saved;
    }
  });
});
