/**
 * The delivery outbox: each stored lead is POSTed to the CRM webhook (LEAD_WEBHOOK_URL),
 * signed with LEAD_WEBHOOK_SECRET. The state lives in the leads table, so it survives
 * restarts: a try is counted and the lead leased when it is claimed; a 2xx marks it
 * delivered; anything else (an error status, no connection, a timeout) schedules the
 * next try with exponential backoff, and after `maxAttempts` tries the lead is left in
 * the dead-letter state (`delivery_status = 'dead'`, still listed by `npm run leads`).
 *
 * One outbox however many instances (issue 25.3): every instance runs one, over the same
 * table. Each claim names its outbox (`claimant`) and leases the lead (`leaseMs`, under a
 * minute): on PostgreSQL two outboxes claiming at once take different leads (FOR UPDATE
 * SKIP LOCKED), a claimed lead is nobody else's until its lease ends, and the leads of an
 * instance that died mid-try are claimed by another once their lease is over.
 * Delivery is at least once: a process killed between the CRM's answer and the
 * bookkeeping sends that lead again, with the same `Idempotency-Key` (and lead id) for
 * the CRM to drop the repeat.
 */
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { log } from "../lib/log";
import type { LeadStore, StoredLead } from "./store";
import {
  IDEMPOTENCY_HEADER,
  SIGNATURE_HEADER,
  deliveryBody,
  deliveryIdempotencyKey,
  signBody,
} from "./webhook";
import { config, serverEnv } from "@web/lib/config";

export interface OutboxOptions {
  url: string;
  secret: string;
  /** Tries before the dead-letter state (default 8). */
  maxAttempts?: number;
  /** Wait after the first failed try; doubled after each further one (default 30 s). */
  baseDelayMs?: number;
  /** Longest wait between tries (default 6 h). */
  maxDelayMs?: number;
  /** How long one try may take (default 10 s). */
  timeoutMs?: number;
  /** Leads claimed per round (default 20). */
  batchSize?: number;
  /** How often the outbox looks for due leads on its own (default 5 s). */
  pollIntervalMs?: number;
  /**
   * How long a claimed lead is this outbox's alone (default twice the timeout and a
   * second, 21 s; never less than a try may take, and at most 60 s): the time after which
   * another instance takes over the leads of one that died.
   */
  leaseMs?: number;
  /** This outbox's name in its claims (default host, process id and a random part). */
  claimant?: string;
  now?: () => Date;
}

/** The longest lease: a crashed instance's leads are another's within a minute. */
export const MAX_LEASE_MS = 60_000;

export interface DrainResult {
  delivered: number;
  retrying: number;
  dead: number;
}

export class LeadOutbox {
  private readonly maxAttempts: number;
  private readonly baseDelayMs: number;
  private readonly maxDelayMs: number;
  private readonly timeoutMs: number;
  private readonly batchSize: number;
  private readonly pollIntervalMs: number;
  private readonly leaseMs: number;
  /** Who this outbox is in its claims. */
  readonly claimant: string;
  private readonly now: () => Date;
  private timer: NodeJS.Timeout | null = null;
  private draining: Promise<DrainResult> | null = null;
  private again = false;

  constructor(
    private readonly store: LeadStore,
    private readonly options: OutboxOptions,
  ) {
    this.maxAttempts = options.maxAttempts ?? 8;
    this.baseDelayMs = options.baseDelayMs ?? 30_000;
    this.maxDelayMs = options.maxDelayMs ?? 6 * 60 * 60 * 1000;
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.batchSize = options.batchSize ?? 20;
    this.pollIntervalMs = options.pollIntervalMs ?? 5_000;
    // The lease outlasts a try, so no other process sends the lead meanwhile.
    this.leaseMs = Math.min(
      MAX_LEASE_MS,
      Math.max(options.leaseMs ?? 2 * this.timeoutMs + 1_000, this.timeoutMs + 1_000),
    );
    this.claimant = options.claimant ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    this.now = options.now ?? (() => new Date());
  }

  /** The wait before try `attempt + 1`, after `attempt` failed tries. */
  backoffMs(attempt: number): number {
    return Math.min(this.maxDelayMs, this.baseDelayMs * 2 ** Math.max(0, attempt - 1));
  }

