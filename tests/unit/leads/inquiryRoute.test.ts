/**
 * POST /api/inquiry through its handler, over a real SQLite lead store and a seeded
 * directory: spec 5's messages one by one, the answer of spec 3, idempotency, the
 * native post, and the abuse checks (honeypot, same origin, size, rate limit).
 */
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import {
  CROSS_SITE_MESSAGE,
  INQUIRY_SUCCESS_MESSAGE,
  TOO_LARGE_MESSAGE,
  postInquiry,
} from "@web/api/inquiry";
import { MAX_INQUIRY_BODY_BYTES } from "@web/api/inquiryRequests";
import { localRateLimiter, type RateLimiter } from "@web/lib/rateLimit";
import type { LeadStore } from "@web/leads/store";
import { setLogSink, type LogEntry } from "@web/lib/log";
import {
  INQUIRED_COOKIE,
  INQUIRY_HONEYPOT_FIELD,
  INQUIRY_MESSAGES,
  type InquiryResponse,
} from "@web/rules/inquiry/inquiry";
import {
  ORIGIN,
  SITE_PHONE,
  formPost,
  inquiryBody,
  jsonPost,
  openInquiryHarness,
  type InquiryHarness,
} from "./inquiryHarness";

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

const post = (request: Request, overrides = {}) =>
  postInquiry(request, harness.dependencies(overrides));
const answer = async (response: Response) => (await response.json()) as InquiryResponse;
const count = () => harness.leads.store.countLeads();

// The handler behind one trusted proxy, whose X-Forwarded-For names the client
// (web/site/requestHost.ts): the client IP a lead records and the rate limit counts.
process.env.TRUST_PROXY = "1";

describe("validation (spec 5), field by field, with the form's own messages", () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    [
      "no selection",
      { whoAreYouLookingFor: "" },
      "whoAreYouLookingFor",
      INQUIRY_MESSAGES.whoAreYouLookingFor,
    ],
    [
      "an option not in the list",
      { whoAreYouLookingFor: "Neighbour" },
      "whoAreYouLookingFor",
      "Please make a selection",
    ],
    ["no full name", { fullName: "   " }, "fullName", "Please enter your full name"],
    [
      "no phone number",
      { phoneNumber: "" },
      "phoneNumber",
      "Please enter a valid U.S. phone number",
    ],
    [
      "a short phone number",
      { phoneNumber: "555-0123" },
      "phoneNumber",
      "Invalid phone number, please enter a valid U.S. phone number",
    ],
    [
      "11 digits not starting with 1",
      { phoneNumber: "25125550123" },
      "phoneNumber",
      "Invalid phone number, please enter a valid U.S. phone number",
    ],
    ["no email", { email: "" }, "email", "Please enter a valid email address"],
    [
      "an email without a domain",
      { email: "grace@localhost" },
      "email",
      "Please enter a valid email address",
    ],
    [
      "text that is no email",
      { email: "grace at example" },
      "email",
      "Please enter a valid email address",
    ],
    [
      "a Medicaid answer that is no boolean",
      { payingWithMedicaid: { yes: 1 } },
      "payingWithMedicaid",
      "payingWithMedicaid must be true, false or empty",
    ],
    ["no submission id", { submissionId: undefined }, "submissionId", "submissionId is required"],
    [
      "a malformed submission id",
      { submissionId: "x" },
      "submissionId",
      "submissionId must be 8-64 letters, digits, - or _",
    ],
  ];

  it.each(cases)(
    "answers %s with 400 and the field's message",
    async (_, change, field, message) => {
      const before = await count();
      const response = await post(jsonPost(inquiryBody(change)));
      expect(response.status).toBe(400);
      const body = await answer(response);
      expect(body).toEqual({
        success: false,
        message,
        provider: null,
        errors: { [field]: message },
      });
      expect(await count()).toBe(before);
    },
  );

  it("lists every failing field at once, the first in the form's order as the message", async () => {
    const response = await post(
      jsonPost(inquiryBody({ fullName: "", email: "nope", phoneNumber: "12" })),
    );
    expect(response.status).toBe(400);
    expect(await answer(response)).toMatchObject({
      success: false,
      message: INQUIRY_MESSAGES.fullName,
      errors: {
        fullName: INQUIRY_MESSAGES.fullName,
        phoneNumber: INQUIRY_MESSAGES.phoneNumberInvalid,
        email: INQUIRY_MESSAGES.email,
      },
    });
  });

  it("refuses a body that is not JSON or not an object with 400, and other media types with 415", async () => {
    expect((await post(jsonPost("{not json"))).status).toBe(400);
    expect((await post(jsonPost("[1,2]"))).status).toBe(400);
    const text = jsonPost(inquiryBody(), { "content-type": "text/plain" });
    expect((await post(text)).status).toBe(415);
  });
});

