import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "@jest/globals";
import { installSecret } from "@web/lib/installSecret";
import { configProblems } from "@web/lib/config";

const roots: string[] = [];
const scratch = () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "install-secret-"));
  roots.push(root);
  return root;
};
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

describe("installSecret", () => {
  it("makes a random key once, readable by its owner only, and returns it ever after", () => {
    const root = scratch();
    const first = installSecret("review-link", root);
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const file = path.join(root, "data", "review-link.key");
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(installSecret("review-link", root)).toBe(first);
    // Another install has another key.
    expect(installSecret("review-link", scratch())).not.toBe(first);
  });

  it("refuses a file that does not hold a key, naming it, and never overwrites it", () => {
    const root = scratch();
    fs.mkdirSync(path.join(root, "data"));
    fs.writeFileSync(path.join(root, "data", "review-link.key"), "short\n");
    expect(() => installSecret("review-link", root)).toThrow(/review-link.key does not hold a key/);
    expect(fs.readFileSync(path.join(root, "data", "review-link.key"), "utf8")).toBe("short\n");
  });
});

describe("REVIEW_LINK_SECRET at start", () => {
  const problem = /REVIEW_LINK_SECRET must be set/;
  it("is required in production with a shared database or a hosted dataset", () => {
    expect(configProblems({ NODE_ENV: "production", DATABASE_URL: "postgres://db/x" })).toEqual(
      expect.arrayContaining([expect.stringMatching(problem)]),
    );
    expect(configProblems({ NODE_ENV: "production", SANITY_PROJECT_ID: "p1" })).toEqual(
      expect.arrayContaining([expect.stringMatching(problem)]),
    );
  });

  it("is not required on the embedded defaults, in development, or once set", () => {
    for (const env of [
      { NODE_ENV: "production" },
      { NODE_ENV: "development", DATABASE_URL: "postgres://db/x" },
      { NODE_ENV: "production", DATABASE_URL: "postgres://db/x", REVIEW_LINK_SECRET: "k" },
    ]) {
      expect(configProblems(env).filter((line) => problem.test(line))).toEqual([]);
    }
  });
});
