/**
 * The Studio's calls to the site's geo copy routes (issue 16): the Studio has no
 * directory, the site does (web/api/studioGeoCopy.ts). The site's address comes from
 * SANITY_STUDIO_SITE_URL at build time (default: the local dev server). Every call
 * carries the editor's credential (./editorCredential.ts, issue 28.1).
 */
import { editorCredential, forgetPreviewSecret, pastedPreviewSecret } from "./editorCredential";
import { studioConfig } from "@web/lib/config";

export const DEFAULT_SITE_URL = "http://localhost:3000";

export function siteUrl(): string {
  return (studioConfig.siteUrl()?.trim() || DEFAULT_SITE_URL).replace(/\/+$/, "");
}

export interface Diagnostic {
  line: number;
  column: number;
  reason: string;
}

export interface PreviewResult {
  place: string;
  path: string;
  careType: string;
  text: string;
  diagnostics: Diagnostic[];
}

export interface CheckProblem {
  kind: string;
  line?: number;
  column?: number;
  message: string;
  count: number;
  places: string[];
}

export interface CheckReport {
  ok: boolean;
  /** False when the site's time limit stopped the check: `places` of `totalPlaces` were checked. */
  complete: boolean;
  places: number;
  totalPlaces: number;
  cities: number;
  careTypes: string[];
  milliseconds: number;
  loadMilliseconds: number;
  /** The first problems (the site sends at most 100), and how many there are in all. */
  problems: CheckProblem[];
  problemCount: number;
  conditionals: {
    line: number;
    column: number;
    helper: string;
    shown: number;
    skipped: number;
    skippedIn: string[];
  }[];
  conditionalCount: number;
  length: {
    min: { length: number; place: string };
    max: { length: number; place: string };
    average: number;
  } | null;
}

export type Answer<T> =
  | { ok: true; value: T }
  | {
      ok: false;
      error: string;
      /** The site's status, when it answered. */
      status?: number;
      /** A check that may start once another has ended: ask again after `retryAfterSeconds`. */
      busy?: boolean;
      retryAfterSeconds?: number;
    };

/** Whether the site refused the credential (none, or not an editor's): the editor can give one. */
export function needsCredential(answer: Answer<unknown> | null): boolean {
  return answer !== null && !answer.ok && (answer.status === 401 || answer.status === 403);
}

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

async function postJson<T>(
  path: string,
  body: unknown,
  fetcher: Fetch,
  credential: string | null,
): Promise<Answer<T>> {
  let response: Response;
  try {
    response = await fetcher(`${siteUrl()}${path}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(credential ? { authorization: `Bearer ${credential}` } : {}),
      },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, error: `The site at ${siteUrl()} cannot be reached.` };
  }
  let payload: unknown = null;
  try {
    payload = await response.json();
  } catch {
    // Not JSON: the status says enough.
  }
  if (!response.ok) {
    const fields = (payload && typeof payload === "object" ? payload : {}) as {
      error?: unknown;
      busy?: unknown;
    };
    // A pasted secret the site refuses is asked for again, not sent again.
    if (response.status === 403 && credential && credential === pastedPreviewSecret()) {
      forgetPreviewSecret();
    }
    return {
      ok: false,
      error: "error" in fields ? String(fields.error) : `The site answered ${response.status}.`,
      status: response.status,
      ...(fields.busy === true
        ? { busy: true, retryAfterSeconds: Number(response.headers?.get("retry-after")) || 5 }
        : {}),
    };
  }
  return { ok: true, value: payload as T };
}

export function requestPreview(
  request: { template: string; careType: string; place: string },
  fetcher: Fetch = (url, init) => fetch(url, init),
  credential: string | null = editorCredential(),
): Promise<Answer<PreviewResult>> {
  return postJson<PreviewResult>("/api/studio/geo-copy-preview", request, fetcher, credential);
}

/** How long a check waits in all for the editor's previous one (or the site's others) to end. */
const MOST_WAITING_MS = 90_000;

export interface CheckOptions {
  credential?: string | null;
  /** Told why the check waits, each time it does. */
  onWait?: (reason: string) => void;
  /** The pause between tries (tests). */
  sleep?: (ms: number) => Promise<void>;
}

/**
 * "Check against all cities": the site runs one check per editor and a few at once;
 * when it is busy, the check is asked for again after the pause the site names.
 */
export async function requestCheck(
  request: { template: string; careTypes: string[] },
  fetcher: Fetch = (url, init) => fetch(url, init),
  options: CheckOptions = {},
): Promise<Answer<CheckReport>> {
  const credential = options.credential === undefined ? editorCredential() : options.credential;
  const sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  const until = Date.now() + MOST_WAITING_MS;
  for (;;) {
    const answer = await postJson<CheckReport>(
      "/api/studio/geo-copy-check",
      request,
      fetcher,
      credential,
    );
    if (answer.ok || !answer.busy || Date.now() >= until) return answer;
    options.onWait?.(answer.error);
    await sleep(Math.min(10, Math.max(1, answer.retryAfterSeconds ?? 5)) * 1000);
  }
}

const count = (n: number) => n.toLocaleString("en-US");

const problems = (n: number) => `${count(n)} ${n === 1 ? "problem" : "problems"}`;

/** The check's result in a few sentences, the first one the verdict. */
export function checkSummary(report: CheckReport): string[] {
  const found = report.problemCount ?? report.problems.length;
  const seconds = `${(report.milliseconds / 1000).toFixed(1)} s`;
  const lines =
    report.complete === false
      ? [
          `Checked ${count(report.places)} of ${count(report.totalPlaces)} city pages before the site's time limit: ${found === 0 ? "no problems" : problems(found)} in those.`,
          `The pages checked are spread over all ${count(report.cities)} cities for ${report.careTypes.join(", ")}; checking every page would take longer than ${seconds}.`,
        ]
      : [
          found === 0
            ? `No problems in ${count(report.places)} city pages.`
            : `${problems(found)} in ${count(report.places)} city pages.`,
          `Checked ${count(report.cities)} cities for ${report.careTypes.join(", ")} in ${seconds}.`,
        ];
  if (found > report.problems.length) {
    lines.push(`The first ${count(report.problems.length)} of the ${problems(found)} are listed.`);
  }
  if (report.length) {
    lines.push(
      `Copy length: ${count(report.length.min.length)} to ${count(report.length.max.length)} characters (shortest ${report.length.min.place}, longest ${report.length.max.place}).`,
    );
  }
  const skipped = report.conditionals.filter((item) => item.skipped > 0);
  if (skipped.length > 0) {
    lines.push(
      `${skipped.length} ${skipped.length === 1 ? "conditional is" : "conditionals are"} skipped in some cities.`,
    );
  }
  return lines;
}

export function problemLine(problem: CheckProblem): string {
  const where = problem.line ? `Line ${problem.line}, column ${problem.column}: ` : "";
  const places = problem.places.slice(0, 5).join("; ");
  const more = problem.count > 5 ? ` and ${count(problem.count - 5)} more` : "";
  return `${where}${problem.message} (${count(problem.count)} ${problem.count === 1 ? "city" : "cities"}: ${places}${more})`;
}
