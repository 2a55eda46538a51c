/** @jest-environment jsdom */
import { afterEach, describe, expect, it, jest } from "@jest/globals";
import {
  clearInquiryDraft,
  EMPTY_INQUIRY_VALUES,
  inquiryDraftKey,
  inquiryPayload,
  loadInquiryDraft,
  newSubmissionId,
  parseInquiryDraft,
  postInquiry,
  saveInquiryDraft,
  type InquiryContext,
} from "@web/client/inquiry";
import { hasInquiredCookie } from "@web/rules/inquiry/inquiryConstants";
import { setLogSink, type LogEntry } from "@web/lib/log";
import { inquiryPayloadSchema } from "@web/rules/inquiry/inquiry";

const VALUES = {
  ...EMPTY_INQUIRY_VALUES,
  whoAreYouLookingFor: "Parent(s)",
  fullName: "  Ada Lovelace ",
  phoneNumber: "(512) 555-0100",
  email: "ada@example.com",
  payingWithMedicaid: true,
};

const CONTEXT: InquiryContext = {
  submissionId: "5f0c1a52-1c2e-4e55-9d4a-6a1b2c3d4e5f",
  formId: "block-abc",
  inquiryType: "costs",
  consentText: "By submitting you agree to be called.",
  askedPayingWithMedicaid: true,
  providerId: "p-7",
  source: "main",
  landingPageUrl: "http://main.localhost/x?utm_source=news",
};

function answer(status: number, body: unknown): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    json: async () => {
      if (body === undefined) throw new SyntaxError("Unexpected end of JSON input");
      return body;
    },
  } as Response;
}

function collectLogs() {
  const entries: LogEntry[] = [];
  const restore = setLogSink((entry) => entries.push(entry));
  return { entries, restore };
}

afterEach(() => {
  window.sessionStorage.clear();
  jest.restoreAllMocks();
});

describe("the inquiry payload (spec 3)", () => {
  it("sends the typed values with the form's context and passes the shared schema", async () => {
    const payload = inquiryPayload(VALUES, CONTEXT);
    expect(payload).toMatchObject({
      whoAreYouLookingFor: "Parent(s)",
      fullName: "Ada Lovelace",
      phoneNumber: "(512) 555-0100",
      email: "ada@example.com",
      payingWithMedicaid: true,
      submissionId: CONTEXT.submissionId,
      formId: "block-abc",
      inquiryType: "costs",
      consentText: "By submitting you agree to be called.",
      providerId: "p-7",
      source: "main",
      landingPageUrl: "http://main.localhost/x?utm_source=news",
      companyWebsite: "",
    });
    await expect(inquiryPayloadSchema.validate(payload)).resolves.toMatchObject({
      fullName: "Ada Lovelace",
    });
  });

  it("sends payingWithMedicaid as null when the checkbox was not shown (spec 5)", () => {
    const payload = inquiryPayload(VALUES, { ...CONTEXT, askedPayingWithMedicaid: false });
    expect(payload.payingWithMedicaid).toBeNull();
  });

  it("leaves out empty optional fields", () => {
    const payload = inquiryPayload(VALUES, { ...CONTEXT, providerId: null, consentText: "" });
    expect(payload.providerId).toBeUndefined();
    expect(payload.consentText).toBeUndefined();
    expect(payload.tourTime).toBeUndefined();
  });
});

