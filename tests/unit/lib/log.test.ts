import { afterEach, describe, expect, it, jest } from "@jest/globals";
import {
  describeError,
  log,
  logApiError,
  logWarning,
  setLogSink,
  type LogEntry,
} from "@web/lib/log";
import { ISO_TIMESTAMP, logEntry } from "../../support/logLines";

afterEach(() => {
  jest.restoreAllMocks();
});

describe("the one structured logger (spec 8: an ISO timestamp on every entry)", () => {
  it("writes one JSON line per entry, to the console method of its level", () => {
    const info = jest.spyOn(console, "info").mockImplementation(() => undefined);
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    log.info("directory-ready", { providers: 3 });
    log.warn("unknown-block-type", { blockType: "carousel" });
    log.error("api-error", { where: "faceted search" });
    expect(logEntry(info.mock.calls[0]?.[0])).toMatchObject({
      level: "info",
      event: "directory-ready",
      providers: 3,
    });
    expect(logEntry(warn.mock.calls[0]?.[0])).toMatchObject({
      level: "warn",
      blockType: "carousel",
    });
    expect(logEntry(error.mock.calls[0]?.[0])).toMatchObject({
      level: "error",
      event: "api-error",
    });
    for (const spy of [info, warn, error]) expect(spy).toHaveBeenCalledTimes(1);
  });

  it("logs an API error with where it happened, the error's message and its stack", () => {
    const entries: LogEntry[] = [];
    const restore = setLogSink((entry) => entries.push(entry));
    logApiError("nearby search", new TypeError("store closed"), { engine: "sqlite" });
    logWarning("location autocomplete", 'suggestions for "Austin" failed');
    restore();
    expect(entries[0]).toMatchObject({
      level: "error",
      event: "api-error",
      where: "nearby search",
      error: "TypeError: store closed",
      engine: "sqlite",
    });
    expect(entries[0]?.stack).toContain("store closed");
    expect(entries[0]?.timestamp).toMatch(ISO_TIMESTAMP);
    expect(entries[1]).toMatchObject({
      level: "warn",
      event: "warning",
      where: "location autocomplete",
      message: 'suggestions for "Austin" failed',
    });
  });

  it("describes thrown values that are not errors, even ones JSON cannot write", () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(describeError("timeout")).toEqual({ error: "timeout" });
    expect(describeError({ code: 7 })).toEqual({ error: '{"code":7}' });
    expect(describeError(circular)).toEqual({ error: "[object Object]" });
  });

  it("gives entries back to the previous sink once a test's sink is removed", () => {
    const first: LogEntry[] = [];
    const second: LogEntry[] = [];
    const restoreFirst = setLogSink((entry) => first.push(entry));
    const restoreSecond = setLogSink((entry) => second.push(entry));
    log.info("a");
    restoreSecond();
    log.info("b");
    restoreFirst();
    expect(second.map((entry) => entry.event)).toEqual(["a"]);
    expect(first.map((entry) => entry.event)).toEqual(["b"]);
  });
});
