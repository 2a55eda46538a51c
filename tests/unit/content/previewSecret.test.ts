import { describe, expect, it, jest } from "@jest/globals";
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

describe("wrong preview-secret guesses (issue 28.7)", () => {
  /** A fresh copy of the module, as another bundle of the same process would load it. */
  async function anotherBundlesCopy() {
    let loaded: typeof import("@web/content/previewSecret") | undefined;
    await jest.isolateModulesAsync(async () => {
      loaded = await import("@web/content/previewSecret");
    });
    return loaded!;
  }

  it("count in one bucket per client wherever the secret is tried", async () => {
    // The QA check runs in the proxy's bundle, /api/draft-mode/enable in its own.
    const proxyCopy = await anotherBundlesCopy();
    const routeCopy = await anotherBundlesCopy();
    expect(routeCopy.previewFailures).toBe(proxyCopy.previewFailures);
    const client = "198.51.100.28";
    for (let guess = 0; guess < 3; guess += 1) await proxyCopy.previewFailures.consume(client);
    for (let guess = 0; guess < 2; guess += 1) await routeCopy.previewFailures.consume(client);
    expect((await routeCopy.previewFailures.consume(client)).allowed).toBe(false);
    expect((await proxyCopy.previewFailures.check(client)).allowed).toBe(false);
    await routeCopy.previewFailures.reset(client);
    expect((await proxyCopy.previewFailures.check(client)).allowed).toBe(true);
  });
});
