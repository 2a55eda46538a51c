import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

/*
 * The layers' import rules (docs/architecture.md "What may import what"). Zones are
 * checked on the resolved file, so an alias and a relative path are caught alike.
 */
const SERVER_ONLY = {
  directoryStore: "./web/directory",
  api: "./web/api",
  leads: "./web/leads",
  content: "./web/content",
  search: "./web/search",
  geocoding: "./web/geocoding",
  provider: "./web/provider",
};
/** The directory's model (types, constants, catalogue): pure, no I/O. */
const DIRECTORY_MODEL = ["./types.ts", "./catalogue.ts"];

const zones = [
  {
    target: "./component-registry",
    from: SERVER_ONLY.directoryStore,
    except: DIRECTORY_MODEL,
    message:
      "Blocks never import the directory store: data comes from the block context or web/client/api.ts.",
  },
  ...[
    SERVER_ONLY.api,
    SERVER_ONLY.leads,
    SERVER_ONLY.content,
    SERVER_ONLY.geocoding,
    SERVER_ONLY.provider,
  ].map((from) => ({
    target: "./component-registry",
    from,
    message:
      "Blocks never import the API services, the leads store, content loading, geocoding or the provider page's loader: use the block context or web/client/api.ts.",
  })),
  {
    target: "./component-registry",
    from: ["./web/app", "./web/components", "./web/proxy.ts", "./web/scripts", "./web/cache"],
    message: "Blocks sit below the routes and the layout: they never import them.",
  },
  {
    target: "./web/client",
    from: SERVER_ONLY.directoryStore,
    except: ["./types.ts"],
    message: "web/client runs in the browser: it never imports server modules.",
  },
  ...[
    SERVER_ONLY.api,
    SERVER_ONLY.leads,
    SERVER_ONLY.content,
    SERVER_ONLY.search,
    SERVER_ONLY.geocoding,
    SERVER_ONLY.provider,
    "./web/app",
    "./component-registry",
  ].map((from) => ({
    target: "./web/client",
    from,
    message:
      "web/client runs in the browser and sits below the blocks: it never imports server modules or blocks.",
  })),
  {
    target: ["./web", "./component-registry", "./schemas", "./templates", "./studio"],
    from: "./tests",
    message: "Nothing imports tests/.",
  },
];

/** An alias exists for every top-level source folder (tsconfig.json "paths"). */
const DEEP_RELATIVE = {
  regex: "^(\\.\\./){2,}",
  message:
    "Use an alias (@web/*, @registry/*, @schemas/*, @templates/*, @studio/*) instead of a deep relative import.",
};

const config = [
  ...nextVitals,
  ...nextTs,
  {
    settings: { next: { rootDir: "web/" } },
  },
  {
    files: ["**/*.{ts,tsx,mjs}"],
    rules: {
      "import/no-restricted-paths": ["error", { basePath: import.meta.dirname, zones }],
      "no-restricted-imports": ["error", { patterns: [DEEP_RELATIVE] }],
    },
  },
  {
    files: ["web/client/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            "server-only",
            "pg",
            "fs",
            "path",
            "@sanity/client",
            "groq-js",
            "next/headers",
          ].map((name) => ({
            name,
            message: "web/client runs in the browser: no server modules.",
          })),
          patterns: [
            DEEP_RELATIVE,
            { regex: "^node:", message: "web/client runs in the browser: no Node modules." },
          ],
        },
      ],
    },
  },
  {
    // Tests reach their own helpers and fixtures relatively; the source folders by alias.
    files: ["tests/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(\\.\\./)+(web|component-registry|schemas|templates|studio)(/|$)",
              message: DEEP_RELATIVE.message,
            },
          ],
        },
      ],
    },
  },
  {
    ignores: [
      "node_modules/**",
      "**/.next/**",
      "web/next-env.d.ts",
      "tests/perf/bare-app/next-env.d.ts",
      "studio/dist/**",
      "studio/.sanity/**",
      "data/**",
      "schemas/sanity.types.ts",
      "test-results/**",
      "playwright-report/**",
    ],
  },
];

export default config;
