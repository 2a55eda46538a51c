/**
 * Crash test of the inquiry path (`npm run bench:leads`): at least 2,000 inquiries at
 * concurrency 16 against the production server (`next start`), which is SIGKILLed three
 * times and restarted while they arrive. Each client behaves like the form's script: an
 * inquiry that gets no 2xx (a refused connection, a connection cut by the kill, a 5xx)
 * is sent again with the same submission id until one is acknowledged.
 *
 * Afterwards the lead table is read directly (node:sqlite, not through the app's code):
 * every acknowledged inquiry must be stored exactly once, under the lead id its answer
 * named (0 lost, 0 duplicated). Prints accepted inquiries per second and latencies.
 *
 * Options: --count N (2000), --concurrency N (16), --kills N (3), --port N (3197),
 * --keep (leave the temporary lead file).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { arg } from "./cli";

const root = path.resolve(__dirname, "../..");
const COUNT = Number(arg("count") ?? 2000);
const CONCURRENCY = Number(arg("concurrency") ?? 16);
const KILLS = Number(arg("kills") ?? 3);
const PORT = Number(arg("port") ?? 3197);
const BASE = `http://127.0.0.1:${PORT}`;

const folder = mkdtempSync(path.join(tmpdir(), "leads-bench-"));
const LEADS_FILE = path.join(folder, "leads.sqlite");
const SERVER_LOG = path.join(folder, "server.log");
const serverLog = openSync(SERVER_LOG, "a");

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The production server in its own process group, so a kill takes every process of it. */
let server: ChildProcess | null = null;

function startServer(): ChildProcess {
  const child = spawn(
    path.join(root, "node_modules/.bin/next"),
    ["start", "web", "-p", String(PORT)],
    {
      cwd: root,
      detached: true,
      // The server's own output, for when a restart does not come up.
      stdio: ["ignore", serverLog, serverLog],
      env: {
        ...process.env,
        NEXT_TELEMETRY_DISABLED: "1",
        LEADS_DB_PATH: LEADS_FILE,
        // One client sends everything: the per-client limit would refuse most of it.
        INQUIRY_RATE_LIMIT: "off",
        DATABASE_URL: "",
        LEAD_WEBHOOK_URL: "",
      },
    },
  );
  return child;
}

