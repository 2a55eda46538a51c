/**
 * The ONE contract suite of the lead store: every engine must pass the same tests.
 * SQLite always runs; PostgreSQL runs when TEST_DATABASE_URL is set (CI sets it).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { DatabaseSync } from "node:sqlite";
import { Pool } from "pg";
import { dropPostgresSchema, PostgresDriver } from "@web/db/postgres";
import { sql, type SqlDriver, type SqlFragment } from "@web/db/sql";
import { SqliteDriver } from "@web/db/sqlite";
import { openPostgresLeadStore, openSqliteLeadStore } from "@web/leads/open";
import { migrateLeads } from "@web/leads/schema";
import type { LeadStore, NewLead, StoredLead } from "@web/leads/store";
import { newLead } from "../unit/leads/leadFixture";

/** A database of the engine as an older release left it: raw statements, then a store. */
interface OlderDatabase {
  /** Applies the lead migrations up to a version. */
  migrateTo(version: number): Promise<void>;
  /** Runs a statement. */
  execute(statement: SqlFragment): Promise<unknown>;
  /** Opens today's store over it (which migrates it the rest of the way). */
  open(): Promise<LeadStore>;
  cleanUp(): Promise<void>;
}

interface Engine {
  name: string;
  /** A store over the engine's data; each call opens another connection to the same data. */
  open: () => Promise<LeadStore>;
  /** Another, empty database of the engine. */
  older: () => Promise<OlderDatabase>;
  cleanUp: () => Promise<void>;
}

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "lead-contract-"));
const engines: Engine[] = [
  {
    name: "sqlite",
    open: () => openSqliteLeadStore({ file: path.join(folder, "leads.sqlite") }),
    older: async () => {
      const file = path.join(folder, `older-${randomUUID()}.sqlite`);
      const db = new DatabaseSync(file);
      const driver: SqlDriver = new SqliteDriver(db);
      return {
        migrateTo: async (version) => {
          await migrateLeads(driver, version);
        },
        execute: (statement) => driver.run(statement),
        open: async () => {
          db.close();
          return openSqliteLeadStore({ file });
        },
        cleanUp: async () => {
          if (db.isOpen) db.close();
        },
      };
    },
    cleanUp: async () => fs.rmSync(folder, { recursive: true, force: true }),
  },
];
const pgUrl = process.env.TEST_DATABASE_URL;
if (pgUrl) {
  const schema = `leads_contract_${process.pid}`;
  engines.push({
    name: "postgres",
    open: () => openPostgresLeadStore({ connectionString: pgUrl, schema, max: 4 }),
    older: async () => {
      const olderSchema = `leads_contract_older_${process.pid}`;
      await dropPostgresSchema(pgUrl, olderSchema);
      const pool = new Pool({
        connectionString: pgUrl,
        max: 1,
        options: `-c search_path=${olderSchema}`,
      });
      await pool.query(`CREATE SCHEMA ${olderSchema}`);
      const driver = new PostgresDriver(pool);
      return {
        migrateTo: async (version) => {
          await migrateLeads(driver, version);
        },
        execute: (statement) => driver.run(statement),
        open: async () => {
          await pool.end();
          return openPostgresLeadStore({ connectionString: pgUrl, schema: olderSchema, max: 2 });
        },
        cleanUp: () => dropPostgresSchema(pgUrl, olderSchema),
      };
    },
    cleanUp: () => dropPostgresSchema(pgUrl, schema),
  });
} else {
  console.warn(
    "[lead contract] TEST_DATABASE_URL is not set: the PostgreSQL run is SKIPPED (CI always sets it).",
  );
}

const at = (minute: number) => new Date(Date.UTC(2026, 10, 2, 10, minute)).toISOString();

