/**
 * The one structured logger (spec 8: the API-error and warning loggers add an ISO
 * timestamp). Every entry is one JSON line:
 *
 *   {"timestamp":"2026-11-22T15:00:00.000Z","level":"warn","event":"saved-providers-cookie",...}
 *
 * It imports nothing, so browser code and server code share it. Never pass personal
 * data (names, phone numbers, email addresses) in `fields`: log ids instead.
 */

export type LogLevel = "info" | "warn" | "error";

export type LogFields = Record<string, unknown>;

export interface LogEntry extends LogFields {
  timestamp: string;
  level: LogLevel;
  /** What happened, in kebab-case: "api-error", "inquiry-stored", "unknown-block". */
  event: string;
}

export type LogSink = (entry: LogEntry) => void;

/** An error as plain, serialisable fields (name, message, stack). */
export function describeError(error: unknown): LogFields {
  if (error instanceof Error) {
    return { error: `${error.name}: ${error.message}`, stack: error.stack };
  }
  return { error: typeof error === "string" ? error : safeStringify(error) };
}

function safeStringify(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

const consoleSink: LogSink = (entry) => {
  const line = safeStringify(entry);
  if (entry.level === "error") console.error(line);
  else if (entry.level === "warn") console.warn(line);
  else console.info(line);
};

let sink: LogSink = consoleSink;

/** Replaces where entries go (tests collect them); returns a function restoring the previous sink. */
export function setLogSink(next: LogSink): () => void {
  const previous = sink;
  sink = next;
  return () => {
    sink = previous;
  };
}

function write(level: LogLevel, event: string, fields: LogFields = {}): void {
  sink({ timestamp: new Date().toISOString(), level, event, ...fields });
}

export const log = {
  info: (event: string, fields?: LogFields) => write("info", event, fields),
  warn: (event: string, fields?: LogFields) => write("warn", event, fields),
  error: (event: string, fields?: LogFields) => write("error", event, fields),
};

/** spec 8: an API error with where it happened and the error's message and stack. */
export function logApiError(where: string, error: unknown, fields?: LogFields): void {
  log.error("api-error", { where, ...describeError(error), ...fields });
}

/** spec 8: a warning with where it happened. */
export function logWarning(where: string, message: string, fields?: LogFields): void {
  log.warn("warning", { where, message, ...fields });
}
