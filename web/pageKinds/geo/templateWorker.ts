/**
 * The thread the Studio's geo copy tools render in (issue 28.1), started by
 * web/pageKinds/geo/templateWorkerPool.ts: never the server's main thread, so a long or costly
 * template slows no visitor's request, and its heap has its own limit. Two kinds:
 *
 * - "check": reads every city's numbers from the directory itself (its own connection,
 *   nothing copied from the main thread), runs the check until its deadline, sends the
 *   report and ends; progress every half second, so a check stopped from outside can
 *   still say how far it got.
 * - "render": stays up and renders one page's copy per message (the Preview view).
 *
 * The thread lowers its own CPU priority (Linux: a thread's nice value is its own), so
 * on a busy machine the visitors' requests go first.
 */
import fs from "node:fs";
import os from "node:os";
import { parentPort, workerData } from "node:worker_threads";
import { renderGeoCopy } from "@templates/engine";
import { unescapeGeoCopy } from "@templates/text";
import { openDirectoryStore } from "@web/directory/setup";
import type { GeoCareType } from "@web/rules/careTypes";
import { runCityCheck } from "./cityCheck";

export type TemplateWorkerData =
  | {
      kind: "check";
      source: string;
      careTypes: GeoCareType[];
      /** Epoch milliseconds. */
      now: number;
      deadline: number;
    }
  | { kind: "render" };

export interface RenderRequest {
  id: number;
  source: string;
  context: unknown;
  now: number;
}

export type TemplateWorkerMessage =
  | { type: "progress"; checked: number; total: number }
  | { type: "done"; answer: ReturnType<typeof runCityCheck> }
  | { type: "failed"; message: string }
  /** The render worker has loaded the engine and listens: a render's time starts now. */
  | { type: "ready" }
  | {
      type: "rendered";
      id: number;
      text: string;
      diagnostics: ReturnType<typeof renderGeoCopy>["diagnostics"];
    };

const NICE = 10;

function lowerPriority(): void {
  try {
    // "/proc/thread-self" -> "<pid>/task/<tid>"
    const tid = Number(fs.readlinkSync("/proc/thread-self").split("/").pop());
    if (Number.isInteger(tid) && tid > 0) os.setPriority(tid, NICE);
  } catch {
    // Not Linux, or not allowed: the check runs at the server's priority.
  }
}

function send(message: TemplateWorkerMessage): void {
  parentPort?.postMessage(message);
}

async function check(data: Extract<TemplateWorkerData, { kind: "check" }>): Promise<void> {
  const started = performance.now();
  const { store } = await openDirectoryStore();
  let places;
  try {
    places = await store.geoCopyPlaces();
  } finally {
    await store.close();
  }
  const loadMilliseconds = Math.round(performance.now() - started);
  const answer = runCityCheck(
    {
      template: { id: "studio-check", source: data.source },
      careTypes: data.careTypes,
      now: new Date(data.now),
      deadline: data.deadline,
      onProgress: (checked, total) => send({ type: "progress", checked, total }),
    },
    places,
    loadMilliseconds,
  );
  send({ type: "done", answer });
}

function serveRenders(): void {
  parentPort?.on("message", (request: RenderRequest) => {
    const { output, diagnostics } = renderGeoCopy(
      { id: "studio-preview", source: request.source },
      request.context,
      { logger: () => undefined, now: new Date(request.now) },
    );
    send({ type: "rendered", id: request.id, text: unescapeGeoCopy(output).trim(), diagnostics });
  });
  send({ type: "ready" });
}

lowerPriority();
const data = workerData as TemplateWorkerData;
if (data.kind === "check") {
  check(data).catch((error: unknown) => {
    send({ type: "failed", message: error instanceof Error ? error.message : String(error) });
  });
} else {
  serveRenders();
}
