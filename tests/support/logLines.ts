import type { LogEntry } from "@web/lib/log";

/** spec 8: the ISO timestamp every log entry carries. */
export const ISO_TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/** The entry of one console line written by web/lib/log.ts (fails the test when it is not one). */
export function logEntry(line: unknown): LogEntry {
  const entry = JSON.parse(String(line)) as LogEntry;
  if (!ISO_TIMESTAMP.test(entry.timestamp)) {
    throw new Error(`log line without an ISO timestamp: ${String(line)}`);
  }
  return entry;
}
