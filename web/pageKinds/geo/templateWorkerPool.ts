/**
 * The server's side of the Studio's geo copy tools (issue 28.1): every render of a
 * template the Studio sends runs in a worker thread (web/pageKinds/geo/templateWorker.ts), with
 * its own heap limit and a time limit, so no template can stall the visitors' requests
 * or grow the server's memory for good (a 18.7 KB template used to hold the main thread
 * for two minutes and leave the process at 9.9 GB).
 *
 * - {@link CityChecks}: "Check against all cities", one fresh worker per check (its
 *   memory is given back when it ends), at most {@link CHECK_LIMITS}.atOnce at once and
 *   one per editor; the answer is kept per template, care types and directory version,
 *   and an identical check already running is joined instead of started again.
 * - {@link PreviewRenderer}: the Preview view, one long-lived worker rendering one
 *   page at a time, restarted when a render outlasts its limit.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { LRUCache } from "lru-cache";
import type { TemplateDiagnostic } from "@templates/diagnostics";
import { defaultSqlitePath } from "@web/directory/paths";
import type { RateLimitDecision } from "@web/lib/rateLimit";
import { repoRoot } from "@web/lib/repoRoot";
import type { GeoCareType } from "@web/rules/careTypes";
import type { CityCheckAnswer } from "./cityCheck";
import type { RenderRequest, TemplateWorkerData, TemplateWorkerMessage } from "./templateWorker";
import { config, serverEnv } from "@web/lib/config";

export interface CheckLimits {
  /** No page is started after this; the answer then says how much was checked. */
  timeMs: number;
  /** How long past `timeMs` one page may still take before the worker is stopped (504). */
  graceMs: number;
  /** The worker's heap (V8 old generation); beyond it the check ends with a 422. */
  memoryMb: number;
  /** Checks running at once in the process. */
  atOnce: number;
  /** Answers kept, and for how long (the directory changes by imports, not by the minute). */
  cacheSize: number;
  cacheMs: number;
}

/** The limits by default; the time limit is a setting (GEO_COPY_CHECK_SECONDS, web/lib/config.ts). */
export const CHECK_LIMITS: CheckLimits = {
  timeMs: 30_000,
  graceMs: 5_000,
  memoryMb: 384,
  atOnce: 2,
  cacheSize: 32,
  cacheMs: 10 * 60 * 1000,
};

/**
 * Plain JavaScript evaluated as the worker: Next bundles the routes, and this way it
 * has no worker file to find or miss. The worker loads its TypeScript from the
 * repository through tsx, as `npm start` runs web/scripts/prepare.ts.
 */
const BOOTSTRAP = `
const path = require("node:path");
const { workerData } = require("node:worker_threads");
const fromRoot = require("node:module").createRequire(path.join(workerData.root, "package.json"));
fromRoot("tsx/cjs/api").register();
fromRoot("tsx/esm/api").register();
fromRoot(workerData.entry);
`;

/** A worker thread running web/pageKinds/geo/templateWorker.ts with `data`, its heap limited to `memoryMb`. */
export function startTemplateWorker(data: TemplateWorkerData, memoryMb: number): Worker {
  const root = repoRoot();
  return new Worker(BOOTSTRAP, {
    eval: true,
    workerData: {
      ...data,
      root,
      entry: path.join(root, "web", "pageKinds", "geo", "templateWorker.ts"),
    },
    env: {
      ...serverEnv(),
      // The check reads the directory on its own thread, not through a reader pool.
      DIRECTORY_SQLITE_READERS: "0",
      TSX_TSCONFIG_PATH: path.join(root, "tsconfig.json"),
    },
    resourceLimits: { maxOldGenerationSizeMb: memoryMb, maxYoungGenerationSizeMb: 16 },
  });
}

const isOutOfMemory = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === "ERR_WORKER_OUT_OF_MEMORY";

const pages = (n: number) => n.toLocaleString("en-US");