describe.each(engines)("LeadStore on $name", (engine) => {
  const { open, cleanUp } = engine;
  let store: LeadStore;
  const others: LeadStore[] = [];
  const another = async () => {
    const opened = await open();
    others.push(opened);
    return opened;
  };

  beforeAll(async () => {
    store = await open();
  }, 60_000);
  afterAll(async () => {
    await store?.close();
    for (const other of others) await other.close();
    await cleanUp();
  });

  it("stores a lead with every field and reads it back as written", async () => {
    const lead = newLead({ payingWithMedicaid: true });
    const { lead: stored, created } = await store.saveLead(lead);
    expect(created).toBe(true);
    const expected: StoredLead = {
      ...lead,
      deliveryStatus: "pending",
      deliveryAttempts: 0,
      nextAttemptAt: null,
      lastError: null,
      deliveredAt: null,
    };
    expect(stored).toEqual(expected);
    expect(await store.getLead(lead.id)).toEqual(expected);
  });

  it("keeps payingWithMedicaid as true, false or null, and empty optional fields as null", async () => {
    const optionalNulls: Partial<NewLead> = {
      tourTime: null,
      typeOfCare: null,
      budget: null,
      anonId: null,
      formId: null,
      trackingNotes: null,
      providerId: null,
      source: null,
      careLocation: null,
      consentText: null,
      consentAt: null,
      landingPageUrl: null,
      utmSource: null,
      utmCampaign: null,
      utmContent: null,
      utmMedium: null,
      utmTerm: null,
      gclid: null,
      msclkid: null,
      userAgent: null,
      clientIp: null,
      featureOverride: null,
    };
    for (const payingWithMedicaid of [true, false, null]) {
      const lead = newLead({ payingWithMedicaid, ...optionalNulls });
      const { lead: stored } = await store.saveLead(lead);
      expect(stored.payingWithMedicaid).toBe(payingWithMedicaid);
      expect(stored).toMatchObject(optionalNulls);
    }
  });

  it("stores one lead per idempotency key and answers a repeat with the first lead", async () => {
    const first = newLead();
    const repeat = { ...newLead(), idempotencyKey: first.idempotencyKey, fullName: "Someone Else" };
    const before = await store.countLeads();
    const saved = await store.saveLead(first);
    const again = await store.saveLead(repeat);
    expect(again.created).toBe(false);
    expect(again.lead.id).toBe(saved.lead.id);
    expect(again.lead.fullName).toBe(first.fullName);
    expect(await store.countLeads()).toBe(before + 1);
    expect(await store.getLead(repeat.id)).toBeNull();
  });

  it("keeps each partner's idempotency keys apart: the same key from two partners is two leads", async () => {
    const key = `partner-key-${randomUUID()}`;
    const fromPartner = (partner: string) =>
      newLead({
        idempotencyKey: key,
        idempotencyScope: `partner:${partner}`,
        channel: `partner:${partner}`,
      });
    const before = await store.countLeads();
    const acme = await store.saveLead(fromPartner("acme"));
    const beta = await store.saveLead(fromPartner("beta"));
    expect([acme.created, beta.created]).toEqual([true, true]);
    expect(beta.lead.id).not.toBe(acme.lead.id);
    expect(beta.lead).toMatchObject({ channel: "partner:beta", idempotencyScope: "partner:beta" });

    const acmeAgain = await store.saveLead(fromPartner("acme"));
    const betaAgain = await store.saveLead(fromPartner("beta"));
    expect([acmeAgain.created, acmeAgain.lead.id]).toEqual([false, acme.lead.id]);
    expect([betaAgain.created, betaAgain.lead.id]).toEqual([false, beta.lead.id]);
    expect(await store.countLeads()).toBe(before + 2);

    expect((await store.leadByIdempotencyKey("partner:acme", key))?.id).toBe(acme.lead.id);
    expect(await store.leadByIdempotencyKey("site", key)).toBeNull();
  });

  it("upgrades a version 1 database: leads keep their key, partner leads get their partner's scope", async () => {
    const older = await engine.older();
    try {
      await older.migrateTo(1);
      const insert = (id: string, key: string, channel: string) =>
        older.execute(
          sql`INSERT INTO leads (id, idempotency_key, submission_id, created_at, site, channel,
                inquiry_type, who_are_you_looking_for, full_name, phone_number, email)
              VALUES (${id}, ${key}, 'sub-1', ${at(5)}, 'main', ${channel}, 'costs', 'Myself', 'Ada', '(512) 555-0100', 'a@example.com')`,
        );
      await insert("older-site", "older-key-1", "form");
      await insert("older-acme", "older-key-2", "partner:acme");
      const upgraded = await older.open();
      others.push(upgraded);
      expect(await upgraded.getLead("older-site")).toMatchObject({
        idempotencyKey: "older-key-1",
        idempotencyScope: "site",
        deliveryStatus: "pending",
      });
      expect((await upgraded.getLead("older-acme"))?.idempotencyScope).toBe("partner:acme");
      // The key of acme's lead is still acme's, and now free for another partner.
      const again = await upgraded.saveLead(
        newLead({ idempotencyKey: "older-key-2", idempotencyScope: "partner:acme" }),
      );
      expect([again.created, again.lead.id]).toEqual([false, "older-acme"]);
      const beta = await upgraded.saveLead(
        newLead({ idempotencyKey: "older-key-2", idempotencyScope: "partner:beta" }),
      );
      expect(beta.created).toBe(true);
      expect(await upgraded.countLeads()).toBe(3);
    } finally {
      await older.cleanUp();
    }
  });

  it("upgrades a version 2 database: its leads get no budget, new leads store theirs", async () => {
    const older = await engine.older();
    try {
      await older.migrateTo(2);
      await older.execute(
        sql`INSERT INTO leads (id, idempotency_key, idempotency_scope, submission_id, created_at,
              site, channel, inquiry_type, who_are_you_looking_for, full_name, phone_number, email)
            VALUES ('v2-lead', 'v2-key', 'site', 'sub-2', ${at(6)}, 'alt', 'form', 'costs',
              'Spouse', 'Alan', '(512) 555-0101', 'alan@example.com')`,
      );
      const upgraded = await older.open();
      others.push(upgraded);
      expect(await upgraded.getLead("v2-lead")).toMatchObject({
        email: "alan@example.com",
        budget: null,
      });
      const lead = newLead({ budget: "Over $7,000" });
      await upgraded.saveLead(lead);
      expect((await upgraded.getLead(lead.id))?.budget).toBe("Over $7,000");
    } finally {
      await older.cleanUp();
    }
  });

  it("stores ONE lead when the same key arrives many times at once, over several connections", async () => {
    const key = `concurrent-${Date.now()}`;
    const stores = [store, await another(), await another()];
    const before = await store.countLeads();
    const results = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        stores[i % stores.length]!.saveLead(newLead({ idempotencyKey: key })),
      ),
    );
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(new Set(results.map((result) => result.lead.id)).size).toBe(1);
    expect(await store.countLeads()).toBe(before + 1);
  });

  it("keeps a lead after the store is closed and opened again", async () => {
    const lead = newLead();
    await store.saveLead(lead);
    const reopened = await another();
    expect((await reopened.getLead(lead.id))?.email).toBe(lead.email);
  });

  it("opens an already migrated database without changing it", async () => {
    const count = await store.countLeads();
    const [a, b] = await Promise.all([another(), another()]);
    expect(await a.countLeads()).toBe(count);
    expect(await b.countLeads()).toBe(count);
  });

  describe("listing", () => {
    let ids: string[];
    beforeAll(async () => {
      const leads = [3, 1, 2].map((minute) => newLead({ createdAt: at(40 + minute) }));
      for (const lead of leads) await store.saveLead(lead);
      ids = [leads[1]!, leads[2]!, leads[0]!].map((lead) => lead.id);
    });

    it("lists leads oldest first from a time on", async () => {
      const listed = await store.listLeads({ since: at(41) });
      expect(listed.map((lead) => lead.id)).toEqual(ids);
    });

    it("lists up to a time, and up to a limit", async () => {
      expect((await store.listLeads({ since: at(41), until: at(43) })).map((l) => l.id)).toEqual(
        ids.slice(0, 2),
      );
      expect((await store.listLeads({ since: at(41), limit: 1 })).map((l) => l.id)).toEqual(
        ids.slice(0, 1),
      );
    });
  });

  describe("outbox", () => {
    // Far in the future, so only these leads are due here.
    const NOW = "2030-01-01T00:00:00.000Z";
    const LEASE = "2030-01-01T00:01:00.000Z";
    let a: NewLead;
    let b: NewLead;

    beforeAll(async () => {
      // Everything stored before is delivered out of the way.
      for (;;) {
        const claimed = await store.claimDueDeliveries("2029-12-31T00:00:00.000Z", LEASE, 500);
        if (claimed.length === 0) break;
        for (const lead of claimed) await store.markDelivered(lead.id, NOW);
      }
      a = newLead({ createdAt: "2029-12-31T23:00:00.000Z" });
      b = newLead({ createdAt: "2029-12-31T23:30:00.000Z" });
      await store.saveLead(b);
      await store.saveLead(a);
    });

    it("claims new leads oldest first, counting a try and leasing them", async () => {
      const claimed = await store.claimDueDeliveries(NOW, LEASE, 10);
      expect(claimed.map((lead) => lead.id)).toEqual([a.id, b.id]);
      expect(claimed.map((lead) => [lead.deliveryAttempts, lead.nextAttemptAt])).toEqual([
        [1, LEASE],
        [1, LEASE],
      ]);
      // Leased: not due again until the lease ends.
      expect(await store.claimDueDeliveries(NOW, LEASE, 10)).toEqual([]);
    });

    it("gives a lead whose try was never finished (a crash) again once its lease ends", async () => {
      const later = "2030-01-01T00:02:00.000Z";
      const claimed = await store.claimDueDeliveries(LEASE, later, 10);
      expect(claimed.map((lead) => [lead.id, lead.deliveryAttempts])).toEqual([
        [a.id, 2],
        [b.id, 2],
      ]);
    });

    it("records a delivery, and never gives a delivered lead again", async () => {
      await store.markDelivered(a.id, "2030-01-01T00:01:30.000Z");
      const delivered = await store.getLead(a.id);
      expect(delivered).toMatchObject({
        deliveryStatus: "delivered",
        deliveredAt: "2030-01-01T00:01:30.000Z",
        nextAttemptAt: null,
        lastError: null,
        deliveryAttempts: 2,
      });
    });

    it("records a failed try with its retry time, then the dead-letter state", async () => {
      const retryAt = "2030-01-01T00:05:00.000Z";
      await store.markDeliveryFailed(b.id, "HTTP 502", retryAt);
      expect(await store.getLead(b.id)).toMatchObject({
        deliveryStatus: "pending",
        nextAttemptAt: retryAt,
        lastError: "HTTP 502",
      });
      expect(await store.claimDueDeliveries("2030-01-01T00:04:59.000Z", LEASE, 10)).toEqual([]);
      const due = await store.claimDueDeliveries(retryAt, "2030-01-01T00:06:00.000Z", 10);
      expect(due.map((lead) => [lead.id, lead.deliveryAttempts])).toEqual([[b.id, 3]]);

      await store.markDeliveryFailed(b.id, "timeout", null);
      expect(await store.getLead(b.id)).toMatchObject({
        deliveryStatus: "dead",
        nextAttemptAt: null,
        lastError: "timeout",
        deliveryAttempts: 3,
      });
      expect(await store.claimDueDeliveries("2031-01-01T00:00:00.000Z", "2031-01-02", 10)).toEqual(
        [],
      );
    });

    it("records a failure only from the lead's holder: a try that outlived its lease cannot push back the next claim", async () => {
      const lead = newLead({ createdAt: "2031-01-01T00:00:00.000Z" });
      await store.saveLead(lead);
      const now = "2031-02-01T00:00:00.000Z";
      const firstLease = "2031-02-01T00:00:21.000Z";
      expect(
        (await store.claimDueDeliveries(now, firstLease, 10, "instance-a")).map((l) => l.id),
      ).toEqual([lead.id]);
      // A dies (or stalls); its lease ends and B claims the lead.
      const secondLease = "2031-02-01T00:00:42.000Z";
      expect(
        (await store.claimDueDeliveries(firstLease, secondLease, 10, "instance-b")).map(
          (l) => l.id,
        ),
      ).toEqual([lead.id]);
      // A's late failure changes nothing: B holds the lead until its own lease ends.
      await store.markDeliveryFailed(lead.id, "timeout", "2031-02-01T00:00:22.000Z", "instance-a");
      await store.markDeliveryFailed(lead.id, "timeout", null, "instance-a");
      expect(await store.getLead(lead.id)).toMatchObject({
        deliveryStatus: "pending",
        nextAttemptAt: secondLease,
        lastError: null,
        deliveryAttempts: 2,
      });
      expect(await store.claimDueDeliveries("2031-02-01T00:00:30.000Z", "2031-02-02", 10)).toEqual(
        [],
      );
      // B's own failure counts.
      await store.markDeliveryFailed(lead.id, "HTTP 502", "2031-02-01T00:01:00.000Z", "instance-b");
      expect(await store.getLead(lead.id)).toMatchObject({
        nextAttemptAt: "2031-02-01T00:01:00.000Z",
        lastError: "HTTP 502",
      });
      await store.markDelivered(lead.id, "2031-02-01T00:01:01.000Z", "instance-b");
      expect(await store.getLead(lead.id)).toMatchObject({ deliveryStatus: "delivered" });
    });

    it("hands each due lead to one claimer when several claim at once", async () => {
      const leads = Array.from({ length: 12 }, (_, i) =>
        newLead({ createdAt: `2031-06-01T00:00:${String(i).padStart(2, "0")}.000Z` }),
      );
      for (const lead of leads) await store.saveLead(lead);
      const claimers = [store, await another(), await another()];
      const now = "2031-06-02T00:00:00.000Z";
      const claims = await Promise.all(
        claimers.flatMap((claimer) =>
          [0, 1].map(() => claimer.claimDueDeliveries(now, "2031-06-03T00:00:00.000Z", 3)),
        ),
      );
      const claimedIds = claims.flat().map((lead) => lead.id);
      expect(new Set(claimedIds).size).toBe(claimedIds.length);
      expect(claimedIds.sort()).toEqual(leads.map((lead) => lead.id).sort());
    });
  });
});
