import type { LeadStore, NewLead, SaveLeadResult } from "./store";
import { config } from "@web/lib/config";

/**
 * TEST-ONLY fault hook. With LEADS_FAULT_EMAIL_DOMAIN set (e.g. `fail.example`), saving a
 * lead whose email ends with "@" + that domain throws, as a full disk or a lost database
 * connection would, so end-to-end tests can show the spec 8 failure message on a real
 * server. Never set it in production; unset, the store is used as is.
 */
export class FaultInjectingLeadStore implements LeadStore {
  readonly engine: LeadStore["engine"];

  constructor(
    private readonly inner: LeadStore,
    private readonly failingDomain: string,
  ) {
    this.engine = inner.engine;
  }

  async saveLead(lead: NewLead): Promise<SaveLeadResult> {
    if (lead.email.toLowerCase().endsWith(`@${this.failingDomain}`)) {
      throw new Error("lead store fault injected (LEADS_FAULT_EMAIL_DOMAIN)");
    }
    return this.inner.saveLead(lead);
  }

  getLead: LeadStore["getLead"] = (id) => this.inner.getLead(id);
  leadByIdempotencyKey: LeadStore["leadByIdempotencyKey"] = (scope, key) =>
    this.inner.leadByIdempotencyKey(scope, key);
  listLeads: LeadStore["listLeads"] = (query) => this.inner.listLeads(query);
  countLeads: LeadStore["countLeads"] = () => this.inner.countLeads();
  claimDueDeliveries: LeadStore["claimDueDeliveries"] = (now, leaseUntil, limit) =>
    this.inner.claimDueDeliveries(now, leaseUntil, limit);
  markDelivered: LeadStore["markDelivered"] = (id, at) => this.inner.markDelivered(id, at);
  markDeliveryFailed: LeadStore["markDeliveryFailed"] = (id, error, retryAt) =>
    this.inner.markDeliveryFailed(id, error, retryAt);
  close: LeadStore["close"] = () => this.inner.close();
}

/** The configured failing domain (lower case, without "@"), or null. */
export function faultEmailDomain(): string | null {
  return config.leadsFaultEmailDomain();
}
