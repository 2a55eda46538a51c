/**
 * Helpers of the draft-mode security tests (issue 28.5): the build's own draft-mode
 * cookie value, the cookies an answer sets, and whether a page is a draft.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { RawResponse } from "./support";

const BUILD = path.resolve(__dirname, "../../web/.next");

/**
 * The value of Next's draft-mode cookie for the current build: what anyone who was
 * once in draft mode still holds (it stays the same until the next build).
 */
export function buildDraftCookieValue(): string {
  for (const [file, read] of [
    ["server/preview-props.json", (json: { previewModeId?: string }) => json.previewModeId],
    [
      "prerender-manifest.json",
      (json: { preview?: { previewModeId?: string } }) => json.preview?.previewModeId,
    ],
  ] as const) {
    try {
      const value = (read as (json: unknown) => string | undefined)(
        JSON.parse(readFileSync(path.join(BUILD, file), "utf8")),
      );
      if (value) return value;
    } catch {
      // Not in this build's layout: try the next file.
    }
  }
  throw new Error(`no previewModeId in ${BUILD}`);
}

/** The Set-Cookie lines of an answer. */
export function setCookies(response: RawResponse): string[] {
  const value = response.headers["set-cookie"];
  return Array.isArray(value) ? value : value ? [value] : [];
}

/** A Cookie header carrying what an answer set (cookies it cleared are left out). */
export function cookieHeader(response: RawResponse): string {
  return setCookies(response)
    .map((line) => line.split(";")[0] ?? "")
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}

/** Whether an answer tells the browser to drop the cookie `name`. */
export function clears(response: RawResponse, name: string): boolean {
  return setCookies(response).some(
    (line) => line.startsWith(`${name}=;`) && /Expires=Thu, 01 Jan 1970/i.test(line),
  );
}

/** The draft of /about (studio/seed/content/drafts.ts) with the editor's banner. */
export function isDraftAbout(response: RawResponse): boolean {
  return (
    response.body.includes('aria-label="Preview mode"') && response.body.includes("Our Advisors")
  );
}
