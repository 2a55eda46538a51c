import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

/*
 * The layers' import rules (docs/architecture.md "What may import what"). Zones are
 * checked on the resolved file, so an alias and a relative path are caught alike.
 */
const SERVER_ONLY = {
  db: "./web/db",
  directoryStore: "./web/directory",
  api: "./web/api",
  services: "./web/services",
  leads: "./web/leads",
  content: "./web/content",
  pageKinds: "./web/pageKinds",
};
/** Everything in web/ but the ground floor (web/rules) and the shared helpers (web/lib). */
const ABOVE_THE_GROUND = {
  from: "./web",
  except: ["./rules", "./lib"],
};

const zones = [
  {
    // The ground floor: pure product rules and the directory's model, no I/O.
    target: "./web/rules",
    ...ABOVE_THE_GROUND,
    message: "web/rules is the ground floor: it imports only itself and web/lib.",
  },
  {
    target: "./web/rules",
    from: ["./component-registry", "./schemas", "./templates", "./studio"],
    message: "web/rules is the ground floor: it imports only itself and web/lib.",
  },
  {
    target: ["./templates", "./schemas", "./studio"],
    ...ABOVE_THE_GROUND,
    message: "templates/, schemas/ and studio/ reach web/ only through web/rules and web/lib.",
  },
  ...[
    SERVER_ONLY.db,
    SERVER_ONLY.directoryStore,
    SERVER_ONLY.api,
    SERVER_ONLY.services,
    SERVER_ONLY.leads,
    SERVER_ONLY.content,
  ].map((from) => ({
    target: "./component-registry",
    from,
    message:
      "Blocks never import the stores, the API, the services or content loading: data comes from the block context or web/client/api.ts.",
  })),
  {
    target: "./component-registry",
    from: SERVER_ONLY.pageKinds,
    // The block context's page data types (type-only). Blocks load data through their
    // registry entry's `load`, with the page code's loaders handed in.
    except: ["./geo/geoPageTypes.ts", "./awards/awardsPageTypes.ts"],
    message: "Blocks sit below the page kinds: they never import them.",
  },
  {
    target: "./component-registry",
    from: ["./web/app", "./web/shell", "./web/proxy.ts", "./web/scripts"],
    message: "Blocks sit below the routes and the layout: they never import them.",
  },
  ...[
    ...Object.values(SERVER_ONLY),
    "./web/app",
    "./web/shell",
    "./web/scripts",
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
