/**
 * The partner API (spec 6, 7, 8) through its handler over a real SQLite lead store and a
 * seeded directory: token checks, the three endpoints, the inquiry-v4 flag and the
 * answers {result, provider, error_code, error_message} / {success false, 'code - message'}.
 */
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import {
  postPartnerInquiry,
  type PartnerEndpoint,
  type PartnerDependencies,
} from "@web/api/partner";
import { authenticatePartner, partnerTokensFromEnv } from "@web/leads/partnerTokens";
import type { LeadStore } from "@web/leads/store";
import { setLogSink } from "@web/lib/log";
import { ORIGIN, openInquiryHarness, type InquiryHarness } from "./inquiryHarness";

const ACME_TOKEN = "acme-token-0123456789abcdef";
const BETA_TOKEN = "beta-token-fedcba9876543210";
const { tokens } = partnerTokensFromEnv(`acme:${ACME_TOKEN}, beta:${BETA_TOKEN}`);

let harness: InquiryHarness;
let restoreLog: () => void;

beforeAll(async () => {
  restoreLog = setLogSink(() => undefined);
  harness = await openInquiryHarness();
}, 120_000);
afterAll(async () => {
  restoreLog();
  await harness.close();
});

function dependencies(overrides: Partial<PartnerDependencies> & { v4?: boolean } = {}) {
  const { v4 = false, ...rest } = overrides;
  return {
    ...harness.dependencies(),
    partnerTokens: tokens,
    isFeatureEnabled: (flag: string) => v4 && flag === "inquiry-v4",
    ...rest,
  } satisfies PartnerDependencies;
}

/** A partner's body: the payload in snake_case, as partners send it. */
function partnerBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    submission_id: `p_${Math.random().toString(36).slice(2, 12)}`,
    who_are_you_looking_for: "Relative(s)",
    full_name: "Hedy Lamarr",
    phone_number: "512-555-0177",
    email: "hedy@example.com",
    inquiry_type: "information",
    provider_id: harness.provider.id,
    landing_page_url: "https://partner.example/listing?utm_source=partner",
    ...overrides,
  };
}