export interface CheckFailure {
  error: string;
  statusCode: 422 | 503 | 504;
  /** City pages checked before the check was stopped, and how many there are. */
  places: number;
  totalPlaces: number | null;
}

export type CheckOutcome =
  { status: 200; body: CityCheckAnswer } | { status: 422 | 503 | 504; body: CheckFailure };

/** Runs one check in a fresh worker, within `limits`; never rejects. */
export function runCheckInWorker(
  source: string,
  careTypes: readonly GeoCareType[],
  limits: Pick<CheckLimits, "timeMs" | "graceMs" | "memoryMb">,
): Promise<CheckOutcome> {
  const now = Date.now();
  let checked = 0;
  let total: number | null = null;
  const failure = (statusCode: CheckFailure["statusCode"], error: string): CheckOutcome => ({
    status: statusCode,
    body: { error, statusCode, places: checked, totalPlaces: total },
  });
  const soFar = () => `${pages(checked)} of ${total === null ? "all" : pages(total)} city pages`;

  return new Promise<CheckOutcome>((resolve) => {
    let settled = false;
    let worker: Worker | undefined;
    const finish = (outcome: CheckOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
      void worker?.terminate();
    };
    const timer = setTimeout(() => {
      const after = `The check was stopped after ${Math.round((limits.timeMs + limits.graceMs) / 1000)} s`;
      finish(
        failure(
          504,
          total === null
            ? `${after}, before it got to the city pages: the directory could not be read in time. Try again in a minute.`
            : `${after} with ${soFar()} checked: one page of this template takes too long to render. Make the template shorter or simpler (fewer nested {{#each}} blocks).`,
        ),
      );
    }, limits.timeMs + limits.graceMs);
    try {
      worker = startTemplateWorker(
        { kind: "check", source, careTypes: [...careTypes], now, deadline: now + limits.timeMs },
        limits.memoryMb,
      );
    } catch (error) {
      finish(failure(503, `The check could not start: ${String(error)}`));
      return;
    }
    worker.on("message", (message: TemplateWorkerMessage) => {
      if (message.type === "progress") {
        checked = message.checked;
        total = message.total;
      } else if (message.type === "done") {
        finish({ status: 200, body: message.answer });
      } else if (message.type === "failed") {
        finish(failure(503, `The check could not run: ${message.message}`));
      }
    });
    worker.on("error", (error) => {
      if (isOutOfMemory(error)) {
        finish(
          failure(
            422,
            total === null
              ? `The check needed more than ${limits.memoryMb} MB before it got to the city pages.`
              : `The check needed more than ${limits.memoryMb} MB and was stopped with ${soFar()} checked: the template makes too much copy. Make it shorter or simpler (fewer nested {{#each}} blocks).`,
          ),
        );
      } else {
        finish(failure(503, `The check could not run: ${error.message}`));
      }
    });
    worker.on("exit", () => finish(failure(503, "The check ended without an answer.")));
  });
}

/**
 * Which directory the checks read: the SQLite file's and its write-ahead log's size
 * and time of change (any write moves them), or, on PostgreSQL, nothing cheaper than
 * the answers' time limit.
 */
export function directoryVersion(): string {
  if (config.databaseUrl()) return "postgres";
  const file = defaultSqlitePath();
  const stamp = (name: string) => {
    try {
      const stat = fs.statSync(name);
      return `${stat.mtimeMs}:${stat.size}`;
    } catch {
      return "-";
    }
  };
  return `sqlite:${stamp(file)}/${stamp(`${file}-wal`)}`;
}

export interface CheckRequest {
  /** Who asks: one check per editor at a time. */
  editor: string;
  source: string;
  careTypes: readonly GeoCareType[];
  /** The rate limit, consulted only when a new check would start (not for a kept or joined one). */
  mayStart: () => RateLimitDecision;
}

