/**
 * GET /api/v1/b2c/care-recipient-leads/q/{token} (issue 24 "Care-recipient leads")
 * through its handler, with tokens the inquiry handler itself hands out, over a real
 * SQLite lead store and a seeded directory: the summary of that one lead, masked; one
 * 404 for a tampered, expired, malformed or foreign token, a lead's plain id, another
 * site's token and a lead that is not stored; the reason logged, never the answer.
 */
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { randomUUID } from "node:crypto";
import { postInquiry } from "@web/api/inquiry";
import { getCareRecipientLead, LEAD_NOT_FOUND } from "@web/api/leadSummary";
import { setLogSink, type LogEntry } from "@web/lib/log";
import type { InquiryResponse } from "@web/rules/inquiry/inquiry";
import type { LeadSummary } from "@web/rules/inquiry/leadSummary";
import type { LeadSummaryDependencies } from "@web/services/leadSummary";
import { issueLeadToken, leadTokenSecret } from "@web/services/leadSummaryTokens";
import {
  ORIGIN,
  formPost,
  inquiryBody,
  jsonPost,
  openInquiryHarness,
  type InquiryHarness,
} from "./inquiryHarness";

const KEY = leadTokenSecret("lead-summary-test-key")!;
const HOUR = 3_600_000;

let harness: InquiryHarness;
let logs: LogEntry[] = [];
let restoreLog: () => void;

beforeAll(async () => {
  harness = await openInquiryHarness();
  restoreLog = setLogSink((entry) => logs.push(entry));
}, 120_000);
afterAll(async () => {
  restoreLog();
  await harness.close();
});

process.env.TRUST_PROXY = "1";

function summaryDependencies(
  overrides: Partial<LeadSummaryDependencies> = {},
): LeadSummaryDependencies {
  const inquiry = harness.dependencies();
  return {
    leads: inquiry.leads,
    provider: inquiry.provider,
    secret: () => KEY,
    ...overrides,
  };
}

/** Sends an inquiry as the form's script does and returns the answer's token. */
async function sendInquiry(body: Record<string, unknown> = {}, at?: Date) {
  const response = await postInquiry(
    jsonPost(inquiryBody(body)),
    harness.dependencies({ leadTokenSecret: () => KEY, ...(at ? { now: () => at } : {}) }),
  );
  expect(response.status).toBe(200);
  const answer = (await response.json()) as InquiryResponse;
  return { leadId: answer.leadId!, token: answer.leadToken! };
}

function get(token: string, host = "main.localhost:3000", query = "") {
  return new Request(`http://${host}/api/v1/b2c/care-recipient-leads/q/${token}${query}`, {
    headers: { host },
  });
}

async function read(
  token: string,
  {
    host,
    query,
    ...overrides
  }: Partial<LeadSummaryDependencies> & {
    host?: string;
    query?: string;
  } = {},
) {
  const response = await getCareRecipientLead(
    get(token, host, query),
    token,
    summaryDependencies(overrides),
  );
  return { response, body: (await response.json()) as { lead?: LeadSummary; error?: string } };
}

const refusals = () =>
  logs.filter((entry) => entry.event === "lead-summary-refused").map((entry) => entry.reason);