async function waitUntilUp(): Promise<number> {
  const started = performance.now();
  for (let attempt = 0; attempt < 1800; attempt += 1) {
    try {
      const response = await fetch(`${BASE}/api/v1/location/autocomplete-suggestions?query=Aus`);
      if (response.status < 500) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`the server did not answer on port ${PORT} (its output: ${SERVER_LOG})`);
}

function killServer(signal: NodeJS.Signals): void {
  if (server?.pid) {
    try {
      process.kill(-server.pid, signal);
    } catch {
      // already gone
    }
  }
  server = null;
}

function inquiry(index: number, providerIds: string[]): Record<string, unknown> {
  const costs = index % 4 === 0 && providerIds.length > 0;
  return {
    submissionId: `bench_${index}_${path.basename(folder).slice(-6)}`,
    whoAreYouLookingFor: "Parent(s)",
    fullName: `Bench Visitor ${index}`,
    phoneNumber: `(512) 555-${String(index % 10_000).padStart(4, "0")}`,
    email: `visitor${index}@example.com`,
    inquiryType: costs ? "costs" : "information",
    providerId: costs ? providerIds[index % providerIds.length] : undefined,
    consentText: "I agree to be contacted by phone, text and email.",
    landingPageUrl: `/senior-living/assisted-living/texas/austin?utm_source=bench&gclid=g${index}`,
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function main() {
  const prepared = spawnSync(path.join(root, "node_modules/.bin/tsx"), ["web/scripts/prepare.ts"], {
    cwd: root,
    stdio: "inherit",
  });
  if (prepared.status !== 0) throw new Error("could not build the app or seed the directory");

  server = startServer();
  await waitUntilUp();
  const search = (await (
    await fetch(`${BASE}/api/v2/faceted-search?keyword=Austin%2C%20TX&domain=main&hitsPerPage=20`)
  ).json()) as { data: { results: { id: string }[] } };
  const providerIds = search.data.results.map((result) => result.id);

  const acknowledged = new Map<string, string>(); // submission id -> lead id
  const latencies: number[] = []; // per acknowledged request
  const endToEnd: number[] = []; // first send -> acknowledgement, retries included
  let retries = 0;
  const failuresByKind = new Map<string, number>();
  let next = 0;
  const killAt = Array.from({ length: KILLS }, (_, k) =>
    Math.round(((k + 1) * COUNT) / (KILLS + 1)),
  );
  const restarts: number[] = [];
  /** [kill, up again] of each restart, to tell requests caught in one from the rest. */
  const downtimes: [number, number][] = [];
  const steady: number[] = []; // acknowledged requests that overlapped no restart
  let killing: Promise<void> | null = null;

  const maybeKill = () => {
    if (killing || killAt.length === 0 || acknowledged.size < killAt[0]!) return;
    killAt.shift();
    killing = (async () => {
      const killedAt = performance.now();
      killServer("SIGKILL");
      server = startServer();
      restarts.push(await waitUntilUp());
      downtimes.push([killedAt, performance.now()]);
      killing = null;
    })();
  };

  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < COUNT) {
        const index = next++;
        const body = JSON.stringify(inquiry(index, providerIds));
        const first = performance.now();
        for (let attempt = 0; ; attempt += 1) {
          if (attempt > 0) {
            retries += 1;
            await sleep(Math.min(1000, 50 * 2 ** Math.min(attempt, 5)));
          }
          const sent = performance.now();
          try {
            const response = await fetch(`${BASE}/api/inquiry`, {
              method: "POST",
              headers: { "content-type": "application/json" },
              body,
              signal: AbortSignal.timeout(15_000),
            });
            const answer = (await response.json().catch(() => null)) as {
              success?: boolean;
              leadId?: string;
            } | null;
            if (response.ok && answer?.success && answer.leadId) {
              const done = performance.now();
              latencies.push(done - sent);
              const overlapped =
                killing !== null || downtimes.some(([down, up]) => sent <= up && done >= down);
              if (!overlapped) steady.push(done - sent);
              endToEnd.push(performance.now() - first);
              acknowledged.set(JSON.parse(body).submissionId as string, answer.leadId);
              maybeKill();
              break;
            }
            const kind = `HTTP ${response.status}`;
            failuresByKind.set(kind, (failuresByKind.get(kind) ?? 0) + 1);
          } catch (error) {
            const cause = (error as { cause?: { code?: string } }).cause;
            const kind = cause?.code ?? (error as Error).name;
            failuresByKind.set(kind, (failuresByKind.get(kind) ?? 0) + 1);
          }
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  while (killing) await killing;
  killServer("SIGTERM");
  await sleep(500);

  // The verdict, read straight from the file the server wrote.
  const db = new DatabaseSync(LEADS_FILE, { readOnly: true });
  const rows = db.prepare("SELECT id, submission_id FROM leads").all() as {
    id: string;
    submission_id: string;
  }[];
  db.close();
  const bySubmission = new Map<string, string[]>();
  for (const row of rows) {
    bySubmission.set(row.submission_id, [...(bySubmission.get(row.submission_id) ?? []), row.id]);
  }
  let lost = 0;
  let mismatched = 0;
  for (const [submissionId, leadId] of acknowledged) {
    const stored = bySubmission.get(submissionId) ?? [];
    if (stored.length === 0) lost += 1;
    else if (!stored.includes(leadId)) mismatched += 1;
  }
  const duplicated = [...bySubmission.values()].filter((ids) => ids.length > 1).length;
  const unacknowledged = [...bySubmission.keys()].filter((id) => !acknowledged.has(id)).length;
  // Retries that found their lead already stored: the commit happened, the answer was lost.
  const replays = readFileSync(SERVER_LOG, "utf8")
    .split("\n")
    .filter(
      (line) => line.includes('"event":"inquiry-stored"') && line.includes('"created":false'),
    ).length;

  latencies.sort((a, b) => a - b);
  endToEnd.sort((a, b) => a - b);
  steady.sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(
    `inquiries ${COUNT}, concurrency ${CONCURRENCY}, server SIGKILLed ${restarts.length} times (restart ${restarts.map((r) => `${(r / 1000).toFixed(1)} s`).join(", ")})`,
  );
  console.log(
    `acknowledged (2xx) ${acknowledged.size}; retries ${retries} (${[...failuresByKind].map(([kind, n]) => `${kind} ${n}`).join(", ") || "none"})`,
  );
  console.log(
    `stored ${rows.length}: lost ${lost}, duplicated ${duplicated}, answered with another lead id ${mismatched}, stored but never acknowledged ${unacknowledged}`,
  );
  console.log(`retries answered with the lead an earlier, unanswered try had stored: ${replays}`);
  console.log(
    `accepted/s ${(acknowledged.size / seconds).toFixed(1)} over ${seconds.toFixed(1)} s, restarts included`,
  );
  console.log(
    `request latency (acknowledged): p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, p99 ${ms(percentile(latencies, 99))}`,
  );
  console.log(
    `request latency away from restarts (${steady.length}): p50 ${ms(percentile(steady, 50))}, p95 ${ms(percentile(steady, 95))}, p99 ${ms(percentile(steady, 99))}`,
  );
  console.log(
    `inquiry latency incl. retries:   p50 ${ms(percentile(endToEnd, 50))}, p95 ${ms(percentile(endToEnd, 95))}, p99 ${ms(percentile(endToEnd, 99))}`,
  );

  if (!process.argv.includes("--keep")) rmSync(folder, { recursive: true, force: true });
  else console.log(`leads kept in ${LEADS_FILE}`);
  if (lost + duplicated + mismatched + unacknowledged > 0 || acknowledged.size !== COUNT) {
    console.error("FAILED: every inquiry must be acknowledged and stored exactly once");
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  killServer("SIGKILL");
  console.error(error);
  process.exit(1);
});