function partnerPost(
  body: unknown,
  headers: Record<string, string> = {},
  endpoint = "v3/partner/inquiry",
) {
  return new Request(`${ORIGIN}/api/${endpoint}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-partner-token": ACME_TOKEN, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const call = (
  request: Request,
  endpoint: PartnerEndpoint = "v3/partner/inquiry",
  overrides: Parameters<typeof dependencies>[0] = {},
) => postPartnerInquiry(request, dependencies(overrides), endpoint);
const count = () => harness.leads.store.countLeads();

describe("partner token (spec 6)", () => {
  it.each([
    ["no token", {}],
    ["a wrong token", { "x-partner-token": "not-a-partner-token-at-all" }],
    ["a token's prefix", { "x-partner-token": ACME_TOKEN.slice(0, 10) }],
    ["an empty token", { "x-partner-token": "" }],
  ])("answers %s with 401 '401 - Unauthorized' and stores nothing", async (_, headers) => {
    const before = await count();
    const request = partnerPost(partnerBody(), headers);
    if (!("x-partner-token" in headers)) request.headers.delete("x-partner-token");
    const response = await call(request);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      success: false,
      message: "401 - Unauthorized",
      error_code: 401,
      error_message: "Unauthorized",
    });
    expect(await count()).toBe(before);
  });

  it("refuses every token when no partner is configured", async () => {
    const response = await call(partnerPost(partnerBody()), "v3/partner/inquiry", {
      partnerTokens: [],
    });
    expect(response.status).toBe(401);
  });

  it("knows each partner by its own token, compared in full", () => {
    expect(authenticatePartner(ACME_TOKEN, tokens)).toBe("acme");
    expect(authenticatePartner(` ${BETA_TOKEN} `, tokens)).toBe("beta");
    expect(authenticatePartner(`${ACME_TOKEN}x`, tokens)).toBeNull();
    expect(authenticatePartner(null, tokens)).toBeNull();
  });

  it("reads PARTNER_API_TOKENS, skipping malformed and short tokens", () => {
    const parsed = partnerTokensFromEnv(
      "ok:0123456789abcdef0, short:abc, :nameless-0123456789, bad name:0123456789abcdef0",
    );
    expect(parsed.tokens.map((token) => token.name)).toEqual(["ok"]);
    expect(parsed.skipped).toEqual(["short", "(unnamed)", "bad name"]);
    expect(partnerTokensFromEnv(undefined)).toEqual({ tokens: [], skipped: [] });
  });
});

describe("POST /api/v3/partner/inquiry", () => {
  it("stores the lead under the partner's name and answers {result, provider, error_code, error_message}", async () => {
    const response = await call(partnerPost(partnerBody()));
    expect(response.status).toBe(200);
    const answer = (await response.json()) as Record<string, unknown>;
    expect(answer).toEqual({
      result: { lead_id: expect.any(String), status: "created" },
      provider: expect.objectContaining({ id: harness.provider.id, path: harness.provider.path }),
      error_code: null,
      error_message: null,
    });
    const lead = await harness.leads.store.getLead((answer.result as { lead_id: string }).lead_id);
    expect(lead).toMatchObject({
      channel: "partner:acme",
      whoAreYouLookingFor: "Relative(s)",
      fullName: "Hedy Lamarr",
      phoneNumber: "(512) 555-0177",
      inquiryType: "information",
      providerId: harness.provider.id,
      // spec 3: dropped unless the v4 inquiry flag is on.
      landingPageUrl: null,
      utmSource: null,
    });
  });

  it("answers a repeated submission with the same lead, marked duplicate", async () => {
    const body = partnerBody();
    const first = (await (await call(partnerPost(body))).json()) as { result: { lead_id: string } };
    const again = (await (await call(partnerPost(body))).json()) as {
      result: { lead_id: string; status: string };
    };
    expect(again.result).toEqual({ lead_id: first.result.lead_id, status: "duplicate" });
  });

  it("takes the idempotency key from the Idempotency-Key header when the body has none", async () => {
    const before = await count();
    const body = partnerBody({ submission_id: undefined });
    const headers = { "idempotency-key": "partner-key-0001" };
    await call(partnerPost(body, headers));
    await call(partnerPost(body, headers));
    expect(await count()).toBe(before + 1);
  });

  it("keeps each partner's keys its own: the same Idempotency-Key and person from two partners is two leads", async () => {
    const before = await count();
    const body = partnerBody({ submission_id: undefined });
    const key = { "idempotency-key": `shared-key-${Date.now()}` };
    type Answer = { result: { lead_id: string; status: string } };
    const send = async (token: string) =>
      (await (
        await call(partnerPost(body, { ...key, "x-partner-token": token }))
      ).json()) as Answer;
    const acme = await send(ACME_TOKEN);
    const beta = await send(BETA_TOKEN);
    expect([acme.result.status, beta.result.status]).toEqual(["created", "created"]);
    expect(beta.result.lead_id).not.toBe(acme.result.lead_id);
    expect(await count()).toBe(before + 2);
    expect((await harness.leads.store.getLead(beta.result.lead_id))?.channel).toBe("partner:beta");
    // Each partner's retry answers that partner's own lead.
    expect((await send(ACME_TOKEN)).result).toEqual({
      lead_id: acme.result.lead_id,
      status: "duplicate",
    });
    expect((await send(BETA_TOKEN)).result).toEqual({
      lead_id: beta.result.lead_id,
      status: "duplicate",
    });
    expect(await count()).toBe(before + 2);
  });

  it("answers wrong JSON types with 400 '400 - <the form's message>', never a server error", async () => {
    const before = await count();
    const response = await call(
      partnerPost(partnerBody({ phone_number: ["x"], email: { $gt: "" }, full_name: 42 })),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      message: "400 - Please enter your full name",
      error_code: 400,
      error_message: "Please enter your full name",
      errors: {
        fullName: "Please enter your full name",
        phoneNumber: "Please enter a valid U.S. phone number",
        email: "Please enter a valid email address",
      },
    });
    const proto = await call(partnerPost('{"constructor": {"prototype": {"x": 1}}}'));
    expect(proto.status).toBe(400);
    expect(await proto.json()).toMatchObject({
      message: '400 - "constructor" is not a field name',
    });
    const lead = await call(
      partnerPost(partnerBody({ provider_id: { id: 1 } })),
      "v3/partner/lead",
    );
    expect(lead.status).toBe(400);
    expect(await lead.json()).toMatchObject({
      errors: { providerId: "provider_id must be text, a number, true or false" },
    });
    expect(await count()).toBe(before);
  });

  it("keeps the landing page while the inquiry-v4 flag is on", async () => {
    const answer = (await (
      await call(partnerPost(partnerBody()), "v3/partner/inquiry", { v4: true })
    ).json()) as {
      result: { lead_id: string };
    };
    expect(await harness.leads.store.getLead(answer.result.lead_id)).toMatchObject({
      landingPageUrl: "https://partner.example/listing?utm_source=partner",
      utmSource: "partner",
    });
  });

  it("answers invalid fields with 400 '400 - <the form's message>'", async () => {
    const response = await call(partnerPost(partnerBody({ full_name: "" })));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      message: "400 - Please enter your full name",
      error_code: 400,
      error_message: "Please enter your full name",
      errors: { fullName: "Please enter your full name" },
    });
  });

  it("refuses bodies that are not JSON", async () => {
    const form = partnerPost("full_name=x", {
      "content-type": "application/x-www-form-urlencoded",
    });
    expect((await call(form)).status).toBe(415);
    expect((await call(partnerPost("{oops"))).status).toBe(400);
  });

  it("answers a store failure with 500 '500 - Server Error' (spec 8's default)", async () => {
    const broken = {
      saveLead: async () => Promise.reject(new Error("down")),
    } as unknown as LeadStore;
    const response = await call(partnerPost(partnerBody()), "v3/partner/inquiry", {
      leads: async () => broken,
    });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      success: false,
      message: "500 - Server Error",
      error_code: 500,
      error_message: "Server Error",
    });
  });

  it("answers an unexpected error the same way", async () => {
    const response = await call(partnerPost(partnerBody()), "v3/partner/inquiry", {
      isFeatureEnabled: () => {
        throw new Error("flag service exploded");
      },
    });
    expect(response.status).toBe(500);
    expect(((await response.json()) as { message: string }).message).toBe("500 - Server Error");
  });
});

describe("POST /api/v3/partner/lead", () => {
  it("needs provider_id", async () => {
    const before = await count();
    const response = await call(
      partnerPost(partnerBody({ provider_id: undefined })),
      "v3/partner/lead",
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(
      "400 - provider_id is required",
    );
    expect(await count()).toBe(before);
  });

  it("stores a lead about the provider and answers with the provider's services and costs", async () => {
    const response = await call(
      partnerPost(partnerBody({ inquiry_type: "costs" })),
      "v3/partner/lead",
    );
    expect(response.status).toBe(200);
    const answer = (await response.json()) as {
      provider: { services: unknown[]; minimumCostCents: number };
    };
    expect(answer.provider.services.length).toBe(harness.provider.services.length);
    expect(answer.provider.minimumCostCents).toBe(harness.provider.minimumCost?.costCents);
  });
});

describe("POST /api/v4/partner/inquiry (the inquiry-v4 flag)", () => {
  it("is not there while the flag is off", async () => {
    const response = await call(partnerPost(partnerBody()), "v4/partner/inquiry");
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ success: false, message: "404 - Not Found" });
  });

  it("stores the lead with its landing page while the flag is on", async () => {
    const response = await call(partnerPost(partnerBody()), "v4/partner/inquiry", { v4: true });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { result: { lead_id: string } };
    expect((await harness.leads.store.getLead(answer.result.lead_id))?.landingPageUrl).toBe(
      "https://partner.example/listing?utm_source=partner",
    );
  });
});

it("asks for the inquiry-v4 flag of the site the request is for", async () => {
  const asked: string[] = [];
  await call(partnerPost(partnerBody()), "v4/partner/inquiry", {
    isFeatureEnabled: (flag, site) => {
      asked.push(`${flag}@${site}`);
      return false;
    },
  });
  expect(asked).toEqual(["inquiry-v4@main"]);
});
