/**
 * The Studio's calls to the site's geo copy routes (issue 16): the Studio has no
 * directory, the site does (web/api/studioGeoCopy.ts). The site's address comes from
 * SANITY_STUDIO_SITE_URL at build time (default: the local dev server).
 */

export const DEFAULT_SITE_URL = "http://localhost:3000";

/** Written out in full: the Studio's build replaces exactly this expression with the value. */
function configuredSiteUrl(): string | undefined {
  try {
    return process.env.SANITY_STUDIO_SITE_URL;
  } catch {
    // No `process` in a browser bundle that did not replace the expression.
    return undefined;
  }
}

export function siteUrl(): string {
  return (configuredSiteUrl()?.trim() || DEFAULT_SITE_URL).replace(/\/+$/, "");
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
  places: number;
  cities: number;
  careTypes: string[];
  milliseconds: number;
  loadMilliseconds: number;
  problems: CheckProblem[];
  conditionals: {
    line: number;
    column: number;
    helper: string;
    shown: number;
    skipped: number;
    skippedIn: string[];
  }[];
  length: {
    min: { length: number; place: string };
    max: { length: number; place: string };
    average: number;
  } | null;
}

export type Answer<T> = { ok: true; value: T } | { ok: false; error: string };

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

async function postJson<T>(path: string, body: unknown, fetcher: Fetch): Promise<Answer<T>> {
  let response: Response;
  try {
    response = await fetcher(`${siteUrl()}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
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
    const message =
      payload && typeof payload === "object" && "error" in payload
        ? String((payload as { error: unknown }).error)
        : `The site answered ${response.status}.`;
    return { ok: false, error: message };
  }
  return { ok: true, value: payload as T };
}

export function requestPreview(
  request: { template: string; careType: string; place: string },
  fetcher: Fetch = (url, init) => fetch(url, init),
): Promise<Answer<PreviewResult>> {
  return postJson<PreviewResult>("/api/studio/geo-copy-preview", request, fetcher);
}

export function requestCheck(
  request: { template: string; careTypes: string[] },
  fetcher: Fetch = (url, init) => fetch(url, init),
): Promise<Answer<CheckReport>> {
  return postJson<CheckReport>("/api/studio/geo-copy-check", request, fetcher);
}

const count = (n: number) => n.toLocaleString("en-US");

/** The check's result in a few sentences, the first one the verdict. */
export function checkSummary(report: CheckReport): string[] {
  const lines = [
    report.ok
      ? `No problems in ${count(report.places)} city pages.`
      : `${report.problems.length} ${report.problems.length === 1 ? "problem" : "problems"} in ${count(report.places)} city pages.`,
    `Checked ${count(report.cities)} cities for ${report.careTypes.join(", ")} in ${(report.milliseconds / 1000).toFixed(1)} s.`,
  ];
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
