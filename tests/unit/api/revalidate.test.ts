import { createHmac } from "node:crypto";
import { describe, expect, it } from "@jest/globals";
import { handleRevalidate } from "@web/api/revalidate";
import { contentTags } from "@web/content/cacheTags";

const SECRET = "unit-secret";

/** Sanity's signature header, computed here independently of @sanity/webhook. */
function sign(body: string, secret = SECRET, timestamp = Date.now()): string {
  const digest = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("base64url");
  return `t=${timestamp},v1=${digest}`;
}

function post(body: string, signature?: string): Request {
  return new Request("http://main.localhost/api/revalidate", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(signature ? { "sanity-webhook-signature": signature } : {}),
    },
    body,
  });
}

async function call(
  request: Request,
  { secret }: { secret: string | undefined } = { secret: SECRET },
) {
  const invalidated: string[] = [];
  const response = await handleRevalidate(request, {
    invalidate: (tag) => invalidated.push(tag),
    waitForConsistency: false,
    secret,
  });
  return { status: response.status, body: (await response.json()) as unknown, invalidated };
}

const body = JSON.stringify({
  _id: "page.main.about",
  _type: "page",
  site: "main",
  path: "/about",
});

describe("POST /api/revalidate (Sanity's webhook)", () => {
  it("invalidates the tags of the pages that show a correctly signed document", async () => {
    const answer = await call(post(body, sign(body)));
    expect(answer.status).toBe(200);
    expect(answer.invalidated).toEqual([
      contentTags.document("page.main.about"),
      contentTags.page("main", "/about"),
    ]);
    expect(answer.body).toEqual({ revalidated: answer.invalidated });
  });

  it("refuses a missing, wrong or foreign signature with 401 and invalidates nothing", async () => {
    for (const request of [
      post(body),
      post(body, sign(body, "another-secret")),
      post(body, sign(`${body} `)),
      post(body, "t=1700000000000,v1=forged"),
    ]) {
      const answer = await call(request);
      expect(answer.status).toBe(401);
      expect(answer.invalidated).toEqual([]);
    }
  });

  it("refuses everything while no secret is configured", async () => {
    const answer = await call(post(body, sign(body)), { secret: undefined });
    expect(answer.status).toBe(401);
    expect(answer.invalidated).toEqual([]);
  });

  it("answers 400 to a signed body that is not a JSON object, 413 to a huge one", async () => {
    for (const text of ["not json", "[1,2]"]) {
      const answer = await call(post(text, sign(text)));
      expect(answer.status).toBe(400);
      expect(answer.invalidated).toEqual([]);
    }
    const huge = JSON.stringify({ _id: "x", _type: "page", padding: "x".repeat(70_000) });
    expect((await call(post(huge, sign(huge)))).status).toBe(413);
  });
});
