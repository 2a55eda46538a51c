import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./web" });

const baseConfig = createJestConfig({
  testEnvironment: "node",
  // Many tests do real work (seeding a directory, a store on a temp file, HTTP on
  // loopback). Jest's 5 s default failed two of them on a loaded 2-core machine (CI
  // run of f7c7765): a limit that only catches hangs, not a speed assertion.
  testTimeout: 60_000,
  roots: ["<rootDir>/tests"],
  testMatch: ["**/tests/unit/**/*.test.ts?(x)", "**/tests/contract/**/*.test.ts?(x)"],
  setupFilesAfterEnv: ["<rootDir>/tests/jest.setup.ts"],
  moduleNameMapper: {
    // See tests/support/sanityDefine.ts.
    "^sanity$": "<rootDir>/tests/support/sanityDefine.ts",
    // Outside a React Server environment `server-only` throws; in tests it is the empty module.
    "^server-only$": "<rootDir>/node_modules/server-only/empty.js",
    "^@web/(.*)$": "<rootDir>/web/$1",
    "^@schemas/(.*)$": "<rootDir>/schemas/$1",
    "^@registry/(.*)$": "<rootDir>/component-registry/$1",
    "^@templates/(.*)$": "<rootDir>/templates/$1",
    "^@studio/(.*)$": "<rootDir>/studio/$1",
  },
});

/** ESM-only packages that Jest must compile (next/jest ignores all of node_modules). */
const ESM_PACKAGES = [
  "@portabletext",
  "groq-js",
  "obug",
  "@sanity/client",
  "get-it",
  "nanoid",
  "eventsource",
  "eventsource-parser",
  "groq",
  "next-sanity",
  "@sanity/visual-editing",
  "@sanity/visual-editing-csm",
  "sql-template-tag",
  "@sanity/icons",
];

export default async function jestConfig() {
  const config = await baseConfig();
  return {
    ...config,
    // Every core (Jest's default leaves one free): 114 s instead of 141 s on 2 cores.
    maxWorkers: "100%",
    // A worker that ran the contract suites holds 600-850 MB (heap, in-memory SQLite
    // stores); Node took 0.38-0.56 s to tear that down after its exit event, so Jest's
    // 500 ms default reported a "worker failed to exit gracefully" on about half the runs
    // with nothing left open (docs/testing.md). A worker still alive after 3 s is a leak.
    workerGracefulExitTimeout: 3000,
    transformIgnorePatterns: [
      `/node_modules/(?!(${ESM_PACKAGES.join("|")})/)`,
      "^.+\\.module\\.(css|sass|scss)$",
    ],
  };
}
