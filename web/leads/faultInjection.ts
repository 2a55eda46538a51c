import { log } from "@web/lib/log";
import type { LeadStore, NewLead, SaveLeadResult } from "./store";
import { config } from "@web/lib/config";

/**
 * TEST-ONLY fault hook. With LEADS_FAULT_EMAIL_DOMAIN set (e.g. `fail.example`), saving a
 * lead whose email ends with "@" + that domain throws, as a full disk or a lost database
 * connection would, so end-to-end tests can show the spec 8 failure message on a real
 * server. Unset, the store is used as is. A production server (the browser tests run
 * `next start`) accepts only a domain no visitor can have (`faultEmailDomain`).
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
  claimDueDeliveries: LeadStore["claimDueDeliveries"] = (now, leaseUntil, limit, claimant) =>
    this.inner.claimDueDeliveries(now, leaseUntil, limit, claimant);
  markDelivered: LeadStore["markDelivered"] = (id, at, claimant) =>
    this.inner.markDelivered(id, at, claimant);
  markDeliveryFailed: LeadStore["markDeliveryFailed"] = (id, error, retryAt, claimant) =>
    this.inner.markDeliveryFailed(id, error, retryAt, claimant);
  close: LeadStore["close"] = () => this.inner.close();
}

/** Top-level names reserved for tests and examples (RFC 2606, RFC 6761): no mailbox is ever there. */
const RESERVED_TOP_LEVEL = new Set(["example", "test", "invalid", "localhost"]);

/** Whether `domain` is under a reserved top-level name, so no real visitor's email can be at it. */
export function isReservedDomain(domain: string): boolean {
  return RESERVED_TOP_LEVEL.has(domain.split(".").at(-1) ?? "");
}

/**
 * The configured failing domain (lower case, without "@"), or null. A production build
 * refuses a domain real visitors could have (a mistaken `gmail.com` would drop real
 * leads) and logs the refusal; the hook switched on logs a warning, so it never runs
 * unnoticed.
 */
export function faultEmailDomain(): string | null {
  const domain = config.leadsFaultEmailDomain();
  if (!domain) return null;
  if (config.isProduction() && !isReservedDomain(domain)) {
    log.error("lead-fault-injection-refused", {
      variable: "LEADS_FAULT_EMAIL_DOMAIN",
      domain,
      reason:
        "a production server injects faults only at a reserved test domain (.example, .test, .invalid)",
    });
    return null;
  }
  log.warn("lead-fault-injection-on", {
    variable: "LEADS_FAULT_EMAIL_DOMAIN",
    domain,
    effect: "TEST ONLY: saving a lead with an email at this domain fails",
  });
  return domain;
}
