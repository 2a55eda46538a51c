import { expect, test } from "@playwright/test";
import { PORT, rawRequest } from "./support";

/**
 * Issue 14.7 on the suite's server (no TRUST_PROXY): a client's X-Forwarded-Host
 * neither picks the brand nor lands in another brand's cached page.
 * (Behind TRUST_PROXY: tests/security/serverSettings.spec.ts.)
 */

const siteOf = (html: string) => /<html[^>]*data-site="([a-z]+)"/.exec(html)?.[1];

test("a client's X-Forwarded-Host does not choose the brand", async () => {
  const spoofed = await rawRequest("/about", {
    host: `main.localhost:${PORT}`,
    headers: { "x-forwarded-host": `alt.localhost:${PORT}`, "x-forwarded-proto": "https" },
  });
  expect(siteOf(spoofed.body)).toBe("main");
  expect(spoofed.body).toContain("ElderPath");
});

test("each brand's cached page stays its own", async () => {
  for (let round = 0; round < 2; round += 1) {
    const alt = await rawRequest("/about", {
      host: `alt.localhost:${PORT}`,
      headers: { "x-forwarded-host": `main.localhost:${PORT}` },
    });
    expect(siteOf(alt.body)).toBe("alt");
    const main = await rawRequest("/about", {
      host: `main.localhost:${PORT}`,
      headers: { "x-forwarded-host": `alt.localhost:${PORT}` },
    });
    expect(siteOf(main.body)).toBe("main");
  }
});

test("the API resolves its site from the Host header too", async () => {
  const search = "/api/v2/faceted-search?keyword=Austin%2C+TX&hitsPerPage=1";
  const listId = async (host: string, headers?: Record<string, string>) => {
    const response = await rawRequest(search, { host: `${host}:${PORT}`, headers });
    expect(response.status).toBe(200);
    return (JSON.parse(response.body) as { data: { listId: string } }).data.listId;
  };
  const main = await listId("main.localhost");
  const alt = await listId("alt.localhost");
  expect(alt).not.toBe(main);
  expect(await listId("main.localhost", { "x-forwarded-host": `alt.localhost:${PORT}` })).toBe(
    main,
  );
});
