/**
 * The delivery outbox against a real local HTTP server (node:http): signed deliveries,
 * retries with exponential backoff, the dead-letter state, and a restart halfway.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "@jest/globals";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { LeadOutbox, outboxOptionsFromEnv, type OutboxOptions } from "@web/leads/outbox";
import type { LeadStore } from "@web/leads/store";
import {
  IDEMPOTENCY_HEADER,
  SIGNATURE_HEADER,
  deliveryIdempotencyKey,
  signBody,
  verifySignature,
} from "@web/leads/webhook";
import { setLogSink, type LogEntry } from "@web/lib/log";
import { newLead, openTempLeadStore, type TempLeadStore } from "./leadFixture";

const SECRET = "shared-webhook-secret";

interface Received {
  body: string;
  headers: http.IncomingHttpHeaders;
}

/** A CRM stand-in: answers each request with the next status of `script` (then the last one). */
class Crm {
  received: Received[] = [];
  script: (number | "hang")[] = [200];
  private server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      this.received.push({
        body: Buffer.concat(chunks).toString("utf8"),
        headers: request.headers,
      });
      const next = this.script.length > 1 ? this.script.shift()! : this.script[0]!;
      if (next === "hang") return;
      response.writeHead(next, { "content-type": "application/json" });
      response.end(JSON.stringify({ ok: next < 300, echo: "Grace Hopper" }));
    });
  });
  url = "";

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/leads`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

let crm: Crm;
let leads: TempLeadStore;
let logs: LogEntry[];
let restoreLog: () => void;
let clock: number;
const now = () => new Date(clock);

beforeAll(() => {
  restoreLog = setLogSink((entry) => logs.push(entry));
});
afterAll(() => restoreLog());

beforeEach(async () => {
  logs = [];
  clock = Date.parse("2026-11-02T12:00:00.000Z");
  crm = new Crm();
  await crm.start();
  leads = await openTempLeadStore();
});
afterEach(async () => {
  await crm.stop();
  await leads.close();
});

const outbox = (store: LeadStore = leads.store, options: Partial<OutboxOptions> = {}) =>
  new LeadOutbox(store, {
    url: crm.url,
    secret: SECRET,
    baseDelayMs: 1_000,
    maxAttempts: 4,
    timeoutMs: 500,
    now,
    ...options,
  });

describe("delivery", () => {
  it("POSTs each stored lead once as JSON signed with HMAC-SHA256 of the body, and marks it delivered", async () => {
    const lead = newLead({ createdAt: "2026-11-02T11:59:00.000Z" });
    await leads.store.saveLead(lead);
    expect(await outbox().drain()).toEqual({ delivered: 1, retrying: 0, dead: 0 });

    expect(crm.received).toHaveLength(1);
    const [{ body, headers }] = crm.received as [Received];
    expect(headers["content-type"]).toBe("application/json");
    expect(headers[SIGNATURE_HEADER]).toBe(signBody(body, SECRET));
    expect(headers[SIGNATURE_HEADER]).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(verifySignature(body, String(headers[SIGNATURE_HEADER]), SECRET)).toBe(true);
    expect(verifySignature(body, String(headers[SIGNATURE_HEADER]), "another-secret")).toBe(false);
    expect(verifySignature(`${body} `, String(headers[SIGNATURE_HEADER]), SECRET)).toBe(false);
    expect(headers["x-lead-id"]).toBe(lead.id);
    // The lead's idempotency key, in a header and in the signed body (issue 25.3).
    expect(headers[IDEMPOTENCY_HEADER]).toBe(deliveryIdempotencyKey(lead));
    expect(headers[IDEMPOTENCY_HEADER]).toMatch(/^[0-9a-f]{64}$/);

    const sent = JSON.parse(body) as {
      event: string;
      idempotencyKey: string;
      attempt: number;
      lead: Record<string, unknown>;
    };
    expect(sent.idempotencyKey).toBe(headers[IDEMPOTENCY_HEADER]);
    expect(sent.event).toBe("lead.created");
    expect(sent.attempt).toBe(1);
    const fields: Partial<typeof lead> = { ...lead };
    delete fields.idempotencyKey;
    delete fields.idempotencyScope;
    expect(sent.lead).toEqual(fields);

    expect(await leads.store.getLead(lead.id)).toMatchObject({
      deliveryStatus: "delivered",
      deliveryAttempts: 1,
      deliveredAt: "2026-11-02T12:00:00.000Z",
    });
    expect(await outbox().drain()).toEqual({ delivered: 0, retrying: 0, dead: 0 });
    expect(crm.received).toHaveLength(1);
  });

  it("retries a failed delivery with exponential backoff until the CRM accepts it", async () => {
    crm.script = [503, 500, 200];
    const lead = newLead();
    await leads.store.saveLead(lead);
    const box = outbox();

    expect(await box.drain()).toEqual({ delivered: 0, retrying: 1, dead: 0 });
    expect(await leads.store.getLead(lead.id)).toMatchObject({
      deliveryStatus: "pending",
      deliveryAttempts: 1,
      lastError: "HTTP 503",
      nextAttemptAt: "2026-11-02T12:00:01.000Z",
    });

    clock += 999;
    expect(await box.drain()).toEqual({ delivered: 0, retrying: 0, dead: 0 });
    clock += 1;
    expect(await box.drain()).toEqual({ delivered: 0, retrying: 1, dead: 0 });
    // Second failure: twice the wait.
    expect((await leads.store.getLead(lead.id))?.nextAttemptAt).toBe("2026-11-02T12:00:03.000Z");
    clock += 2_000;
    expect(await box.drain()).toEqual({ delivered: 1, retrying: 0, dead: 0 });
    expect(await leads.store.getLead(lead.id)).toMatchObject({
      deliveryStatus: "delivered",
      deliveryAttempts: 3,
      lastError: null,
    });
    expect(crm.received.map((r) => JSON.parse(r.body).attempt)).toEqual([1, 2, 3]);
    // Every try carries the same key, so the CRM can drop a repeat.
    expect(new Set(crm.received.map((r) => r.headers[IDEMPOTENCY_HEADER])).size).toBe(1);
    expect(logs.filter((l) => l.event === "lead-delivery-failed")).toHaveLength(2);
  });

  it("leaves a lead in the dead-letter state after the last try, and sends it no more", async () => {
    crm.script = [500];
    const lead = newLead();
    await leads.store.saveLead(lead);
    const box = outbox(leads.store, { maxAttempts: 3 });
    const results = [];
    for (let i = 0; i < 3; i += 1) {
      results.push(await box.drain());
      clock += 60_000;
    }
    expect(results).toEqual([
      { delivered: 0, retrying: 1, dead: 0 },
      { delivered: 0, retrying: 1, dead: 0 },
      { delivered: 0, retrying: 0, dead: 1 },
    ]);
    expect(await leads.store.getLead(lead.id)).toMatchObject({
      deliveryStatus: "dead",
      deliveryAttempts: 3,
      lastError: "HTTP 500",
      nextAttemptAt: null,
    });
    clock += 24 * 60 * 60 * 1000;
    expect(await box.drain()).toEqual({ delivered: 0, retrying: 0, dead: 0 });
    expect(crm.received).toHaveLength(3);
    const dead = logs.find((l) => l.event === "lead-delivery-dead");
    expect(dead).toMatchObject({ level: "error", leadId: lead.id, attempts: 3 });
    // The CRM's answer echoed a name: it is never read into the log.
    expect(JSON.stringify(logs)).not.toContain("Grace Hopper");
    expect(JSON.stringify(logs)).not.toContain(lead.email);
  });

  it("records a refused connection and a timeout as failed tries", async () => {
    const lead = newLead();
    await leads.store.saveLead(lead);
    await crm.stop();
    expect(await outbox().drain()).toEqual({ delivered: 0, retrying: 1, dead: 0 });
    expect((await leads.store.getLead(lead.id))?.lastError).toBe("ECONNREFUSED");

    crm = new Crm();
    crm.script = ["hang"];
    await crm.start();
    clock += 10_000;
    expect(await outbox().drain()).toEqual({ delivered: 0, retrying: 1, dead: 0 });
    expect((await leads.store.getLead(lead.id))?.lastError).toBe("timeout");
  });

  it("doubles the wait after each failure, up to the longest wait", () => {
    const box = outbox(leads.store, { baseDelayMs: 30_000, maxDelayMs: 3_600_000 });
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((attempt) => box.backoffMs(attempt))).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000,
    ]);
  });
});

describe("restarts", () => {
  it("delivers after a restart what the stopped process left: failed tries and a try it never finished", async () => {
    crm.script = [502];
    const failed = newLead({ createdAt: "2026-11-02T11:00:00.000Z" });
    const unfinished = newLead({ createdAt: "2026-11-02T11:30:00.000Z" });
    await leads.store.saveLead(failed);
    await outbox().drain();
    await leads.store.saveLead(unfinished);
    // A process claims the second lead and dies before sending it.
    await leads.store.claimDueDeliveries(
      new Date(clock).toISOString(),
      new Date(clock + 30_000).toISOString(),
      1,
    );
    await leads.store.close();

    // The next process opens the same file; once the lease is over, both are due.
    crm.script = [200];
    const reopened = await leads.reopen();
    clock += 31_000;
    expect(await outbox(reopened).drain()).toEqual({ delivered: 2, retrying: 0, dead: 0 });
    expect(await reopened.getLead(failed.id)).toMatchObject({
      deliveryStatus: "delivered",
      deliveryAttempts: 2,
    });
    expect(await reopened.getLead(unfinished.id)).toMatchObject({
      deliveryStatus: "delivered",
      deliveryAttempts: 2,
    });
  });

  it("polls on its own once started, and sends a lead at once when kicked", async () => {
    const box = outbox(leads.store, { pollIntervalMs: 50, now: () => new Date() });
    box.start();
    try {
      await leads.store.saveLead(newLead({ createdAt: new Date().toISOString() }));
      box.kick();
      for (let i = 0; i < 100 && crm.received.length === 0; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(crm.received).toHaveLength(1);
    } finally {
      await box.stop();
    }
  });
});

describe("configuration", () => {
  const env = (values: Record<string, string>) => values as unknown as NodeJS.ProcessEnv;
  it("needs a URL, and refuses to send unsigned leads without a secret", () => {
    expect(outboxOptionsFromEnv(env({}))).toBeNull();
    expect(outboxOptionsFromEnv(env({ LEAD_WEBHOOK_URL: "http://crm.example/leads" }))).toBeNull();
    expect(logs.some((l) => l.event === "lead-outbox-disabled")).toBe(true);
    expect(
      outboxOptionsFromEnv(
        env({
          LEAD_WEBHOOK_URL: "http://crm.example/leads",
          LEAD_WEBHOOK_SECRET: "s",
          LEAD_WEBHOOK_MAX_ATTEMPTS: "5",
          LEAD_WEBHOOK_BACKOFF_SECONDS: "2",
        }),
      ),
    ).toEqual({ url: "http://crm.example/leads", secret: "s", maxAttempts: 5, baseDelayMs: 2000 });
    expect(
      outboxOptionsFromEnv(
        env({
          LEAD_WEBHOOK_URL: "http://crm.example/leads",
          LEAD_WEBHOOK_SECRET: "s",
          LEAD_WEBHOOK_LEASE_SECONDS: "3",
          LEAD_WEBHOOK_POLL_SECONDS: "0.2",
        }),
      ),
    ).toMatchObject({ leaseMs: 3000, pollIntervalMs: 200 });
  });
});
