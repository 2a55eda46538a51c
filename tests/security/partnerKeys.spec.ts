import { expect, test } from "@playwright/test";
import { PORT } from "./support";
import { rawPost } from "./post";

/**
 * Issue 28.4 over real HTTP: an idempotency key belongs to the partner that sent it.
 * The suite's server knows two partners (playwright.config.ts PARTNER_API_TOKENS).
 * Before the fix, the second partner got the first one's lead back as a duplicate and
 * nothing was stored for it.
 */
const PARTNERS = {
  e2e: "e2e-partner-token-0123456789",
  "e2e-b": "e2e-partner-b-token-0123456789",
} as const;

type Answer = { result: { lead_id: string; status: string } };

async function send(partner: keyof typeof PARTNERS, key: string): Promise<Answer> {
  const body = {
    who_are_you_looking_for: "Relative(s)",
    full_name: "Grace Hopper",
    phone_number: "512-555-0166",
    email: "grace@example.com",
  };
  const answer = await rawPost("/api/v3/partner/inquiry", {
    port: PORT,
    contentType: "application/json",
    headers: { "x-partner-token": PARTNERS[partner], "idempotency-key": key },
    bytes: new TextEncoder().encode(JSON.stringify(body)),
  });
  expect(answer.status).toBe(200);
  return JSON.parse(answer.body) as Answer;
}

test("the same key and person from two partners is two leads; each retry is its own partner's", async () => {
  const key = `shared-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const first = await send("e2e", key);
  const second = await send("e2e-b", key);
  expect([first.result.status, second.result.status]).toEqual(["created", "created"]);
  expect(second.result.lead_id).not.toBe(first.result.lead_id);
  expect((await send("e2e", key)).result).toEqual({
    lead_id: first.result.lead_id,
    status: "duplicate",
  });
  expect((await send("e2e-b", key)).result).toEqual({
    lead_id: second.result.lead_id,
    status: "duplicate",
  });
});
