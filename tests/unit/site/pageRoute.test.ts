import { describe, expect, it } from "@jest/globals";
import {
  canonicalPageQuery,
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
    const ids = Array.from({ length: MAX_SEARCH_SEGMENT_LENGTH }, (_, id) => id).join(",");
    expect(searchSegmentOf(query(`dining=${ids}`))).toBe(NO_SEARCH);
    // A keyword is cut to what searches read, so it never makes the segment absurd.
    expect(searchSegmentOf(query(`keyword=${"x".repeat(MAX_SEARCH_SEGMENT_LENGTH)}`))).not.toBe(
      NO_SEARCH,
    );
  });
});

describe("canonical search URLs (issue 14.6)", () => {
  it("gives page=01, page=1.0, sortBy=RECOMMENDED and keyword=AUSTIN the plain page's cache entry", () => {
    const plain = searchSegmentOf(query("keyword=Austin"));
    for (const spelling of [
      "keyword=AUSTIN",
      "keyword=austin&page=01",
      "keyword=Austin&page=1.0",
      "sortBy=RECOMMENDED&keyword=Austin",
      "keyword=Austin&distanceInMiles=30&priceRange=1,4",
    ]) {
      expect(searchSegmentOf(query(spelling))).toBe(plain);
    }
  });

  it("redirects a non-canonical search to its canonical form, keeping the other keys", () => {
    expect(
      canonicalPageQuery(
        query("utm_source=mail&page=01&keyword=AUSTIN%2C+tx&isModalOpen=true"),
      )?.toString(),
    ).toBe("keyword=Austin%2C+TX&utm_source=mail&isModalOpen=true");
    expect(canonicalPageQuery(query("care-type=assisted-living&keyword=Boise"))?.toString()).toBe(
      "keyword=Boise&care-type=assisted-living",
    );
    expect(
      canonicalPageQuery(query("keyword=&sortBy=recommended&priceMin=1&priceMax=4"))?.toString(),
    ).toBe("");
  });

  it("leaves a canonical URL alone, however its other keys or spaces are written", () => {
    for (const search of [
      "",
      "utm_source=x",
      "keyword=Austin%2C+TX&care-type=senior-living",
      "keyword=Austin%2C%20TX",
      "selectedCommunities=a,b&keyword=Seattle%2C+WA&page=2&isModalOpen=true",
    ]) {
      expect(canonicalPageQuery(query(search))).toBeNull();
    }
  });

  it("never redirects twice", () => {
    for (const search of [
      "page=01&keyword=AUSTIN",
      "b=1&dining=3,1&a=2&keyword=x,y",
      "priceMax=2&priceMin=3",
    ]) {
      const once = canonicalPageQuery(query(search));
      expect(once).not.toBeNull();
      expect(canonicalPageQuery(once ?? query(""))).toBeNull();
    }
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

describe("the geo listing's listing-page (spec 2.2)", () => {
  it("redirects listing-page=02 to listing-page=2, as page=02 on the search page", () => {
    expect(canonicalPageQuery(query("listing-page=02"))?.toString()).toBe("listing-page=2");
    expect(canonicalPageQuery(query("page=02"))?.toString()).toBe("page=2");
    expect(canonicalPageQuery(query("listing-page=1.0&utm_source=x"))?.toString()).toBe(
      "utm_source=x",
    );
  });

  it("keeps a canonical listing-page without a redirect, after the search keys", () => {
    expect(canonicalPageQuery(query("listing-page=2"))).toBeNull();
    expect(canonicalPageQuery(query("sortBy=best-rated&listing-page=3"))).toBeNull();
    expect(canonicalPageQuery(query("listing-page=3&sortBy=best-rated"))?.toString()).toBe(
      "sortBy=best-rated&listing-page=3",
    );
  });

  it("drops an invalid listing-page as page=0 or page=abc are dropped", () => {
    expect(canonicalPageQuery(query("listing-page=0"))?.toString()).toBe("");
    expect(canonicalPageQuery(query("listing-page=abc"))?.toString()).toBe("");
  });

  it("carries listing-page in the page cache segment", () => {
    const segment = searchSegmentOf(query("listing-page=02"));
    expect(segment).not.toBe(NO_SEARCH);
    expect(segment).toBe(searchSegmentOf(query("listing-page=2")));
    expect(searchQueryFromSegment(segment).get("listing-page")).toBe("2");
    expect(searchSegmentOf(query("listing-page=2"))).not.toBe(searchSegmentOf(query("page=2")));
  });
});