export type CheckDecision =
  | { kind: "answer"; outcome: CheckOutcome; reused: boolean }
  | { kind: "busy"; status: 429 | 503; error: string; retryAfterSeconds: number }
  | { kind: "rate-limited"; decision: RateLimitDecision };

type Runner = (
  source: string,
  careTypes: readonly GeoCareType[],
  limits: CheckLimits,
) => Promise<CheckOutcome>;

export class CityChecks {
  private readonly answers: LRUCache<string, CheckOutcome>;
  private readonly running = new Map<string, { promise: Promise<CheckOutcome>; at: number }>();
  private readonly editors = new Map<string, string>();

  constructor(
    readonly limits: CheckLimits = { ...CHECK_LIMITS, timeMs: config.geoCopyCheckMs() },
    private readonly run: Runner = runCheckInWorker,
    private readonly version: () => string = directoryVersion,
  ) {
    this.answers = new LRUCache({ max: limits.cacheSize, ttl: limits.cacheMs });
  }

  /** Checks running now. */
  get active(): number {
    return this.running.size;
  }

  async check(request: CheckRequest): Promise<CheckDecision> {
    const key = [
      createHash("sha256").update(request.source).digest("hex"),
      [...request.careTypes].sort().join(","),
      this.version(),
    ].join("|");
    const kept = this.answers.get(key);
    if (kept) return { kind: "answer", outcome: kept, reused: true };
    const same = this.running.get(key);
    if (same) return { kind: "answer", outcome: await same.promise, reused: true };

    const own = this.editors.get(request.editor);
    if (own !== undefined) {
      const startedAt = this.running.get(own)?.at ?? Date.now();
      const left = startedAt + this.limits.timeMs + this.limits.graceMs - Date.now();
      return {
        kind: "busy",
        status: 429,
        error:
          "Your previous check against all cities is still running: this one can start when it ends (at most half a minute).",
        retryAfterSeconds: Math.min(5, Math.max(1, Math.ceil(left / 1000))),
      };
    }
    if (this.running.size >= this.limits.atOnce) {
      return {
        kind: "busy",
        status: 503,
        error: `The site is running ${this.limits.atOnce} checks against all cities already; try again in a few seconds.`,
        retryAfterSeconds: 5,
      };
    }
    const decision = request.mayStart();
    if (!decision.allowed) return { kind: "rate-limited", decision };

    const promise = this.run(request.source, request.careTypes, this.limits).then((outcome) => {
      // Whatever the template did it will do again; only a check that could not run is retried.
      if (outcome.status !== 503) this.answers.set(key, outcome);
      return outcome;
    });
    this.running.set(key, { promise, at: Date.now() });
    this.editors.set(request.editor, key);
    try {
      return { kind: "answer", outcome: await promise, reused: false };
    } finally {
      this.running.delete(key);
      this.editors.delete(request.editor);
    }
  }
}

export interface PreviewLimits {
  /**
   * One render, counted from when the worker is ready (a worker's start, which loads the
   * engine, is not the template's time); beyond it the worker is replaced and the
   * preview answers 504.
   */
  timeMs: number;
  /** A worker that is not ready after this long is given up (503). */
  startMs: number;
  memoryMb: number;
  /** Renders waiting at once; more answer 503. */
  queue: number;
  /** An idle worker is stopped after this long. */
  idleMs: number;
}

export const PREVIEW_LIMITS: PreviewLimits = {
  timeMs: 5_000,
  startMs: 60_000,
  memoryMb: 128,
  queue: 8,
  idleMs: 2 * 60 * 1000,
};

export type PreviewOutcome =
  | { status: 200; text: string; diagnostics: TemplateDiagnostic[] }
  | { status: 422 | 503 | 504; error: string };

interface PendingRender {
  resolve: (outcome: PreviewOutcome) => void;
  timer: ReturnType<typeof setTimeout> | null;
}

export class PreviewRenderer {
  private worker: Worker | null = null;
  /** Whether the current worker said it is ready (renders' timers start then). */
  private workerReady = false;
  private startTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly pending = new Map<number, PendingRender>();
  private nextId = 1;
  private idleTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(readonly limits: PreviewLimits = PREVIEW_LIMITS) {}