  /** Delivers due leads, round after round, until none is due. One drain runs at a time. */
  drain(): Promise<DrainResult> {
    if (this.draining) {
      this.again = true;
      return this.draining;
    }
    this.draining = (async () => {
      const total: DrainResult = { delivered: 0, retrying: 0, dead: 0 };
      try {
        do {
          this.again = false;
          for (;;) {
            const now = this.now();
            const leaseUntil = new Date(now.getTime() + this.leaseMs);
            const due = await this.store.claimDueDeliveries(
              now.toISOString(),
              leaseUntil.toISOString(),
              this.batchSize,
              this.claimant,
            );
            if (due.length === 0) break;
            const outcomes = await Promise.all(due.map((lead) => this.deliver(lead)));
            for (const outcome of outcomes) total[outcome] += 1;
          }
        } while (this.again);
      } finally {
        this.draining = null;
      }
      return total;
    })();
    return this.draining;
  }

  private async deliver(lead: StoredLead): Promise<keyof DrainResult> {
    const attempt = lead.deliveryAttempts;
    let error: string;
    try {
      const body = deliveryBody(lead, attempt, this.now().toISOString());
      const response = await fetch(this.options.url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          [SIGNATURE_HEADER]: signBody(body, this.options.secret),
          [IDEMPOTENCY_HEADER]: deliveryIdempotencyKey(lead),
          "x-lead-id": lead.id,
          "x-delivery-attempt": String(attempt),
        },
        body,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      // The CRM's answer is not read beyond its status: it may echo personal data.
      await response.body?.cancel().catch(() => undefined);
      if (response.ok) {
        await this.store.markDelivered(lead.id, this.now().toISOString(), this.claimant);
        log.info("lead-delivered", { leadId: lead.id, attempt });
        return "delivered";
      }
      error = `HTTP ${response.status}`;
    } catch (caught) {
      error = describeFailure(caught);
    }
    if (attempt >= this.maxAttempts) {
      await this.store.markDeliveryFailed(lead.id, error, null, this.claimant);
      log.error("lead-delivery-dead", { leadId: lead.id, attempts: attempt, error });
      return "dead";
    }
    const retryAt = new Date(this.now().getTime() + this.backoffMs(attempt)).toISOString();
    await this.store.markDeliveryFailed(lead.id, error, retryAt, this.claimant);
    log.warn("lead-delivery-failed", { leadId: lead.id, attempt, error, retryAt });
    return "retrying";
  }

  /** Looks for due leads every `pollIntervalMs` (the timer does not keep the process alive). */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.kick(), this.pollIntervalMs);
    this.timer.unref();
    this.kick();
  }

  /** Starts a drain now (a new lead was stored); failures are logged, never thrown. */
  kick(): void {
    this.drain().catch((error: unknown) => {
      log.error("lead-outbox-error", { error: describeFailure(error) });
    });
  }

  /** Stops polling and waits for a running drain to finish. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.draining?.catch(() => undefined);
  }
}

function describeFailure(error: unknown): string {
  // Duck-typed: fetch's errors may come from another realm (a test runner's sandbox).
  if (typeof error === "object" && error !== null && "name" in error) {
    const { name, message, cause } = error as { name: unknown; message?: unknown; cause?: unknown };
    if (name === "TimeoutError" || name === "AbortError") return "timeout";
    const code = (cause as { code?: unknown } | undefined)?.code;
    if (typeof code === "string") return code;
    return `${String(name)}: ${String(message)}`.slice(0, 200);
  }
  return String(error).slice(0, 200);
}

/**
 * The outbox the environment asks for: LEAD_WEBHOOK_URL and LEAD_WEBHOOK_SECRET, with
 * LEAD_WEBHOOK_MAX_ATTEMPTS, LEAD_WEBHOOK_BACKOFF_SECONDS, LEAD_WEBHOOK_LEASE_SECONDS and
 * LEAD_WEBHOOK_POLL_SECONDS. Null without a URL (leads
 * then stay in the table, queryable); a URL without a secret is refused (unsigned leads
 * would be forgeable), logged, and nothing is sent.
 */
export function outboxOptionsFromEnv(env: NodeJS.ProcessEnv = serverEnv()): OutboxOptions | null {
  const { url, secret, backoffSeconds, maxAttempts, leaseSeconds, pollSeconds } =
    config.leadWebhook(env);
  if (!url) return null;
  if (!secret) {
    log.error("lead-outbox-disabled", { reason: "LEAD_WEBHOOK_SECRET is not set" });
    return null;
  }
  return {
    url,
    secret,
    maxAttempts: maxAttempts ? Math.floor(maxAttempts) : undefined,
    baseDelayMs: backoffSeconds ? backoffSeconds * 1000 : undefined,
    ...(leaseSeconds ? { leaseMs: leaseSeconds * 1000 } : {}),
    ...(pollSeconds ? { pollIntervalMs: pollSeconds * 1000 } : {}),
  };
}
