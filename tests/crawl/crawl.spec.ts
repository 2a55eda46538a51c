/**
 * Issue 24.4 (in `npm test`; `npm run test:crawl` runs it alone): every internal link a page writes points at a canonical URL that answers
 * 200 (no 404, no redirect). The crawl reads at least 25 pages of every kind per brand
 * (home, search, each geo page type, providers, awards, guides, forms), takes every
 * internal link and every GET form's action from them, and asks for each once, with no
 * redirect followed, on the production server.
 */
import { expect, test } from "@playwright/test";
import { SITE_IDS, SITES, type SiteId } from "@web/rules/sites";
import { ALT, HOMES, MAIN, PORT, rawRequest } from "../security/support";

interface Brand {
  name: SiteId;
  origin: string;
  searchPath: string;
  /** The pages whose links are followed; a function picks a page from a page read before. */
  sources: readonly (string | ((links: readonly string[]) => string | undefined))[];
}

const first = (pattern: RegExp) => (links: readonly string[]) =>
  links.find((link) => pattern.test(link));

/** Every brand's pages: its home, geo and awards pages, providers and the inquiry path. */
const EVERY_BRAND = [
  "/",
  "/senior-living/assisted-living",
  "/senior-living/assisted-living/texas",
  "/senior-living/assisted-living/texas/austin",
  "/senior-living/memory-care-facilities/washington/seattle",
  "/senior-living/nursing-homes/florida",
  "/senior-care/in-home-care/california/los-angeles",
  "/senior-care/hospices",
  "/senior-care/home-health-agencies",
  first(/^\/senior-living\/texas\/austin\/[a-z0-9-]+$/),
  first(/^\/senior-care\/[a-z-]+\/[a-z0-9-]+\/[a-z0-9-]+$/),
  "/bestseniorliving",
  "/bestseniorliving/caring-stars-senior-living",
  first(/^\/bestseniorliving\/caring-stars-senior-living\/\d{4}$/),
  first(/^\/bestseniorliving\/caring-stars-senior-living\/\d{4}\/[a-z-]+$/),
  "/bestseniorliving/caring-stars-senior-care",
  "/about",
  "/which-care-is-right",
  "/get-costs",
  "/lp/senior-living-costs",
  "/thank-you",
] as const;

/** The content pages of the brands with guides (the senior-homes brand has none). */
const COMMON = [...EVERY_BRAND, "/resources/paying-for-assisted-living", "/medicare"] as const;

const BRANDS: readonly Brand[] = [
  {
    name: "main",
    origin: MAIN,
    searchPath: "/local/search",
    sources: [
      ...COMMON,
      "/local/search?keyword=Austin%2C+TX",
      "/local/search?keyword=Miami%2C+FL&care-type=memory-care-facilities",
      first(/^\/local\/search\?.*page=2/),
      "/saved",
    ],
  },
  {
    name: "alt",
    origin: ALT,
    searchPath: "/search",
    sources: [
      ...COMMON,
      "/search?keyword=Austin%2C+TX",
      "/search?keyword=Miami%2C+FL&care-type=memory-care-facilities",
      first(/^\/search\?.*page=2/),
    ],
  },
  {
    name: "homes",
    origin: HOMES,
    searchPath: SITES.homes.searchPath,
    sources: [
      ...EVERY_BRAND,
      // In place of the guides the brand does not have: a senior-care state page.
      "/senior-care/in-home-care/california",
      `${SITES.homes.searchPath}?keyword=Austin%2C+TX`,
      `${SITES.homes.searchPath}?keyword=Miami%2C+FL&care-type=memory-care-facilities`,
      first(/^\/search\?.*page=2/),
    ],
  },
];

/** The site's own links of a page: `<a href>` and GET forms' actions, as paths, without fragments. */
function internalLinks(html: string, origin: string): string[] {
  const decode = (value: string) =>
    value
      .replace(/&amp;/g, "&")
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'");
  const targets = [
    ...[...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((match) => match[1] ?? ""),
    ...[...html.matchAll(/<form\b([^>]*)>/g)]
      .map((match) => match[1] ?? "")
      .filter((attributes) => !/\smethod="post"/i.test(attributes))
      .map((attributes) => /\saction="([^"]*)"/.exec(attributes)?.[1] ?? ""),
  ];
  const links = new Set<string>();
  for (const raw of targets) {
    const target = decode(raw).trim();
    if (!target || target.startsWith("#")) continue;
    let url: URL;
    try {
      url = new URL(target, `${origin}/`);
    } catch {
      continue;
    }
    if (url.origin !== origin) continue;
    links.add(`${url.pathname}${url.search}`);
  }
  return [...links];
}

test("crawls every brand the deployment serves", () => {
  expect(BRANDS.map((brand) => brand.name)).toEqual([...SITE_IDS]);
});

for (const brand of BRANDS) {
  test(`every internal link of ${brand.sources.length} pages on the ${brand.name} site answers 200`, async () => {
    // A hang catcher: on a busy 2-core machine one brand took 4 minutes beside the browsers.
    test.setTimeout(600_000);
    const host = new URL(brand.origin).host;
    const ask = (path: string) => rawRequest(path, { host });
    const answers = new Map<string, number>();
    const linksOf = new Map<string, string[]>();
    const seen: string[] = [];

    for (const source of brand.sources) {
      const path = typeof source === "string" ? source : source(seen);
      expect(path, `a page to pick among ${seen.length} links`).toBeTruthy();
      const response = await ask(path!);
      expect(response.status, path).toBe(200);
      const links = internalLinks(response.body, brand.origin);
      linksOf.set(path!, links);
      for (const link of links) if (!seen.includes(link)) seen.push(link);
    }

    // Each link once, two at a time (the suite's browsers share the machine).
    const queue = seen.filter((link) => !link.startsWith("/_next/"));
    const worker = async () => {
      for (let link = queue.shift(); link !== undefined; link = queue.shift()) {
        answers.set(link, (await ask(link)).status);
      }
    };
    await Promise.all([worker(), worker()]);

    const broken = [...answers].filter(([, status]) => status !== 200);
    const foundOn = (link: string) =>
      [...linksOf].filter(([, links]) => links.includes(link)).map(([page]) => page)[0];
    test.info().annotations.push({
      type: "crawl",
      description: `${linksOf.size} pages, ${answers.size} distinct internal links (port ${PORT})`,
    });
    expect(linksOf.size).toBeGreaterThanOrEqual(25);
    expect(answers.size).toBeGreaterThan(200);
    expect(
      broken.map(([link, status]) => `${status} ${link} (on ${foundOn(link)})`),
      "links that do not answer 200",
    ).toEqual([]);
  });
}
