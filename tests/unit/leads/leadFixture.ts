/**
 * Leads for the tests: a complete lead with every field set, and a temporary
 * SQLite lead store.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { openSqliteLeadStore } from "@web/leads/open";
import type { LeadStore, NewLead } from "@web/leads/store";

export function newLead(overrides: Partial<NewLead> = {}): NewLead {
  const id = randomUUID();
  return {
    id,
    idempotencyKey: `key-${id}`,
    idempotencyScope: "site",
    submissionId: `sub-${id.slice(0, 8)}`,
    createdAt: "2026-11-02T10:00:00.000Z",
    site: "main",
    channel: "form",
    inquiryType: "costs",
    whoAreYouLookingFor: "Parent(s)",
    fullName: "Ada Lovelace",
    phoneNumber: "(512) 555-0100",
    email: "ada@example.com",
    payingWithMedicaid: null,
    tourTime: "Weekday mornings",
    typeOfCare: "Assisted Living",
    budget: "$3,000 to $5,000",
    anonId: "anon-1",
    formId: "provider-costs",
    trackingNotes: "card",
    providerId: "prov-1",
    source: "provider-card",
    careLocation: "Austin, TX",
    consentText: "By submitting you agree to be contacted.",
    consentAt: "2026-11-02T10:00:00.000Z",
    landingPageUrl: "https://www.elderpath.example/senior-living?utm_source=news",
    utmSource: "news",
    utmCampaign: "fall",
    utmContent: "banner",
    utmMedium: "email",
    utmTerm: "assisted living",
    gclid: "g-123",
    msclkid: "m-456",
    userAgent: "Mozilla/5.0 (test)",
    clientIp: "203.0.113.7",
    featureOverride: "inquiry-v4",
    ...overrides,
  };
}

export interface TempLeadStore {
  file: string;
  store: LeadStore;
  reopen(): Promise<LeadStore>;
  close(): Promise<void>;
}

export async function openTempLeadStore(): Promise<TempLeadStore> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "leads-"));
  const file = path.join(folder, "leads.sqlite");
  const opened: LeadStore[] = [await openSqliteLeadStore({ file })];
  return {
    file,
    store: opened[0]!,
    async reopen() {
      const store = await openSqliteLeadStore({ file });
      opened.push(store);
      return store;
    },
    async close() {
      for (const store of opened) await store.close();
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}
