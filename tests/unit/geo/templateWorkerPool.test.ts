/**
 * The Studio's renders off the server's thread (issue 28.1): checks in their own worker
 * with memory and time limits, one per editor, a few at once, answers kept per
 * template; previews in a worker that is replaced when a render outlasts its limit.
 * The worker runs for real on a small seeded directory; the rules about who may start
 * a check are tested with a stand-in for the worker.
 */
import { MAX_TEMPLATE_LENGTH } from "@templates/limits";
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import type { CityCheckAnswer } from "@web/pageKinds/geo/cityCheck";
import {
  CHECK_LIMITS,
  CityChecks,
  PreviewRenderer,
  runCheckInWorker,
  type CheckOutcome,
} from "@web/pageKinds/geo/templateWorkerPool";
import type { RateLimitDecision } from "@web/lib/rateLimit";

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "template-workers-"));
process.env.DIRECTORY_DB_PATH = path.join(folder, "directory.sqlite");
delete process.env.DATABASE_URL;

beforeAll(async () => {
  const { setUpDirectory } = await import("@web/directory/setup");
  await setUpDirectory({ scale: 400, seed: "template-workers", onProgress: () => undefined });
}, 120_000);
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

const ALLOWED: RateLimitDecision = { allowed: true, remaining: 9, retryAfterSeconds: 0 };

describe("a check in its worker thread", () => {
  it("reads the directory and checks every page there, the server's thread free meanwhile", async () => {
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const outcome = await runCheckInWorker("In {{city}}, {{county}}.", ["nursing-homes"], {
      ...CHECK_LIMITS,
    });
    delay.disable();
    expect(outcome.status).toBe(200);
    const answer = outcome.body as CityCheckAnswer;
    expect(answer).toMatchObject({ complete: true, thread: "worker", problemCount: 1 });
    expect(answer.places).toBe(answer.totalPlaces);
    expect(answer.cities).toBeGreaterThan(50);
    expect(delay.max / 1e6).toBeLessThan(1000);
  }, 60_000);

  it("stops at its time limit and answers with what it checked, marked incomplete", async () => {
    // No page starts after 1 ms: the worker is still reading the directory by then.
    const outcome = await runCheckInWorker("{{city}}", ["nursing-homes"], {
      timeMs: 1,
      graceMs: 60_000,
      memoryMb: 384,
    });
    expect(outcome.status).toBe(200);
    expect(outcome.body).toMatchObject({ complete: false, ok: false, places: 0 });
    expect((outcome.body as CityCheckAnswer).totalPlaces).toBeGreaterThan(50);
  }, 60_000);

  it("is stopped from outside when it outlasts the limit (504), saying how far it got", async () => {
    const started = performance.now();
    const outcome = await runCheckInWorker("{{city}}", ["nursing-homes"], {
      timeMs: 1,
      graceMs: 1,
      memoryMb: 384,
    });
    // Stopped at its 1 ms limit, not after the test's own 60 s: the bound leaves room for
    // a worker's start on a machine busy with other work.
    expect(performance.now() - started).toBeLessThan(15_000);
    expect(outcome).toEqual({
      status: 504,
      body: {
        statusCode: 504,
        places: 0,
        totalPlaces: null,
        error: expect.stringContaining("The check was stopped after"),
      },
    });
  });

  it("ends with a 422 when it needs more memory than it may have", async () => {
    const outcome = await runCheckInWorker("{{city}}", ["nursing-homes"], {
      timeMs: 30_000,
      graceMs: 5_000,
      memoryMb: 4,
    });
    expect(outcome.status).toBe(422);
    expect(outcome.body).toMatchObject({ error: expect.stringContaining("more than 4 MB") });
  }, 60_000);
});

