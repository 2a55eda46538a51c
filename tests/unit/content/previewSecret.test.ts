import { describe, expect, it } from "@jest/globals";
import {
  LOCAL_PREVIEW_SECRET,
  isValidPreviewSecret,
  logPreviewSecretState,
  previewSecretState,
} from "@web/content/previewSecret";
import { setLogSink, type LogEntry } from "@web/lib/log";

describe("the embedded preview secret", () => {
  it("is off in production without PREVIEW_SECRET: the documented default opens nothing", () => {
    const state = previewSecretState({ NODE_ENV: "production" });
    expect(state.enabled).toBe(false);
    expect(isValidPreviewSecret(LOCAL_PREVIEW_SECRET, state)).toBe(false);
    expect(isValidPreviewSecret("", state)).toBe(false);
  });

  it("keeps the local default for development and the test runners", () => {
    for (const NODE_ENV of ["development", "test", undefined]) {
      const state = previewSecretState({ NODE_ENV });
      expect(isValidPreviewSecret(LOCAL_PREVIEW_SECRET, state)).toBe(true);
    }
  });

  it("uses PREVIEW_SECRET when set, in production too, and nothing else", () => {
    const state = previewSecretState({ NODE_ENV: "production", PREVIEW_SECRET: " s3cret-value " });
    expect(isValidPreviewSecret("s3cret-value", state)).toBe(true);
    for (const guess of [
      LOCAL_PREVIEW_SECRET,
      "s3cret-valu",
      "s3cret-value ",
      "S3CRET-VALUE",
      null,
    ]) {
      expect(isValidPreviewSecret(guess, state)).toBe(false);
    }
  });

  it("says at start-up, in one structured line, when preview is off", () => {
    const entries: LogEntry[] = [];
    const restore = setLogSink((entry) => entries.push(entry));
    try {
      logPreviewSecretState({ NODE_ENV: "production" });
      logPreviewSecretState({ NODE_ENV: "production", PREVIEW_SECRET: "x" });
    } finally {
      restore();
    }
    expect(entries).toMatchObject([
      { level: "warn", event: "draft-preview-disabled", enabled: false },
      { level: "info", event: "draft-preview", enabled: true, secretFrom: "PREVIEW_SECRET" },
    ]);
    expect(JSON.stringify(entries)).not.toContain('"x"');
  });
});