  /** The copy of one page (its context) as `source` renders it, off the main thread. */
  render(source: string, context: unknown, now = new Date()): Promise<PreviewOutcome> {
    if (this.pending.size >= this.limits.queue) {
      return Promise.resolve({
        status: 503,
        error: "The site is rendering too many previews at once; try again in a moment.",
      });
    }
    let worker: Worker;
    try {
      worker = this.ready();
    } catch (error) {
      return Promise.resolve({
        status: 503,
        error: `The preview could not start: ${String(error)}`,
      });
    }
    const id = this.nextId++;
    return new Promise<PreviewOutcome>((resolve) => {
      const render: PendingRender = { resolve, timer: null };
      this.pending.set(id, render);
      if (this.workerReady) this.time(render);
      worker.ref();
      const request: RenderRequest = { id, source, context, now: now.getTime() };
      worker.postMessage(request);
    });
  }

  /** Stops the worker (tests, shutdown); renders waiting get `outcome`. */
  stop(
    outcome: PreviewOutcome = { status: 503, error: "The preview worker stopped." },
  ): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.workerReady = false;
    if (this.startTimer) clearTimeout(this.startTimer);
    this.startTimer = null;
    for (const [id, render] of this.pending) {
      if (render.timer) clearTimeout(render.timer);
      this.pending.delete(id);
      render.resolve(outcome);
    }
    return worker ? worker.terminate().then(() => undefined) : Promise.resolve();
  }

  private ready(): Worker {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    if (this.worker) return this.worker;
    const worker = startTemplateWorker({ kind: "render" }, this.limits.memoryMb);
    worker.unref();
    this.workerReady = false;
    this.startTimer = setTimeout(() => {
      if (this.worker === worker && !this.workerReady) {
        void this.stop({
          status: 503,
          error: `The preview could not start within ${this.limits.startMs / 1000} s; try again in a moment.`,
        });
      }
    }, this.limits.startMs);
    worker.on("message", (message: TemplateWorkerMessage) => {
      if (this.worker !== worker) return;
      if (message.type === "ready") {
        this.workerReady = true;
        if (this.startTimer) clearTimeout(this.startTimer);
        this.startTimer = null;
        for (const render of this.pending.values()) this.time(render);
        return;
      }
      if (message.type !== "rendered") return;
      const render = this.pending.get(message.id);
      if (!render) return;
      if (render.timer) clearTimeout(render.timer);
      this.pending.delete(message.id);
      render.resolve({ status: 200, text: message.text, diagnostics: message.diagnostics });
      if (this.pending.size === 0) this.idle(worker);
    });
    worker.on("error", (error) => {
      if (this.worker !== worker) return;
      void this.stop(
        isOutOfMemory(error)
          ? {
              status: 422,
              error: `The preview needed more than ${this.limits.memoryMb} MB: make the template shorter or simpler.`,
            }
          : { status: 503, error: `The preview could not run: ${error.message}` },
      );
    });
    worker.on("exit", () => {
      if (this.worker === worker) void this.stop();
    });
    this.worker = worker;
    return worker;
  }

  /** A render's time limit, from when the worker is ready to render. */
  private time(render: PendingRender): void {
    render.timer = setTimeout(() => {
      void this.stop({
        status: 504,
        error: `The preview took longer than ${this.limits.timeMs / 1000} s: make the template shorter or simpler (fewer nested {{#each}} blocks).`,
      });
    }, this.limits.timeMs);
  }

  private idle(worker: Worker): void {
    // An idle worker must not keep the process alive, nor its memory for long.
    worker.unref();
    this.idleTimer = setTimeout(() => {
      if (this.worker === worker && this.pending.size === 0) void this.stop();
    }, this.limits.idleMs);
    this.idleTimer.unref();
  }
}