describe("a good token", () => {
  it("answers the summary of its lead, masked, with the provider asked about", async () => {
    const { token } = await sendInquiry({
      providerId: harness.provider.id,
      fullName: "Grace Brewster Hopper",
      typeOfCare: "assisted-living",
      budget: "$3,000 to $5,000",
    });
    expect(token).toMatch(/^v1\.[\w-]+\.[\w-]+$/);
    const { response, body } = await read(token);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
    expect(body.lead).toEqual({
      receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      expiresAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      request: "Costs",
      whoAreYouLookingFor: "Parent(s)",
      name: "Grace H.",
      phoneNumber: "(•••) •••-0123",
      phoneNumberEnding: "0123",
      email: "g***@example.com",
      typeOfCare: "Assisted Living",
      tourTime: null,
      budget: "$3,000 to $5,000",
      provider: { name: harness.provider.name, path: harness.provider.path },
    });
    // 24 hours after the inquiry (to the second: the token counts whole seconds).
    const lifetime = Date.parse(body.lead!.expiresAt) - Date.parse(body.lead!.receivedAt);
    expect(lifetime).toBeGreaterThan(24 * HOUR - 1000);
    expect(lifetime).toBeLessThanOrEqual(24 * HOUR);
    // Neither the typed phone, the email nor the surname is in the answer.
    const text = JSON.stringify(body);
    for (const secret of ["555-0123", "grace@", "Hopper", "Brewster"]) {
      expect(text).not.toContain(secret);
    }
  });

  it("comes with the native post's redirect to the thank-you page too", async () => {
    const response = await postInquiry(
      formPost({
        submissionId: "native_summary_1",
        whoAreYouLookingFor: "Myself",
        fullName: "Mary Jackson",
        phoneNumber: "5125550177",
        email: "mary@example.com",
        inquiryType: "information",
      }),
      harness.dependencies({ leadTokenSecret: () => KEY }),
    );
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get("location")!, ORIGIN);
    expect(location.pathname).toBe("/thank-you");
    const token = location.searchParams.get("lead")!;
    const { response: answer, body } = await read(token);
    expect(answer.status).toBe(200);
    expect(body.lead).toMatchObject({
      request: "Information",
      whoAreYouLookingFor: "Myself",
      name: "Mary J.",
      provider: null,
    });
  });

  it("is not handed out when summaries are off (no key)", async () => {
    const response = await postInquiry(jsonPost(inquiryBody()), harness.dependencies());
    const answer = (await response.json()) as InquiryResponse;
    expect(answer.success).toBe(true);
    expect(answer).not.toHaveProperty("leadToken");
  });
});

describe("anything else is one 404, whatever the reason (which is logged)", () => {
  const notFound = async (
    token: string,
    reason: string,
    options: Parameters<typeof read>[1] = {},
  ) => {
    logs = [];
    const { response, body } = await read(token, options);
    expect({ status: response.status, body }).toEqual({
      status: 404,
      body: { error: LEAD_NOT_FOUND, statusCode: 404 },
    });
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(refusals()).toEqual([reason]);
  };

  it("a tampered token: another lead's id under the same signature, a changed signature", async () => {
    const { token } = await sendInquiry();
    const other = await sendInquiry({ email: "someone.else@example.com" });
    const [version, body, signature] = token.split(".");
    const claims = JSON.parse(Buffer.from(body!, "base64url").toString("utf8"));
    const forged = Buffer.from(JSON.stringify({ ...claims, lead: other.leadId })).toString(
      "base64url",
    );
    await notFound(`${version}.${forged}.${signature}`, "invalid");
    await notFound(`${token.slice(0, -3)}AAA`, "invalid");
  });

  it("an expired token: a day after the inquiry", async () => {
    const sentAt = new Date("2026-11-02T10:00:00Z");
    const { token } = await sendInquiry({}, sentAt);
    const justBefore = new Date(sentAt.getTime() + 24 * HOUR - 1000);
    expect((await read(token, { now: () => justBefore })).response.status).toBe(200);
    await notFound(token, "expired", { now: () => new Date(sentAt.getTime() + 24 * HOUR) });
  });

  it("a lead's plain id, and text that is no token", async () => {
    const { leadId } = await sendInquiry();
    await notFound(leadId, "invalid");
    await notFound("v1.abc", "invalid");
    await notFound("%3Cscript%3E", "invalid");
  });

  it("a good token on the other brand's host, even for a lead that exists", async () => {
    const { token } = await sendInquiry();
    await notFound(token, "other-site", { host: "alt.localhost:3000" });
    // The site is the request's, as for every API call (spec 7 `domain`).
    expect(
      (await read(token, { host: "alt.localhost:3000", query: "?domain=main" })).response.status,
    ).toBe(200);
  });

  it("a well-signed token for a lead that is not stored", async () => {
    const token = issueLeadToken(KEY, { leadId: randomUUID(), site: "main" });
    await notFound(token, "unknown-lead");
  });

  it("a token signed with another key, or with no key configured", async () => {
    const { token } = await sendInquiry();
    const foreign = issueLeadToken(leadTokenSecret("another-install")!, {
      leadId: "x",
      site: "main",
    });
    await notFound(foreign, "invalid");
    await notFound(token, "disabled", { secret: () => null });
  });
});

it("answers 503 when the lead store cannot be read, and logs it", async () => {
  const { token } = await sendInquiry();
  logs = [];
  const { response, body } = await read(token, {
    leads: async () => {
      throw new Error("disk gone");
    },
  });
  expect(response.status).toBe(503);
  expect(body).toMatchObject({ statusCode: 503 });
  expect(logs.map((entry) => entry.event)).toContain("lead-summary-store-failed");
});
