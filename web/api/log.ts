/**
 * spec 8: the API-error and warning loggers add an ISO timestamp. Every fallback of
 * spec 8 (empty result set, null, empty list) is logged through here, so a failure
 * that the visitor never sees still leaves a trace.
 */

function describe(error: unknown): string {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  return typeof error === "string" ? error : JSON.stringify(error);
}

/** Logs an API error: `[2026-03-10T12:00:00.000Z] API error in <where>: <message>`. */
export function logApiError(where: string, error: unknown): void {
  console.error(`[${new Date().toISOString()}] API error in ${where}: ${describe(error)}`);
}

/** Logs a warning with the same timestamp prefix. */
export function logWarning(where: string, message: string): void {
  console.warn(`[${new Date().toISOString()}] Warning in ${where}: ${message}`);
}
