/**
 * web/app/api/inquiry/route.ts as Next calls it, with the app's own dependencies: the
 * lead store and the directory in temporary SQLite files named by the environment, the
 * site phone from the embedded site settings, and the test-only fault hook.
 */
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { setLogSink } from "@web/lib/log";
import { TEST_SCALE, TEST_SEED } from "../api/directoryFixture";
import { inquiryBody, jsonPost } from "./inquiryHarness";

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "inquiry-route-"));
const leadsFile = path.join(folder, "leads.sqlite");
process.env.LEADS_DB_PATH = leadsFile;
process.env.DIRECTORY_DB_PATH = path.join(folder, "directory.sqlite");
process.env.DIRECTORY_SEED_SCALE = String(TEST_SCALE);
process.env.DIRECTORY_SEED = TEST_SEED;
process.env.LEADS_FAULT_EMAIL_DOMAIN = "fail.example";
process.env.INQUIRY_RATE_LIMIT = "3/600";
// Behind one trusted proxy: X-Forwarded-For names the client (web/site/requestHost.ts).
process.env.TRUST_PROXY = "1";
process.env.PARTNER_API_TOKENS = "acme:route-file-token-0123456789";
delete process.env.FEATURE_FLAGS;
delete process.env.DATABASE_URL;

let route: typeof import("@web/app/api/inquiry/route");
let partnerV3: typeof import("@web/app/api/v3/partner/inquiry/route");
let partnerLead: typeof import("@web/app/api/v3/partner/lead/route");
let partnerV4: typeof import("@web/app/api/v4/partner/inquiry/route");
let careRecipientLead: typeof import("@web/app/api/v1/b2c/care-recipient-leads/q/[x]/route");
let restoreLog: () => void;

beforeAll(async () => {
  restoreLog = setLogSink(() => undefined);
  route = await import("@web/app/api/inquiry/route");
  partnerV3 = await import("@web/app/api/v3/partner/inquiry/route");
  partnerLead = await import("@web/app/api/v3/partner/lead/route");
  partnerV4 = await import("@web/app/api/v4/partner/inquiry/route");
  careRecipientLead = await import("@web/app/api/v1/b2c/care-recipient-leads/q/[x]/route");
}, 120_000);

afterAll(async () => {
  restoreLog();
  await (await import("@web/leads")).closeLeadStore();
  await (await import("@web/directory")).closeDirectoryStore();
  fs.rmSync(folder, { recursive: true, force: true });
});

describe("POST /api/inquiry (route file, app dependencies)", () => {
  it("stores the lead in the SQLite file of LEADS_DB_PATH, in WAL mode", async () => {
    const response = await route.POST(jsonPost(inquiryBody(), { "x-forwarded-for": "192.0.2.50" }));
    expect(response.status).toBe(200);
    const { leadId } = (await response.json()) as { leadId: string };
    const db = new DatabaseSync(leadsFile, { readOnly: true });
    try {
      expect(db.prepare("SELECT id FROM leads WHERE id = ?").get(leadId)).toEqual({ id: leadId });
      expect(db.prepare("PRAGMA journal_mode").get()).toEqual({ journal_mode: "wal" });
    } finally {
      db.close();
    }
  }, 120_000);

  it.each([
    ["main", "main.localhost:3000", "(855) 555-0142"],
    ["alt", "alt.localhost:3000", "(866) 555-0178"],
  ])(
    "answers a failed store on the %s site with that site's phone (LEADS_FAULT_EMAIL_DOMAIN)",
    async (_, host, phone) => {
      const response = await route.POST(
        jsonPost(inquiryBody({ email: "someone@fail.example" }), {
          host,
          origin: `http://${host}`,
          "x-forwarded-for": `192.0.2.${host.length}`,
        }),
      );
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({
        success: false,
        message: `Submission error. Please call ${phone} to speak with an expert.`,
        provider: null,
      });
    },
  );

  it("answers with the token GET /api/v1/b2c/care-recipient-leads/q/{x} reads, on its site only", async () => {
    const response = await route.POST(
      jsonPost(inquiryBody({ fullName: "Ada Lovelace" }), { "x-forwarded-for": "192.0.2.51" }),
    );
    const { leadId, leadToken } = (await response.json()) as {
      leadId: string;
      leadToken: string;
    };
    const get = (x: string, host = "main.localhost:3000") =>
      careRecipientLead.GET(
        new Request(`http://${host}/api/v1/b2c/care-recipient-leads/q/${x}`, { headers: { host } }),
        { params: Promise.resolve({ x }) },
      );
    const found = await get(leadToken);
    expect(found.status).toBe(200);
    expect(found.headers.get("referrer-policy")).toBe("no-referrer");
    expect(await found.json()).toMatchObject({
      lead: { name: "Ada L.", phoneNumber: "(•••) •••-0123", email: "g***@example.com" },
    });
    expect((await get(leadToken, "alt.localhost:3000")).status).toBe(404);
    expect((await get(leadId)).status).toBe(404);
  });

  it("limits a client to INQUIRY_RATE_LIMIT", async () => {
    const from = () => jsonPost(inquiryBody(), { "x-forwarded-for": "192.0.2.99" });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await route.POST(from())).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe("the partner route files (PARTNER_API_TOKENS, FEATURE_FLAGS)", () => {
  const partnerPost = (path: string, token: string, body: Record<string, unknown> = {}) =>
    new Request(`http://main.localhost:3000/api/${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-partner-token": token },
      body: JSON.stringify({
        ...inquiryBody({ submissionId: undefined }),
        provider_id: "some-provider",
        ...body,
      }),
    });

  it("accepts the configured token and refuses another", async () => {
    const ok = await partnerV3.POST(
      partnerPost("v3/partner/inquiry", "route-file-token-0123456789"),
    );
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ result: { status: "created" }, error_code: null });
    const wrong = await partnerLead.POST(
      partnerPost("v3/partner/lead", "route-file-token-012345678X"),
    );
    expect(wrong.status).toBe(401);
  }, 120_000);

  it("keeps /api/v4/partner/inquiry closed while inquiry-v4 is off", async () => {
    const response = await partnerV4.POST(
      partnerPost("v4/partner/inquiry", "route-file-token-0123456789"),
    );
    expect(response.status).toBe(404);
  });
});
