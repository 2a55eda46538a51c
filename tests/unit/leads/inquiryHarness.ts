/**
 * The inquiry handler over real parts: a temporary SQLite lead store, a small seeded
 * directory read through the API's public provider service, and a fixed site phone.
 */
import { providersByIds } from "@web/services/services";
import type { InquiryDependencies } from "@web/api/inquiry";
import type { Provider } from "@web/rules/model/types";
import type { LeadStore } from "@web/leads/store";
import { openTestDirectory, type TestDirectory } from "../api/directoryFixture";
import { openTempLeadStore, type TempLeadStore } from "./leadFixture";

export const SITE_PHONE = "(855) 555-0142";
export const ORIGIN = "http://main.localhost:3000";

export interface InquiryHarness {
  directory: TestDirectory;
  leads: TempLeadStore;
  /** A provider with prices, for costs inquiries. */
  provider: Provider;
  dependencies(overrides?: Partial<InquiryDependencies>): InquiryDependencies;
  close(): Promise<void>;
}

export async function openInquiryHarness(): Promise<InquiryHarness> {
  const directory = await openTestDirectory();
  const leads = await openTempLeadStore();
  const page = await directory.store.search({
    hitsPerPage: 20,
    matchAllFilters: true,
    page: 0,
    sortBy: "recommended",
    criteria: { city: "Austin", state: "TX", providersWith: ["pricing"] },
  });
  const hit = page.results.find((result) => result.minimumCost && result.services.length > 0);
  if (!hit) throw new Error("the test directory has no priced provider in Austin");
  const provider = (await directory.store.getProvider(hit.id))!;
  return {
    directory,
    leads,
    provider,
    dependencies: (overrides = {}) => ({
      leads: async () => leads.store,
      provider: async (id) => (await providersByIds([id], directory.dependencies))[0] ?? null,
      sitePhone: async () => SITE_PHONE,
      rateLimiter: null,
      ...overrides,
    }),
    async close() {
      await leads.close();
      await directory.close();
    },
  };
}

/** A complete, valid inquiry as the form's script sends it. */
export function inquiryBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    submissionId: `sub_${Math.random().toString(36).slice(2, 12)}`,
    whoAreYouLookingFor: "Parent(s)",
    fullName: "Grace Hopper",
    phoneNumber: "(512) 555-0123",
    email: "grace@example.com",
    payingWithMedicaid: false,
    inquiryType: "costs",
    consentText: "I agree to be contacted by phone, text and email.",
    ...overrides,
  };
}

export function jsonPost(
  body: unknown,
  headers: Record<string, string> = {},
  path = "/api/inquiry",
): Request {
  return new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      host: "main.localhost:3000",
      origin: ORIGIN,
      "x-forwarded-for": "198.51.100.23",
      "user-agent": "Mozilla/5.0 (Jest)",
      ...headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

export function formPost(
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Request {
  return new Request(`${ORIGIN}/api/inquiry`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      host: "main.localhost:3000",
      origin: ORIGIN,
      referer: `${ORIGIN}/senior-living/assisted-living/texas/austin?utm_source=google&gclid=abc`,
      "x-forwarded-for": "198.51.100.24",
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  });
}

export async function leadCount(store: LeadStore): Promise<number> {
  return store.countLeads();
}