describe("the SEM landing page's budget (issue 24 feature flags)", () => {
  it("refuses a budget that is not one of the form's answers, and stores none when not asked", async () => {
    const before = await count();
    const refused = await post(jsonPost(inquiryBody({ budget: "a million" })));
    expect(refused.status).toBe(400);
    expect((await answer(refused)).errors).toEqual({
      budget: "Please choose a budget from the list",
    });
    expect(await count()).toBe(before);
    const response = await post(jsonPost(inquiryBody({ budget: "" })));
    const lead = await harness.leads.store.getLead((await answer(response)).leadId!);
    expect(lead?.budget).toBeNull();
  });
});

describe("wrong JSON types (issue 28): a 400 with field messages, never a store error", () => {
  const errorsLogged = () => logs.filter((entry) => entry.level === "error");

  it("answers an array phone and an operator-object email with spec 5's messages", async () => {
    logs = [];
    const before = await count();
    const response = await post(jsonPost({ phoneNumber: ["x"], email: { $gt: "" } }));
    expect(response.status).toBe(400);
    const body = await answer(response);
    expect(body).toMatchObject({ success: false, message: INQUIRY_MESSAGES.whoAreYouLookingFor });
    expect(body.errors).toMatchObject({
      phoneNumber: INQUIRY_MESSAGES.phoneNumberMissing,
      email: INQUIRY_MESSAGES.email,
      fullName: INQUIRY_MESSAGES.fullName,
    });
    expect(errorsLogged()).toEqual([]);
    expect(await count()).toBe(before);
  });

  it.each([
    ["a number for a text field", { fullName: 12345 }, "fullName", INQUIRY_MESSAGES.fullName],
    ["an object for a text field", { email: { toString: 1 } }, "email", INQUIRY_MESSAGES.email],
    [
      "an array for the phone",
      { phoneNumber: ["(512) 555-0123"] },
      "phoneNumber",
      INQUIRY_MESSAGES.phoneNumberMissing,
    ],
    ["a number for an optional field", { tourTime: 7 }, "tourTime", "tourTime must be text"],
    [
      "nested junk in an optional field",
      { careLocation: { a: [{ b: null }] } },
      "careLocation",
      "careLocation must be text, a number, true or false",
    ],
    [
      "a string past the limit",
      { trackingNotes: "x".repeat(12_000) },
      "trackingNotes",
      "trackingNotes must be at most 2000 characters",
    ],
    [
      "a number where the Medicaid answer is asked",
      { payingWithMedicaid: 5 },
      "payingWithMedicaid",
      "payingWithMedicaid must be true, false or empty",
    ],
    [
      "an object for the submission id",
      { submissionId: { id: "abcdefgh" } },
      "submissionId",
      "submissionId is required",
    ],
  ])("answers %s with 400 and that field's message", async (_, change, field, message) => {
    logs = [];
    const response = await post(jsonPost(inquiryBody(change)));
    expect(response.status).toBe(400);
    expect(await answer(response)).toEqual({
      success: false,
      message,
      provider: null,
      errors: { [field]: message },
    });
    expect(errorsLogged()).toEqual([]);
  });

  it.each(["__proto__", "constructor", "prototype", "toString", "hasOwnProperty"])(
    "refuses a body with the key %s with 400",
    async (key) => {
      logs = [];
      const before = await count();
      const response = await post(
        jsonPost(`{${JSON.stringify(key)}: {"submissionId": "polluted_1"}, "fullName": "x"}`),
      );
      expect(response.status).toBe(400);
      expect(await answer(response)).toEqual({
        success: false,
        message: `"${key}" is not a field name`,
        provider: null,
      });
      expect(errorsLogged()).toEqual([]);
      expect(await count()).toBe(before);
    },
  );

  it("does not coerce: a number phone is refused, its text accepted", async () => {
    expect((await post(jsonPost(inquiryBody({ phoneNumber: 5125550123 })))).status).toBe(400);
    expect((await post(jsonPost(inquiryBody({ phoneNumber: "5125550123" })))).status).toBe(200);
  });

  it("reads null as a field left out", async () => {
    const response = await post(
      jsonPost(inquiryBody({ tourTime: null, payingWithMedicaid: null })),
    );
    expect(response.status).toBe(200);
    const missing = await answer(await post(jsonPost(inquiryBody({ fullName: null }))));
    expect(missing.errors).toEqual({ fullName: INQUIRY_MESSAGES.fullName });
  });

  it("checks a native post's fields the same way, prototype keys included", async () => {
    const form = (fields: Record<string, string>) =>
      formPost({
        ...Object.fromEntries(Object.entries(inquiryBody()).map(([k, v]) => [k, String(v)])),
        ...fields,
      });
    const proto = await post(form(JSON.parse('{"__proto__": "x"}') as Record<string, string>));
    expect(proto.status).toBe(400);
    const long = await post(form({ fullName: "x".repeat(20_000) }));
    expect(long.status).toBe(400);
    expect(await long.text()).toContain("fullName must be at most 200 characters");
  });
});