describe("posting an inquiry (spec 7, spec 8)", () => {
  const payload = inquiryPayload(VALUES, CONTEXT);

  it("posts JSON to /api/inquiry and reads {success, message, provider}", async () => {
    const fetchMock = jest.fn(async () =>
      answer(200, { success: true, message: "Stored", provider: null }),
    );
    const result = await postInquiry(payload, fetchMock as unknown as typeof fetch);
    expect(result).toEqual({
      ok: true,
      response: { success: true, message: "Stored", provider: null },
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/inquiry");
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual(JSON.parse(JSON.stringify(payload)));
  });

  it("treats success:false as a failure and logs the server's message, not the visitor's data", async () => {
    const logs = collectLogs();
    const fetchMock = async () => answer(500, { success: false, message: "500 - Server Error" });
    const result = await postInquiry(payload, fetchMock as unknown as typeof fetch);
    logs.restore();
    expect(result).toEqual({ ok: false, fieldErrors: {} });
    expect(logs.entries).toHaveLength(1);
    expect(logs.entries[0]).toMatchObject({
      level: "warn",
      event: "inquiry-failed",
      status: 500,
      message: "500 - Server Error",
    });
    expect(JSON.stringify(logs.entries)).not.toContain("ada@example.com");
  });

  it("returns the field errors of a 400", async () => {
    const logs = collectLogs();
    const fetchMock = async () =>
      answer(400, {
        success: false,
        message: "Invalid inquiry",
        errors: { email: "Please enter a valid email address" },
      });
    const result = await postInquiry(payload, fetchMock as unknown as typeof fetch);
    logs.restore();
    expect(result).toEqual({
      ok: false,
      fieldErrors: { email: "Please enter a valid email address" },
    });
  });

  it("fails on a network error or an unreadable answer", async () => {
    const logs = collectLogs();
    const offline = async () => {
      throw new TypeError("Failed to fetch");
    };
    expect(await postInquiry(payload, offline as unknown as typeof fetch)).toEqual({
      ok: false,
      fieldErrors: {},
    });
    const garbled = async () => answer(200, undefined);
    expect(await postInquiry(payload, garbled as unknown as typeof fetch)).toEqual({
      ok: false,
      fieldErrors: {},
    });
    logs.restore();
    expect(logs.entries.map((entry) => entry.message)).toEqual([
      "Failed to fetch",
      "unreadable answer",
    ]);
  });
});

describe("the auto-saved draft (spec 9)", () => {
  it("is kept in session storage under a key per form", () => {
    saveInquiryDraft("block-abc", VALUES);
    expect(inquiryDraftKey("block-abc")).toBe("inquiry-form:block-abc");
    expect(JSON.parse(window.sessionStorage.getItem("inquiry-form:block-abc") ?? "")).toEqual({
      whoAreYouLookingFor: "Parent(s)",
      fullName: "  Ada Lovelace ",
      phoneNumber: "(512) 555-0100",
      email: "ada@example.com",
      payingWithMedicaid: true,
    });
    expect(loadInquiryDraft("block-abc")).toMatchObject({ fullName: "  Ada Lovelace " });
    expect(loadInquiryDraft("header")).toBeNull();
    clearInquiryDraft("block-abc");
    expect(window.sessionStorage.getItem("inquiry-form:block-abc")).toBeNull();
  });

  it("never stores the honeypot, and removes the draft when nothing is typed", () => {
    saveInquiryDraft("f", { ...VALUES, companyWebsite: "spam.example" });
    expect(window.sessionStorage.getItem("inquiry-form:f")).not.toContain("spam");
    saveInquiryDraft("f", EMPTY_INQUIRY_VALUES);
    expect(window.sessionStorage.getItem("inquiry-form:f")).toBeNull();
  });

  it("reads a tampered draft defensively", () => {
    expect(parseInquiryDraft("{not json")).toBeNull();
    expect(parseInquiryDraft("[1,2]")).toBeNull();
    expect(
      parseInquiryDraft(
        JSON.stringify({ fullName: 42, email: "a@b.co", companyWebsite: "x", extra: "y" }),
      ),
    ).toEqual({ email: "a@b.co" });
  });

  it("logs and skips storage that is unavailable (spec 8)", () => {
    const logs = collectLogs();
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("QuotaExceededError");
    });
    expect(() => saveInquiryDraft("f", VALUES)).not.toThrow();
    logs.restore();
    expect(logs.entries[0]).toMatchObject({ event: "inquiry-draft-storage", action: "save" });
  });
});

describe("the inquired cookie (spec 4/6)", () => {
  it("is read from the cookie string", () => {
    expect(hasInquiredCookie("a=1; inquired=1; b=2")).toBe(true);
    expect(hasInquiredCookie("inquired=true")).toBe(true);
    expect(hasInquiredCookie("notinquired=1; inquired=")).toBe(false);
    expect(hasInquiredCookie("inquired=0")).toBe(false);
    expect(hasInquiredCookie("")).toBe(false);
  });
});

describe("submission ids", () => {
  it("are fresh each time and fit the schema's idempotency key", () => {
    const first = newSubmissionId();
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newSubmissionId()).not.toBe(first);
  });
});
