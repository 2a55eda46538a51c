import { expect, test } from "@playwright/test";
import { rawRequest } from "./support";

/** Issue 14.8: a URL that does not decode gets a 400 or the real 404, never a bare 500. */

for (const path of [
  "/%ff%fe",
  "/%",
  "/about%",
  "/%E0%A4%A",
  "/resources/%c0%af",
  "/local/search%ff?keyword=Austin",
  "/api/v2/location/%",
  "/api/v3/location/%zz/x",
  "/api/v1/geo-pages/%c0%af",
  "/api/v2/geo-pages/tx/%ff",
  "/images/providers/%",
  "/images/%ff/x.jpg",
  "/_next/static/%ff.js",
]) {
  test(`${path} is a 400`, async () => {
    const response = await rawRequest(path);
    expect(response.status).toBe(400);
    expect(response.body).not.toBe("Internal Server Error");
  });
}

for (const [path, status] of [
  ["/100%25", 404],
  ["/%2e%2e/%2e%2e/etc/passwd", 404],
  ["/api/v2/location/%25", 404],
  ["/images/providers/%41.jpg", 404],
  ["/local/search?keyword=%ff%fe", 200],
  ["/local/search?keyword=%", 200],
  ["/api/v2/faceted-search?keyword=%ff&domain=main&hitsPerPage=1", 200],
] as const) {
  test(`${path} is answered (${status}), not a 500`, async () => {
    const response = await rawRequest(path);
    expect(response.status).toBe(status);
  });
}