describe("phone normalisation (spec 5)", () => {
  it.each([
    ["15125550123", "(512) 555-0123"],
    ["+1 512.555.0123", "(512) 555-0123"],
    ["512 555 0123", "(512) 555-0123"],
  ])("stores %s as %s", async (typed, stored) => {
    const response = await post(jsonPost(inquiryBody({ phoneNumber: typed })));
    expect(response.status).toBe(200);
    const { leadId } = await answer(response);
    expect((await harness.leads.store.getLead(leadId!))?.phoneNumber).toBe(stored);
  });
});

describe("an accepted inquiry (spec 3)", () => {
  it("answers a costs inquiry with the provider's services and costs, and sets the readable inquired cookie", async () => {
    const { provider } = harness;
    const response = await post(jsonPost(inquiryBody({ providerId: provider.id })));
    expect(response.status).toBe(200);
    const body = await answer(response);
    expect(body).toEqual({
      success: true,
      message: INQUIRY_SUCCESS_MESSAGE,
      leadId: expect.any(String),
      provider: {
        id: provider.id,
        name: provider.name,
        path: provider.path,
        phoneNumber: provider.phoneNumber,
        services: provider.services.map((service) => ({
          name: service.category.name,
          careType: service.careType,
          startingPriceCents: service.costs.startingPriceCents,
        })),
        minimumCostCents: provider.minimumCost!.costCents,
        maximumCostCents: provider.maximumCost!.costCents,
      },
    });
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(new RegExp(`^${INQUIRED_COOKIE}=1; Path=/;`));
    expect(cookie).not.toMatch(/HttpOnly/i);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("answers an information inquiry without a provider and without the cookie", async () => {
    const response = await post(
      jsonPost(inquiryBody({ providerId: harness.provider.id, inquiryType: "information" })),
    );
    expect(response.status).toBe(200);
    expect((await answer(response)).provider).toBeNull();
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it("stores a lead for a provider id the directory does not know, answering without a provider", async () => {
    const response = await post(jsonPost(inquiryBody({ providerId: "no-such-provider" })));
    expect(response.status).toBe(200);
    const body = await answer(response);
    expect(body.provider).toBeNull();
    expect((await harness.leads.store.getLead(body.leadId!))?.providerId).toBe("no-such-provider");
  });

  it("still answers success, without the provider, when the directory fails after the lead is stored", async () => {
    const response = await post(jsonPost(inquiryBody({ providerId: harness.provider.id })), {
      provider: async () => Promise.reject(new Error("directory down")),
    });
    expect(response.status).toBe(200);
    const body = await answer(response);
    expect(body).toMatchObject({ success: true, provider: null });
    expect(await harness.leads.store.getLead(body.leadId!)).not.toBeNull();
  });

  it("answers anything unexpected with spec 8's failure message, never a bare 500", async () => {
    const response = await post(jsonPost(inquiryBody()), {
      sitePhone: async () => SITE_PHONE,
      rateLimiter: {
        consume: () => {
          throw new Error("limiter broke");
        },
      } as unknown as RateLimiter,
    });
    expect(response.status).toBe(500);
    expect((await answer(response)).message).toBe(
      `Submission error. Please call ${SITE_PHONE} to speak with an expert.`,
    );
  });

  it("stores the payload with its landing page, campaign parameters, click ids, browser, IP, consent and stripped feature override", async () => {
    const response = await post(
      jsonPost(
        inquiryBody({
          providerId: harness.provider.id,
          tourTime: "Saturday morning",
          typeOfCare: "Memory Care",
          budget: "$5,000 to $7,000",
          anonId: "anon-42",
          formId: "header-form",
          trackingNotes: "header",
          source: "header",
          careLocation: "Austin, TX",
          payingWithMedicaid: "on",
          landingPageUrl:
            "/senior-living/assisted-living/texas/austin?utm_source=google&utm_campaign=fall&utm_content=ad1&utm_medium=cpc&utm_term=assisted%20living&gclid=G-1&msclkid=M-2",
          featureOverride: "inquiry-v4;<script>,enhanced search",
          [INQUIRY_HONEYPOT_FIELD]: "",
        }),
        { "x-forwarded-for": "203.0.113.9, 198.51.100.23", "user-agent": "Mozilla/5.0 (Test)" },
      ),
    );
    expect(response.status).toBe(200);
    const lead = await harness.leads.store.getLead((await answer(response)).leadId!);
    expect(lead).toMatchObject({
      site: "main",
      channel: "form",
      inquiryType: "costs",
      whoAreYouLookingFor: "Parent(s)",
      fullName: "Grace Hopper",
      email: "grace@example.com",
      payingWithMedicaid: true,
      tourTime: "Saturday morning",
      typeOfCare: "Memory Care",
      budget: "$5,000 to $7,000",
      anonId: "anon-42",
      formId: "header-form",
      trackingNotes: "header",
      source: "header",
      careLocation: "Austin, TX",
      providerId: harness.provider.id,
      consentText: "I agree to be contacted by phone, text and email.",
      landingPageUrl: expect.stringContaining("/senior-living/assisted-living/texas/austin?"),
      utmSource: "google",
      utmCampaign: "fall",
      utmContent: "ad1",
      utmMedium: "cpc",
      utmTerm: "assisted living",
      gclid: "G-1",
      msclkid: "M-2",
      userAgent: "Mozilla/5.0 (Test)",
      // The proxy in front appended the address it saw; the client wrote the first entry.
      clientIp: "198.51.100.23",
      featureOverride: "inquiry-v4script,enhancedsearch",
      deliveryStatus: "pending",
    });
    expect(lead?.consentAt).toBe(lead?.createdAt);
  });
});

describe("idempotency: one lead per submission", () => {
  it("stores ONE lead for many identical posts at once and answers each the same", async () => {
    const body = inquiryBody({ providerId: harness.provider.id });
    const before = await count();
    const responses = await Promise.all(Array.from({ length: 12 }, () => post(jsonPost(body))));
    expect(responses.map((response) => response.status)).toEqual(Array(12).fill(200));
    const answers = await Promise.all(responses.map(answer));
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(await count()).toBe(before + 1);
  });

  it("answers a retry after success with the first answer", async () => {
    const body = inquiryBody({ providerId: harness.provider.id });
    const first = await answer(await post(jsonPost(body)));
    const retry = await answer(await post(jsonPost(body)));
    expect(retry).toEqual(first);
  });

  it("keeps apart two people who send the same submission id", async () => {
    const submissionId = "shared_cached_id";
    const before = await count();
    const a = await answer(await post(jsonPost(inquiryBody({ submissionId }))));
    const b = await answer(
      await post(
        jsonPost(inquiryBody({ submissionId, fullName: "Alan Turing", email: "alan@example.com" })),
      ),
    );
    expect(a.leadId).not.toBe(b.leadId);
    expect(await count()).toBe(before + 2);
  });
});

describe("the form's native post (no JavaScript)", () => {
  const fields = (overrides: Record<string, string> = {}) => ({
    submissionId: "cached_form_id_1",
    whoAreYouLookingFor: "Spouse",
    fullName: "Katherine Johnson",
    phoneNumber: "15125550188",
    email: "katherine@example.com",
    payingWithMedicaid: "on",
    inquiryType: "costs",
    [INQUIRY_HONEYPOT_FIELD]: "",
    ...overrides,
  });

  it("redirects (303) to the thank-you page with the provider's path and the site phone, and sets the cookie", async () => {
    const response = await post(formPost(fields({ providerId: harness.provider.id })));
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get("location")!, ORIGIN);
    expect(location.pathname).toBe("/thank-you");
    expect(location.searchParams.get("slug")).toBe(harness.provider.path);
    expect(location.searchParams.get("phone")).toBe(SITE_PHONE);
    expect(response.headers.get("set-cookie")).toMatch(/^inquired=1; Path=\//);
  });

  it("takes the landing page from the Referer, and stores the lead as a native post", async () => {
    const before = await harness.leads.store.listLeads();
    await post(formPost(fields({ submissionId: "native_referer_1", budget: "Under $3,000" })));
    const [lead] = (await harness.leads.store.listLeads()).filter(
      (l) => !before.some((b) => b.id === l.id),
    );
    expect(lead).toMatchObject({
      channel: "native-form",
      submissionId: "native_referer_1",
      phoneNumber: "(512) 555-0188",
      payingWithMedicaid: true,
      budget: "Under $3,000",
      landingPageUrl: `${ORIGIN}/senior-living/assisted-living/texas/austin?utm_source=google&gclid=abc`,
      utmSource: "google",
      gclid: "abc",
      clientIp: "198.51.100.24",
    });
  });

  it("does not merge different visitors posting a cached submission id, but merges one visitor's double post", async () => {
    const before = await count();
    await post(formPost(fields()));
    await post(formPost(fields()));
    await post(formPost(fields({ fullName: "Dorothy Vaughan", email: "dorothy@example.com" })));
    expect(await count()).toBe(before + 2);
  });

  describe("without a submission id (issue 28: the server's HTML carries none)", () => {
    const at = (iso: string) => ({ now: () => new Date(iso) });
    const sent = (overrides: Record<string, string> = {}) =>
      formPost(fields({ submissionId: "", fullName: "Mary Jackson", ...overrides }));

    it("stores a double post (double click, back and send again) as ONE lead", async () => {
      const before = await count();
      const first = await post(
        sent({ email: "mary.once@example.com" }),
        at("2026-11-02T10:01:00Z"),
      );
      const again = await post(
        sent({ email: "mary.once@example.com" }),
        at("2026-11-02T10:01:40Z"),
      );
      expect([first.status, again.status]).toEqual([303, 303]);
      expect(again.headers.get("location")).toBe(first.headers.get("location"));
      expect(await count()).toBe(before + 1);
      const stored = (await harness.leads.store.listLeads()).filter(
        (lead) => lead.email === "mary.once@example.com",
      );
      expect(stored.map((lead) => lead.submissionId)).toEqual([
        expect.stringMatching(/^nojs-\d+$/),
      ]);
    });

    it("keeps two different people apart, whatever the timing", async () => {
      const before = await count();
      await post(sent({ email: "mary.two@example.com" }), at("2026-11-02T10:03:00Z"));
      await post(
        sent({ fullName: "Christine Darden", email: "christine@example.com" }),
        at("2026-11-02T10:03:00Z"),
      );
      expect(await count()).toBe(before + 2);
    });

    it("stores one lead for a repeat that crosses the end of a time window", async () => {
      const before = await count();
      // 10:09:59 and 10:10:01 fall in two ten-minute windows.
      await post(sent({ email: "mary.edge@example.com" }), at("2026-11-02T10:09:59Z"));
      const again = await post(
        sent({ email: "mary.edge@example.com" }),
        at("2026-11-02T10:10:01Z"),
      );
      expect(again.status).toBe(303);
      expect(await count()).toBe(before + 1);
    });

    it("stores a new lead when the same person writes again much later", async () => {
      const before = await count();
      await post(sent({ email: "mary.later@example.com" }), at("2026-11-02T11:00:00Z"));
      await post(sent({ email: "mary.later@example.com" }), at("2026-11-02T11:45:00Z"));
      expect(await count()).toBe(before + 2);
    });
  });

  it("answers invalid fields with a page listing the messages and a way back", async () => {
    const before = await count();
    const response = await post(formPost(fields({ fullName: "", email: "x" })));
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain(INQUIRY_MESSAGES.fullName);
    expect(html).toContain(INQUIRY_MESSAGES.email);
    expect(html).toContain(
      `href="${ORIGIN}/senior-living/assisted-living/texas/austin?utm_source=google&amp;gclid=abc"`,
    );
    expect(await count()).toBe(before);
  });

  it("reads a multipart form post too", async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields({ submissionId: "multipart_post_1" })))
      form.set(key, value);
    const request = new Request(`${ORIGIN}/api/inquiry`, {
      method: "POST",
      headers: { host: "main.localhost:3000", origin: ORIGIN },
      body: form,
    });
    const response = await post(request);
    expect(response.status).toBe(303);
  });
});

describe("abuse checks", () => {
  it("drops a bot that fills the honeypot silently: a success answer, nothing stored", async () => {
    const before = await count();
    const response = await post(
      jsonPost(inquiryBody({ [INQUIRY_HONEYPOT_FIELD]: "http://spam.example" })),
    );
    expect(response.status).toBe(200);
    expect(await answer(response)).toEqual({
      success: true,
      message: INQUIRY_SUCCESS_MESSAGE,
      provider: null,
    });
    const native = await post(
      formPost({
        ...Object.fromEntries(Object.entries(inquiryBody()).map(([k, v]) => [k, String(v)])),
        [INQUIRY_HONEYPOT_FIELD]: "x",
      }),
    );
    expect(native.status).toBe(303);
    expect(await count()).toBe(before);
    expect(logs.some((entry) => entry.event === "inquiry-honeypot")).toBe(true);
  });

  it.each([
    ["an Origin of another site", { origin: "https://evil.example" }],
    [
      "a Referer of another site and no Origin",
      { origin: "", referer: "https://evil.example/form" },
    ],
    ["an opaque Origin", { origin: "null" }],
  ])("refuses a browser post from %s with 403", async (_, headers) => {
    const before = await count();
    const request = jsonPost(inquiryBody(), headers);
    if (headers.origin === "") request.headers.delete("origin");
    const response = await post(request);
    expect(response.status).toBe(403);
    expect(await answer(response)).toMatchObject({ success: false, message: CROSS_SITE_MESSAGE });
    expect(await count()).toBe(before);
  });

  it("accepts posts from the site's own pages, the other brand's, and from clients that are not browsers", async () => {
    expect(
      (await post(jsonPost(inquiryBody(), { origin: "http://alt.localhost:3000" }))).status,
    ).toBe(200);
    const noBrowser = jsonPost(inquiryBody());
    noBrowser.headers.delete("origin");
    expect((await post(noBrowser)).status).toBe(200);
  });

  it("refuses a body over the size limit with 413, whatever Content-Length says", async () => {
    const big = inquiryBody({ trackingNotes: "x".repeat(MAX_INQUIRY_BODY_BYTES) });
    const response = await post(jsonPost(big));
    expect(response.status).toBe(413);
    expect(await answer(response)).toMatchObject({ success: false, message: TOO_LARGE_MESSAGE });

    const chunked = new Request(`${ORIGIN}/api/inquiry`, {
      method: "POST",
      headers: { "content-type": "application/json", host: "main.localhost:3000" },
      body: new ReadableStream({
        start(controller) {
          for (let i = 0; i < 40; i += 1)
            controller.enqueue(new TextEncoder().encode("x".repeat(1024)));
          controller.close();
        },
      }),
      duplex: "half",
    } as RequestInit);
    expect((await post(chunked)).status).toBe(413);
  });

  it("limits each client: 429 with Retry-After once its bucket is empty, refilled with time", async () => {
    let now = 0;
    const rateLimiter = localRateLimiter({
      capacity: 2,
      refillIntervalMs: 30_000,
      clock: () => now,
    });
    const from = (ip: string) => jsonPost(inquiryBody(), { "x-forwarded-for": ip });
    expect((await post(from("192.0.2.1"), { rateLimiter })).status).toBe(200);
    expect((await post(from("192.0.2.1"), { rateLimiter })).status).toBe(200);
    const limited = await post(from("192.0.2.1"), { rateLimiter });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("30");
    expect((await answer(limited)).message).toContain(SITE_PHONE);
    expect((await post(from("192.0.2.2"), { rateLimiter })).status).toBe(200);
    now += 30_000;
    expect((await post(from("192.0.2.1"), { rateLimiter })).status).toBe(200);
  });
});

describe("a store failure (spec 8)", () => {
  const brokenStore = new Proxy({} as LeadStore, {
    get: (_, property) =>
      property === "then" ? undefined : async () => Promise.reject(new Error("disk I/O error")),
  });

  it("answers 500 with 'Submission error. Please call {phone} ...' and logs one line with ids only", async () => {
    logs = [];
    const body = inquiryBody();
    const response = await post(jsonPost(body), { leads: async () => brokenStore });
    expect(response.status).toBe(500);
    expect(await answer(response)).toEqual({
      success: false,
      message: `Submission error. Please call ${SITE_PHONE} to speak with an expert.`,
      provider: null,
    });
    const failures = logs.filter((entry) => entry.level === "error");
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({
      event: "inquiry-store-failed",
      leadId: expect.any(String),
      submissionId: body.submissionId,
    });
    const line = JSON.stringify(failures[0]);
    for (const personal of ["Grace", "Hopper", "grace@example.com", "555-0123"]) {
      expect(line).not.toContain(personal);
    }
  });

  it("answers the same when the store cannot even be opened, and on the native path", async () => {
    const unavailable = { leads: async () => Promise.reject(new Error("cannot open")) };
    const json = await post(jsonPost(inquiryBody()), unavailable);
    expect(json.status).toBe(500);
    const native = await post(
      formPost(Object.fromEntries(Object.entries(inquiryBody()).map(([k, v]) => [k, String(v)]))),
      unavailable,
    );
    expect(native.status).toBe(500);
    expect(await native.text()).toContain(
      `Submission error. Please call ${SITE_PHONE} to speak with an expert.`,
    );
  });
});
