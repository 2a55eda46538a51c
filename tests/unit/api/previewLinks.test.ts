import { createPreviewLink, previewLinkPreflight } from "@web/api/previewLinks";
import { verifyPreviewLink } from "@web/content/previewLinks";

/** `POST /api/preview-links`, the Studio action's endpoint (issue 16). */
function post(body: unknown, token: string | null, origin?: string): Request {
  return new Request("http://localhost/api/preview-links", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(origin ? { origin } : {}),
    },
    body: JSON.stringify(body),
  });
}

const refuse: typeof fetch = async () => new Response("{}", { status: 401 });
const accept: typeof fetch = async () => new Response("{}", { status: 200 });

describe("POST /api/preview-links", () => {
  afterEach(() => {
    delete process.env.SANITY_PROJECT_ID;
    delete process.env.SANITY_DATASET;
  });

  it("issues a link for an editor (embedded: the preview secret) that opens that page", async () => {
    const response = await createPreviewLink(
      post({ site: "main", path: "/about", ttl: "2h" }, "local-preview", "http://localhost:3333"),
    );
    expect(response.status).toBe(201);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("access-control-allow-origin")).toBe("http://localhost:3333");
    const body = (await response.json()) as { url: string; id: string; expiresAt: string };
    const token = body.url.split("/shared-preview/")[1];
    expect(verifyPreviewLink(token)).toMatchObject({
      ok: true,
      claims: { site: "main", path: "/about", jti: body.id },
    });
    const hours = (Date.parse(body.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(1.9);
    expect(hours).toBeLessThanOrEqual(2);
  });

  it("refuses anyone else with 401 and no link", async () => {
    for (const token of [null, "wrong"]) {
      const response = await createPreviewLink(post({ site: "main", path: "/about" }, token));
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        error: "Sign in to the Studio to share a preview link.",
      });
    }
  });

  it("says what to send for a bad site, path or lifetime", async () => {
    for (const body of [
      { site: "other", path: "/about" },
      { site: "main", path: "/About" },
      { site: "main", path: "/about", ttl: "forever" },
      { site: "main", path: "/about", ttl: "31d" },
    ]) {
      const response = await createPreviewLink(post(body, "local-preview"));
      expect(response.status).toBe(400);
    }
  });

  it("on hosted Sanity, accepts a token that can read the project and refuses others", async () => {
    process.env.SANITY_PROJECT_ID = "abc123";
    process.env.SANITY_DATASET = "production";
    const asked: string[] = [];
    const spy: typeof fetch = async (input, init) => {
      asked.push(`${String(input)} ${new Headers(init?.headers).get("authorization")}`);
      return accept(input, init);
    };
    const ok = await createPreviewLink(post({ site: "alt", path: "/" }, "sk-user"), spy);
    expect(ok.status).toBe(201);
    expect(asked).toEqual(["https://api.sanity.io/v2021-06-07/projects/abc123 Bearer sk-user"]);
    // The preview secret is not a Sanity token.
    const refused = await createPreviewLink(
      post({ site: "alt", path: "/" }, "local-preview"),
      refuse,
    );
    expect(refused.status).toBe(401);
  });

  it("answers the Studio's preflight, and no other origin", () => {
    const preflight = (origin: string) =>
      previewLinkPreflight(
        new Request("http://localhost/api/preview-links", {
          method: "OPTIONS",
          headers: { origin },
        }),
      );
    expect(preflight("http://localhost:3333").headers.get("access-control-allow-methods")).toBe(
      "POST, OPTIONS",
    );
    expect(preflight("https://evil.example").headers.get("access-control-allow-origin")).toBeNull();
  });
});
