/**
 * robots.txt per brand (issue 12): crawlers may read every page except the API, the
 * visitor's saved list and the thank-you page, and find the brand's sitemap index.
 */
export const ROBOTS_DISALLOWED = ["/api/", "/saved", "/thank-you"] as const;

export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
