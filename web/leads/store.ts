/**
 * The one data-access path to leads. Two engines implement it (SQLite by default,
 * PostgreSQL when DATABASE_URL is set) and one contract suite
 * (tests/contract/leadStore.test.ts) holds both to the same behaviour.
 *
 * A lead is written once, under its idempotency key, and acknowledged only after
 * the engine's durable commit. The delivery columns make the table its own outbox:
 * the CRM forwarder (outbox.ts) claims due leads, records each try, and gives up
 * after a set number of tries (the dead-letter state).
 */

/** Where a lead is in the outbox. */
export const DELIVERY_STATUSES = ["pending", "delivered", "dead"] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** What a caller stores: the visitor's fields and the request's tracking context. */
export interface NewLead {
  /** The server's id of the lead (never personal data; safe to log). */
  id: string;
  /**
   * One lead per key: the form's submission id scoped to the visitor's own fields
   * (idempotency.ts), so a retry or double click stores nothing new.
   */
  idempotencyKey: string;
  /**
   * Whose keys `idempotencyKey` is unique among: "site" for the site's own forms,
   * "partner:<name>" for a partner (a partner's keys never meet another's).
   */
  idempotencyScope: string;
  /** The submission id as the form sent it (or as the server made it for a native post). */
  submissionId: string;
  /** ISO time the server received the inquiry. */
  createdAt: string;
  site: string;
  /** How it came: "form" (JavaScript), "native-form" (no JavaScript) or "partner:<name>". */
  channel: string;
  inquiryType: string;
  whoAreYouLookingFor: string;
  fullName: string;
  /** In the mask (999) 999-9999. */
  phoneNumber: string;
  email: string;
  payingWithMedicaid: boolean | null;
  tourTime: string | null;
  typeOfCare: string | null;
  /** The SEM landing page's monthly budget band (web/rules/inquiry/inquiry.ts BUDGET_OPTIONS). */
  budget: string | null;
  anonId: string | null;
  formId: string | null;
  trackingNotes: string | null;
  providerId: string | null;
  source: string | null;
  careLocation: string | null;
  /** The consent statement the visitor saw, exactly, and when they agreed to it. */
  consentText: string | null;
  consentAt: string | null;
  landingPageUrl: string | null;
  utmSource: string | null;
  utmCampaign: string | null;
  utmContent: string | null;
  utmMedium: string | null;
  utmTerm: string | null;
  gclid: string | null;
  msclkid: string | null;
  userAgent: string | null;
  clientIp: string | null;
  /** spec 5: stripped of special characters. */
  featureOverride: string | null;
}

export interface StoredLead extends NewLead {
  deliveryStatus: DeliveryStatus;
  /** Tries so far (a try counts when it is claimed, so a crash mid-try still counts). */
  deliveryAttempts: number;
  /** When the next try is due (ISO); null once delivered or dead. */
  nextAttemptAt: string | null;
  /** The last try's failure ("HTTP 502", "timeout"); never a response body. */
  lastError: string | null;
  deliveredAt: string | null;
}

export interface SaveLeadResult {
  lead: StoredLead;
  /** False when a lead with the same idempotency key (in the same scope) was already stored. */
  created: boolean;
}

export interface LeadQuery {
  /** Leads created at or after this ISO time. */
  since?: string;
  /** Leads created before this ISO time. */
  until?: string;
  /** Most leads to return (default 10,000). */
  limit?: number;
}

export interface LeadStore {
  readonly engine: "sqlite" | "postgres";

  /**
   * Stores the lead unless its idempotency key is already stored in its scope, and
   * resolves only once the row is durably committed. Concurrent calls with the same
   * scope and key store one lead and all resolve to it.
   */
  saveLead(lead: NewLead): Promise<SaveLeadResult>;

  /** The lead stored under an idempotency key in a scope, or null. */
  leadByIdempotencyKey(scope: string, key: string): Promise<StoredLead | null>;

  getLead(id: string): Promise<StoredLead | null>;

  /** Leads in creation order (oldest first). */
  listLeads(query?: LeadQuery): Promise<StoredLead[]>;

  countLeads(): Promise<number>;

  /**
   * Claims up to `limit` pending leads whose next try is due at `now`: each claim
   * counts a try, names its `claimant` (the claiming outbox) and moves the lead's next
   * try to `leaseUntil`, so no other process sends it at the same time (on PostgreSQL
   * two claimers take different leads: FOR UPDATE SKIP LOCKED), and a process that dies
   * mid-try leaves it due again once the lease ends.
   */
  claimDueDeliveries(
    now: string,
    leaseUntil: string,
    limit: number,
    claimant?: string | null,
  ): Promise<StoredLead[]>;

  /** Marks a claimed lead delivered (by `claimant`). */
  markDelivered(id: string, at: string, claimant?: string | null): Promise<void>;

  /**
   * Records a failed try: the lead is due again at `retryAt`, or, with `retryAt`
   * null, it moves to the dead-letter state. With a `claimant`, only while that
   * claimant still holds the lead (another may have claimed it since its lease ended).
   */
  markDeliveryFailed(
    id: string,
    error: string,
    retryAt: string | null,
    claimant?: string | null,
  ): Promise<void>;

  close(): Promise<void>;
}
