import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  {
    settings: { next: { rootDir: "web/" } },
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