describe("who may start a check", () => {
  const answer = (source: string): CheckOutcome => ({
    status: 200,
    body: { templateId: source } as unknown as CityCheckAnswer,
  });

  /** A stand-in for the worker: each check ends when the test says so. */
  function controlledRunner() {
    const started: { source: string; end: () => void }[] = [];
    const run = (source: string) =>
      new Promise<CheckOutcome>((resolve) => {
        started.push({ source, end: () => resolve(answer(source)) });
      });
    return { started, run };
  }
  const tick = () => new Promise((resolve) => setImmediate(resolve));

  it("runs one check per editor at a time, and at most `atOnce` in all", async () => {
    const { started, run } = controlledRunner();
    const checks = new CityChecks({ ...CHECK_LIMITS, atOnce: 2 }, run, () => "v1");
    const ask = (editor: string, source: string) =>
      checks.check({ editor, source, careTypes: ["nursing-homes"], mayStart: () => ALLOWED });

    const first = ask("ann", "A");
    const second = await ask("ann", "B");
    expect(second).toMatchObject({ kind: "busy", status: 429 });
    const other = ask("bob", "C");
    const third = await ask("cyd", "D");
    expect(third).toMatchObject({
      kind: "busy",
      status: 503,
      error: expect.stringContaining("running 2 checks"),
    });
    expect(started.map((item) => item.source)).toEqual(["A", "C"]);
    expect(checks.active).toBe(2);

    started[0]!.end();
    expect(await first).toEqual({ kind: "answer", outcome: answer("A"), reused: false });
    const next = ask("ann", "B");
    await tick();
    expect(started.map((item) => item.source)).toEqual(["A", "C", "B"]);
    started[1]!.end();
    started[2]!.end();
    await Promise.all([other, next]);
    expect(checks.active).toBe(0);
  });

  it("joins an identical check running, and answers a repeated one from what it kept", async () => {
    const { started, run } = controlledRunner();
    let version = "v1";
    const checks = new CityChecks(CHECK_LIMITS, run, () => version);
    let starts = 0;
    const ask = (editor: string, careTypes: ("nursing-homes" | "home-health-agencies")[]) =>
      checks.check({
        editor,
        source: "same",
        careTypes,
        mayStart: () => {
          starts += 1;
          return ALLOWED;
        },
      });

    const ann = ask("ann", ["nursing-homes"]);
    const bob = ask("bob", ["nursing-homes"]);
    await tick();
    expect(started).toHaveLength(1);
    started[0]!.end();
    expect(await ann).toMatchObject({ kind: "answer", reused: false });
    expect(await bob).toMatchObject({ kind: "answer", reused: true });
    expect(await ask("ann", ["nursing-homes"])).toMatchObject({ kind: "answer", reused: true });
    // Only new work counts against the rate limit.
    expect(starts).toBe(1);

    // Other care types, or the directory changed: a new check.
    void ask("ann", ["home-health-agencies"]);
    await tick();
    version = "v2";
    void ask("bob", ["nursing-homes"]);
    await tick();
    expect(started).toHaveLength(3);
    started[1]!.end();
    started[2]!.end();
  });

  it("keeps at most `cacheSize` answers, and never one of a check that could not run", async () => {
    let runs = 0;
    const checks = new CityChecks(
      { ...CHECK_LIMITS, cacheSize: 2 },
      async (source) => {
        runs += 1;
        return source === "broken"
          ? {
              status: 503,
              body: { error: "down", statusCode: 503, places: 0, totalPlaces: null },
            }
          : answer(source);
      },
      () => "v1",
    );
    const ask = (source: string) =>
      checks.check({ editor: "ann", source, careTypes: [], mayStart: () => ALLOWED });
    for (const source of ["A", "B", "C", "A", "broken", "broken"]) await ask(source);
    // A was dropped for C, so it ran twice; the failure was not kept.
    expect(runs).toBe(6);
    await ask("C");
    expect(runs).toBe(6);
  });

  it("asks the rate limit before new work only, and passes its refusal on", async () => {
    const checks = new CityChecks(
      CHECK_LIMITS,
      async (source) => answer(source),
      () => "v1",
    );
    const refused: RateLimitDecision = { allowed: false, remaining: 0, retryAfterSeconds: 7 };
    expect(
      await checks.check({ editor: "ann", source: "A", careTypes: [], mayStart: () => refused }),
    ).toEqual({ kind: "rate-limited", decision: refused });
    expect(checks.active).toBe(0);
  });
});

describe("the preview's worker", () => {
  it("renders one page's copy with its diagnostics", async () => {
    const previews = new PreviewRenderer();
    try {
      const rendered = await previews.render("Care in {{city}}. {{citty}}", { city: "Austin" });
      expect(rendered).toEqual({
        status: 200,
        text: "Care in Austin.",
        diagnostics: [
          { line: 1, column: 21, reason: 'unknown variable "citty" (did you mean "city"?)' },
        ],
      });
    } finally {
      await previews.stop();
    }
  }, 30_000);

  /** The longest accepted template of tags: hundreds of milliseconds of rendering. */
  const SLOW = "{{#if (gt providerCount 3)}}{{city}}{{/if}}".repeat(
    Math.floor(MAX_TEMPLATE_LENGTH / 44),
  );
  const CONTEXT = { city: "Austin", providerCount: 9 };

  it("answers 504 when a render outlasts its limit, and starts afresh for the next", async () => {
    const previews = new PreviewRenderer({
      timeMs: 1,
      startMs: 60_000,
      memoryMb: 128,
      queue: 1,
      idleMs: 60_000,
    });
    try {
      const [slow, queued] = await Promise.all([
        previews.render(SLOW, CONTEXT),
        previews.render("{{city}}", { city: "Austin" }),
      ]);
      expect(slow).toMatchObject({ status: 504, error: expect.stringContaining("took longer") });
      // One render waits at most: the second is refused at once.
      expect(queued).toMatchObject({ status: 503 });
      const again = await previews.render(SLOW, CONTEXT);
      expect(again.status).toBe(504);
    } finally {
      await previews.stop();
    }
  }, 30_000);

  it("does not count the worker's start as the template's time", async () => {
    // The pool's clock is Jest's (the worker runs for real): a render's limit cannot run
    // out however slow the machine, unless the pool starts it before the worker is ready.
    jest.useFakeTimers({ doNotFake: ["nextTick", "setImmediate", "queueMicrotask"] });
    const previews = new PreviewRenderer({
      timeMs: 250,
      startMs: 60_000,
      memoryMb: 128,
      queue: 1,
      idleMs: 60_000,
    });
    try {
      const answer = previews.render("Care in {{city}}", { city: "Austin" });
      // Still starting: its "ready" needs a turn of the event loop, not yet taken. Four
      // limits pass; were the start counted, the render would end here with a 504.
      jest.advanceTimersByTime(4 * 250);
      expect(await answer).toMatchObject({ status: 200, text: "Care in Austin" });
    } finally {
      jest.useRealTimers();
      await previews.stop();
    }
  }, 30_000);

  it("gives up a worker that does not start in time (503)", async () => {
    const previews = new PreviewRenderer({
      timeMs: 5_000,
      startMs: 1,
      memoryMb: 128,
      queue: 1,
      idleMs: 60_000,
    });
    try {
      expect(await previews.render("{{city}}", { city: "Austin" })).toMatchObject({
        status: 503,
        error: expect.stringContaining("could not start"),
      });
    } finally {
      await previews.stop();
    }
  }, 30_000);
});
