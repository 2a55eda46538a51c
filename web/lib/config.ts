/**
 * The one typed configuration (issue 26.6): every environment variable the app, its
 * scripts and the Studio read is read here, and only here, with its default, its
 * accepted format and its meaning.
 *
 * - `config.<setting>(env?)` reads one setting, already parsed, from the process's
 *   environment (or from `env`, which tests pass). Nothing is cached: a test or a
 *   script that changes `process.env` between two calls sees the new value, with no
 *   reset to remember, and parsing a few characters per call costs nothing next to
 *   the request it serves.
 * - `SETTINGS` is the table of every setting: what it is for, which row of the README's
 *   "Embedded defaults and hosted services" table names it (tests/unit/lib/config.test.ts
 *   fails when the two disagree), and what a valid value looks like.
 * - `configProblems(env)` lists each setting whose value is wrong, by name, and the
 *   production-only requirements; web/instrumentation.ts stops the server when the
 *   list is not empty. The accessors stay lenient (a wrong value falls back to the
 *   default, as before), so nothing changes for a value the check lets through.
 *
 * Pure and browser-safe (no Node imports, no read at module load): web/lib/featureFlags.ts
 * runs in the browser, and the Studio's bundle imports the `studio` accessors, whose
 * `process.env.SANITY_STUDIO_*` expressions are written out in full because the
 * Studio's build replaces exactly those expressions with their values.
 *
 * Three reads stay outside, each because it runs before or beside the app's modules:
 * web/next.config.ts (compiled on its own by Next: NODE_ENV, CI), web/site/pageCacheHandler.cjs
 * (CommonJS Next loads outside the bundle: PAGE_CACHE_MAX_ENTRIES, PAGE_CACHE_MAX_MB and
 * REDIS_URL, each checked here at start) and the NEXT_RUNTIME test of web/instrumentation.ts (Next inlines
 * it per runtime at build time).
 */
import type { RateLimitOptions } from "./rateLimit";
import { switchProblem, switchSetting } from "./truthy";

export type Env = Readonly<Record<string, string | undefined>>;

/** The process's environment: the one place the app reads `process.env`. */
export function serverEnv(): NodeJS.ProcessEnv {
  return process.env;
}

/** The README table's rows (first column of "Embedded defaults and hosted services"). */
type ReadmeRow =
  | "CMS content"
  | "provider directory"
  | "geocoding"
  | "geo-IP default location"
  | "draft preview secret"
  | "review links"
  | "reverse proxy"
  | "Studio (frames)"
  | "canonical URLs"
  | "rendered-page cache"
  | "publish to live"
  | "start-up warm-up"
  | "leads (inquiries)"
  | "CRM delivery of leads"
  | "rate limits"
  | "partner API"
  | "feature flags (spec 9)"
  | "HubSpot chat";

export interface Setting {
  /** What it is for, and its default. */
  doc: string;
  /** The README table's rows that name it; none for internal and test settings. */
  readme?: readonly ReadmeRow[];
  /** The default the README writes as `NAME=value`, when it writes one. */
  readmeDefault?: string;
  /** Why a set value (trimmed, not empty) is wrong; null when it is right. */
  problem?: (value: string) => string | null;
}

// ----- Formats: the parsing of each kind of value, and its check ------------------------

const quoted = (value: string) => JSON.stringify(value);

/** A number the predicate accepts, else the fallback (`Number` rules: "" is 0). */
function numberOr(value: string | undefined, fallback: number, ok: (n: number) => boolean) {
  const number = Number(value);
  return ok(number) ? number : fallback;
}

const positive = (n: number) => Number.isFinite(n) && n > 0;
const positiveInteger = (n: number) => Number.isInteger(n) && n > 0;
const nonNegative = (n: number) => Number.isFinite(n) && n >= 0;
const nonNegativeInteger = (n: number) => Number.isInteger(n) && n >= 0;

function numberProblem(ok: (n: number) => boolean, what: string) {
  return (value: string) => (ok(Number(value)) ? null : `must be ${what}, not ${quoted(value)}`);
}

/** Hosts a browser reaches on this machine: the only ones a script may come from over http. */
const LOOPBACK_HOST = /^(?:localhost|127\.0\.0\.1|\[::1\]|[a-z0-9-]+\.localhost)$/i;

/**
 * A script the page loads from another origin: https, or http on this machine (a local
 * copy, the tests' own server). Null when the value is none of these.
 */
export function scriptUrlSetting(value: string | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  try {
    const url = new URL(text);
    const secure = url.protocol === "https:";
    const local = url.protocol === "http:" && LOOPBACK_HOST.test(url.hostname);
    return (secure || local) && !url.username && !url.password ? url.href : null;
  } catch {
    return null;
  }
}

function urlProblem(value: string, protocols: readonly string[] = ["http:", "https:"]) {
  try {
    if (protocols.includes(new URL(value).protocol)) return null;
  } catch {
    // Not a URL at all.
  }
  const names = protocols.map((protocol) => `${protocol}//`).join(" or ");
  return `must be a ${names} URL, not ${quoted(value)}`;
}

/** WARM_UP: on by default in production, off in development; a switch word decides (spec 5). */
export function warmUpEnabled(env: Env = serverEnv()): boolean {
  return switchSetting(env.WARM_UP) ?? env.NODE_ENV === "production";
}

/** How many reverse proxies in front of the app set X-Forwarded-* (0: trust none). */
export function trustedProxyHops(value: string | undefined = serverEnv().TRUST_PROXY): number {
  const hops = Number(value?.trim());
  if (Number.isSafeInteger(hops)) return hops > 0 && hops <= 10 ? hops : 0;
  // spec 5's truthiness: "true" or "yes" trusts one proxy, "off" or "no" none.
  return switchSetting(value) ? 1 : 0;
}

function trustProxyProblem(value: string): string | null {
  if (switchProblem(value) === null) return null;
  return trustedProxyHops(value) > 0
    ? null
    : `must be a number of proxies from 0 to 10 (or true/false), not ${quoted(value)}`;
}

/**
 * A limit as the settings write it: "<requests>/<seconds>" (a burst of that many
 * requests, all of them back after that many seconds: "10/600" is 10 at once, then
 * one a minute), or "off" (or "0") for none. Unset or unreadable: `fallback`, in
 * the same form.
 */
export function rateLimitSetting(
  value: string | undefined,
  fallback: string,
): RateLimitOptions | null {
  const parse = (text: string | undefined): RateLimitOptions | null | undefined => {
    const setting = text?.trim().toLowerCase();
    if (!setting) return undefined;
    if (setting === "off" || setting === "0") return null;
    const match = /^(\d+)\s*\/\s*(\d+)$/.exec(setting);
    const capacity = Number(match?.[1]);
    const seconds = Number(match?.[2]);
    if (!(capacity >= 1 && seconds >= 1)) return undefined;
    return { capacity, refillIntervalMs: (seconds * 1000) / capacity };
  };
  const configured = parse(value);
  return configured === undefined ? (parse(fallback) ?? null) : configured;
}

/** The per-client rate limits (web/api/rateLimits.ts): "<requests>/<seconds>" or "off". */
export const RATE_LIMIT_DEFAULTS = {
  /** 1,200 requests at once, then 20 a second. */
  api: "1200/60",
  /** 10 inquiries at once, then one a minute. */
  inquiry: "10/600",
  /** 5 reviews at once, then one every 12 minutes. */
  review: "5/3600",
} as const;

export type RateLimitName = keyof typeof RATE_LIMIT_DEFAULTS;

const RATE_LIMIT_SETTINGS = {
  api: "API_RATE_LIMIT",
  inquiry: "INQUIRY_RATE_LIMIT",
  review: "REVIEW_RATE_LIMIT",
} as const satisfies Record<RateLimitName, string>;

function rateLimitProblem(value: string): string | null {
  // A set value the parser does not understand falls back to the default: refuse it.
  return rateLimitSetting(value, "off") === null && !["off", "0"].includes(value.toLowerCase())
    ? `must be "<requests>/<seconds>" (both at least 1) or "off", not ${quoted(value)}`
    : null;
}

/** Shorter partner tokens are refused: they can be guessed. */
export const MIN_PARTNER_TOKEN_LENGTH = 16;

/** PARTNER_API_TOKENS, `name:token` pairs separated by commas; malformed or short entries skipped. */
export function partnerTokenEntries(value: string | undefined): {
  entries: { name: string; token: string }[];
  skipped: string[];
} {
  const entries: { name: string; token: string }[] = [];
  const skipped: string[] = [];
  for (const entry of (value ?? "").split(",")) {
    const trimmed = entry.trim();
    if (!trimmed) continue;
    const separator = trimmed.indexOf(":");
    const name = separator > 0 ? trimmed.slice(0, separator).trim() : "";
    const token = separator > 0 ? trimmed.slice(separator + 1).trim() : "";
    if (!/^[A-Za-z0-9_.-]{1,64}$/.test(name) || token.length < MIN_PARTNER_TOKEN_LENGTH) {
      skipped.push(name || "(unnamed)");
      continue;
    }
    entries.push({ name, token });
  }
  return { entries, skipped };
}

/** The site ids of web/rules/sites.ts (web/lib does not import web/rules; a test keeps them equal). */
export const CONFIG_SITE_IDS = ["main", "alt", "homes"] as const;

const siteOriginSetting: Setting = {
  doc: "The origin of the site's canonical URLs (default: the brand's own, web/rules/sites.ts).",
  readme: ["canonical URLs"],
  problem: (value) => urlProblem(value),
};

// ----- The table -------------------------------------------------------------------------

export const SETTINGS = {
  NODE_ENV: {
    doc: "Set by Next: production (`next start`), development (`next dev`) or test (Jest).",
  },
  // CMS
  SANITY_PROJECT_ID: {
    doc: "Hosted Sanity project; with SANITY_DATASET the site reads it instead of the seed.",
    readme: ["CMS content"],
  },
  SANITY_DATASET: { doc: "Hosted Sanity dataset.", readme: ["CMS content"] },
  SANITY_API_READ_TOKEN: {
    doc: "Reads drafts of the hosted dataset; also keys draft mode there.",
    readme: ["CMS content"],
  },
  SANITY_STUDIO_URL: { doc: "The Studio's URL for the Presentation tool's edit links." },
  EMBEDDED_DATASET_PATH: {
    doc: "The embedded dataset's file (default studio/seed/content.ndjson).",
  },
  // Directory
  DATABASE_URL: {
    doc: "PostgreSQL for the directory and the leads (default: SQLite files under data/).",
    readme: ["provider directory", "leads (inquiries)", "rate limits", "CRM delivery of leads"],
    problem: (value) => urlProblem(value, ["postgres:", "postgresql:"]),
  },
  DATABASE_SCHEMA: { doc: "The PostgreSQL schema (default: the connection's search path)." },
  DIRECTORY_DB_PATH: {
    doc: "The directory's SQLite file (default data/directory.sqlite).",
    readme: ["provider directory"],
  },
  DIRECTORY_SEED_SCALE: {
    doc: "Providers to seed (a whole number; default the seed's own scale).",
    readme: ["provider directory"],
    problem: numberProblem(positiveInteger, "a whole number above 0"),
  },
  DIRECTORY_SEED: { doc: "The seed generator's random seed." },
  DIRECTORY_SQLITE_READERS: {
    doc: "SQLite reader threads (default 2; 0 queries on the main thread).",
    problem: numberProblem(nonNegativeInteger, "a whole number, 0 or more"),
  },
  DIRECTORY_SQLITE_MMAP_MB: {
    doc: "Memory-mapped MB per SQLite connection (default 0, docs/benchmarks.md).",
    problem: numberProblem(nonNegative, "a number of MB, 0 or more"),
  },
  DIRECTORY_REPO_ROOT: { doc: "The repository root (default: found above the working folder)." },
  SEARCH_CACHE_SECONDS: {
    doc: "How long search answers and review lists are reused (default 60; 0 off).",
    problem: numberProblem(nonNegative, "a number of seconds, 0 or more"),
  },
  // Geocoding
  MAPS_ACCESS_TOKEN: {
    doc: "The maps service's token (default: the local gazetteer).",
    readme: ["geocoding"],
  },
  MAPS_API_URL: {
    doc: "The maps service's base URL (default its public one).",
    problem: (value) => urlProblem(value),
  },
  GEOIP_DATABASE_DIR: {
    doc: "Another copy of the DB-IP .mmdb files.",
    readme: ["geo-IP default location"],
  },
  // Draft preview and signed links
  PREVIEW_SECRET: {
    doc: "The embedded preview secret (default `local-preview`, refused in production).",
    readme: ["draft preview secret"],
  },
  PREVIEW_LINK_REVOCATIONS: {
    doc: "The preview-link revocation file (default data/revoked-preview-links.json).",
  },
  REVIEW_LINK_SECRET: {
    doc: "The review links' key (default: a random key made for this install in data/review-link.key; required in production with DATABASE_URL or SANITY_PROJECT_ID).",
    readme: ["review links"],
  },
  // Requests
  TRUST_PROXY: {
    doc: "Reverse proxies in front that set X-Forwarded-* (default 0: none trusted).",
    readme: ["reverse proxy", "rate limits"],
    problem: trustProxyProblem,
  },
  TRUSTED_PROXY_COUNT: { doc: "Retired: TRUST_PROXY replaced it (a warning at start)." },
  SANITY_STUDIO_ORIGIN: {
    doc: "The origins that may frame the pages (default http://localhost:3333).",
    readme: ["Studio (frames)"],
    problem: (value) =>
      value
        .split(/[\s,]+/)
        .filter(Boolean)
        .map((entry) => urlProblem(entry))
        .find((problem) => problem !== null) ?? null,
  },
  DEFAULT_SITE: {
    doc: "The site for hosts that name no brand (default main).",
    problem: (value) =>
      (CONFIG_SITE_IDS as readonly string[]).includes(value)
        ? null
        : `must be one of ${CONFIG_SITE_IDS.join(", ")}, not ${quoted(value)}`,
  },
  SITE_ORIGIN_MAIN: siteOriginSetting,
  SITE_ORIGIN_ALT: siteOriginSetting,
  SITE_ORIGIN_HOMES: siteOriginSetting,
  API_RATE_LIMIT: {
    doc: `Every /api request per client (default ${RATE_LIMIT_DEFAULTS.api}).`,
    readme: ["rate limits"],
    readmeDefault: RATE_LIMIT_DEFAULTS.api,
    problem: rateLimitProblem,
  },
  INQUIRY_RATE_LIMIT: {
    doc: `Inquiries per client (default ${RATE_LIMIT_DEFAULTS.inquiry}).`,
    readme: ["rate limits"],
    problem: rateLimitProblem,
  },
  REVIEW_RATE_LIMIT: {
    doc: `Reviews per client (default ${RATE_LIMIT_DEFAULTS.review}).`,
    problem: rateLimitProblem,
  },
  HTTP_REQUEST_TIMEOUT_SECONDS: {
    doc: "A whole request's time limit (default 30).",
    problem: numberProblem(positive, "a number of seconds above 0"),
  },
  HTTP_HEADERS_TIMEOUT_SECONDS: {
    doc: "The request headers' time limit (default 15).",
    problem: numberProblem(positive, "a number of seconds above 0"),
  },
  ANALYTICS_ENDPOINT: {
    doc: "Where the browser sends analytics batches (default: none).",
  },
  // Pages
  PAGE_CACHE_MAX_ENTRIES: {
    doc: "Rendered pages kept in memory (default 2000; read by web/site/pageCacheHandler.cjs).",
    readme: ["rendered-page cache"],
    problem: numberProblem(positive, "a number above 0"),
  },
  PAGE_CACHE_MAX_MB: {
    doc: "Memory for rendered pages (default 256; read by web/site/pageCacheHandler.cjs).",
    readme: ["rendered-page cache"],
    problem: numberProblem(positive, "a number of MB above 0"),
  },
  REDIS_URL: {
    doc: "Redis shared by every instance (`redis://host:6379/0`; default: none, each process alone): the rendered-page cache's shared layer (read by web/site/pageCacheHandler.cjs) and the rate limits' counts (without it, DATABASE_URL's PostgreSQL, else each process's memory).",
    readme: ["rendered-page cache", "rate limits"],
    problem: (value) => urlProblem(value, ["redis:", "rediss:"]),
  },
  WARM_UP: {
    doc: "Warm the store and the hot pages at start (on in production, off in development).",
    readme: ["start-up warm-up"],
    problem: switchProblem,
  },
  GEO_COPY_CHECK_SECONDS: {
    doc: "How long the Studio's check of a geo copy template against every city may run (default 30).",
    problem: numberProblem(positive, "a number of seconds above 0"),
  },
  PORT: { doc: "Set by `next start`: the port it listens on (the warm-up requests it)." },
  __NEXT_PRIVATE_ORIGIN: { doc: "Set by Next: the origin it listens on (-H)." },
  // Leads
  LEADS_DB_PATH: {
    doc: "The leads' SQLite file (default data/leads.sqlite).",
    readme: ["leads (inquiries)"],
  },
  LEADS_FAULT_EMAIL_DOMAIN: {
    doc: "Tests only: leads with an address at this domain fail to store.",
  },
  LEAD_WEBHOOK_URL: {
    doc: "The CRM endpoint leads are posted to (default: none; leads stay in the table).",
    readme: ["CRM delivery of leads"],
    problem: (value) => urlProblem(value),
  },
  LEAD_WEBHOOK_SECRET: {
    doc: "The key of the webhook's HMAC-SHA256 signature; required with LEAD_WEBHOOK_URL.",
    readme: ["CRM delivery of leads"],
  },
  LEAD_WEBHOOK_MAX_ATTEMPTS: {
    doc: "Deliveries tried per lead (default 8).",
    readme: ["CRM delivery of leads"],
    problem: numberProblem(positive, "a number above 0"),
  },
  LEAD_WEBHOOK_BACKOFF_SECONDS: {
    doc: "The first retry's delay, doubled each time (default 30).",
    readme: ["CRM delivery of leads"],
    problem: numberProblem(positive, "a number of seconds above 0"),
  },
  LEAD_WEBHOOK_LEASE_SECONDS: {
    doc: "How long a claimed lead is one instance's alone; a dead instance's leads go to another after it (default 21, at most 60).",
    readme: ["CRM delivery of leads"],
    problem: numberProblem(
      (n) => positive(n) && n <= 60,
      "a number of seconds above 0, at most 60",
    ),
  },
  LEAD_WEBHOOK_POLL_SECONDS: {
    doc: "How often each instance's outbox looks for due leads on its own (default 5).",
    problem: numberProblem(positive, "a number of seconds above 0"),
  },
  PARTNER_API_TOKENS: {
    doc: "Partner tokens, `name:token,…` (tokens of 16+ characters; default: none).",
    readme: ["partner API"],
    // Names only: the message must not print a token.
    problem: (value) => {
      const { skipped } = partnerTokenEntries(value);
      return skipped.length === 0
        ? null
        : `has entries that are not name:token with a token of ${MIN_PARTNER_TOKEN_LENGTH}+ characters: ${skipped.join(", ")}`;
    },
  },
  FEATURE_FLAGS: {
    doc: "Flag overrides, `name` on, `-name` off (web/lib/featureFlags.ts).",
    readme: ["feature flags (spec 9)"],
  },
  HUBSPOT_CHAT_SCRIPT_URL: {
    doc: "HubSpot's embed script (`https://js.hs-scripts.com/<portal id>.js`), loaded where the hubspot-chat flag is on (default: none, nothing loads; web/site/chatWidget.ts).",
    readme: ["HubSpot chat"],
    problem: (value) =>
      scriptUrlSetting(value)
        ? null
        : `must be an https:// URL (http:// only on localhost), not ${quoted(value)}`,
  },
  SANITY_REVALIDATE_SECRET: {
    doc: "The secret of Sanity's webhook to POST /api/revalidate (default: none, every call is refused).",
    readme: ["publish to live"],
  },
  NEXT_DEPLOYMENT_ID: {
    doc: "Read by Next at build and start: the deployment every instance of one build names (web/next.config.ts).",
    readme: ["rendered-page cache"],
  },
  // The Studio's build (SANITY_STUDIO_* are built into its bundle)
  SANITY_STUDIO_PROJECT_ID: { doc: "The Studio's hosted project (default embedded)." },
  SANITY_STUDIO_DATASET: { doc: "The Studio's dataset (default production)." },
  SANITY_STUDIO_SITE_URL: {
    doc: "The site the Studio's geo copy tools call (default http://localhost:3000).",
  },
  SANITY_STUDIO_PREVIEW_SECRET: {
    doc: "A local site's preview secret, built into a development Studio only.",
  },
  SANITY_STUDIO_SITE_ORIGIN_MAIN: { doc: "The main site's origin in the Presentation tool." },
  SANITY_STUDIO_SITE_ORIGIN_ALT: { doc: "The alternate site's origin in the Presentation tool." },
  SANITY_STUDIO_SITE_ORIGIN_HOMES: {
    doc: "The senior-homes site's origin in the Presentation tool.",
  },
} as const satisfies Record<string, Setting>;

export type SettingName = keyof typeof SETTINGS;

/**
 * What is wrong with the environment, one line per setting, each naming it: a value
 * that is set but not in its setting's format, and, in production (NODE_ENV=production,
 * which `next start` sets), the requirements that hold there only.
 */
export function configProblems(env: Env = serverEnv()): string[] {
  const problems: string[] = [];
  for (const [name, setting] of Object.entries(SETTINGS) as [SettingName, Setting][]) {
    const value = env[name]?.trim();
    const problem = value ? setting.problem?.(value) : null;
    if (problem) problems.push(`${name} ${problem}`);
  }
  if (reviewLinkSecretRequired(env) && !config.reviewLinkSecret(env)) {
    problems.push(
      "REVIEW_LINK_SECRET must be set in production with DATABASE_URL or SANITY_PROJECT_ID (every instance must sign review links with the same key)",
    );
  }
  if (env.NODE_ENV === "production") {
    // Unsigned leads would be forgeable: outside production the outbox only logs it.
    if (config.leadWebhook(env).url && !config.leadWebhook(env).secret) {
      problems.push("LEAD_WEBHOOK_SECRET must be set with LEAD_WEBHOOK_URL in production");
    }
  }
  return problems;
}

/**
 * Whether review links need a configured key: a production server on a shared database
 * or a hosted dataset runs as several instances, which a per-install key cannot serve.
 */
export function reviewLinkSecretRequired(env: Env = serverEnv()): boolean {
  return (
    config.isProduction(env) &&
    Boolean(config.databaseUrl(env)?.trim() || config.sanity(env).projectId?.trim())
  );
}

// ----- The accessors ---------------------------------------------------------------------

const trimmed = (value: string | undefined) => value?.trim() || undefined;

export const config = {
  isProduction: (env: Env = serverEnv()) => env.NODE_ENV === "production",
  isDevelopment: (env: Env = serverEnv()) => env.NODE_ENV === "development",

  /** The hosted Sanity project, each part as set (hosted mode needs project and dataset). */
  sanity: (env: Env = serverEnv()) => ({
    projectId: env.SANITY_PROJECT_ID,
    dataset: env.SANITY_DATASET,
    readToken: env.SANITY_API_READ_TOKEN,
  }),
  studioUrl: (env: Env = serverEnv()) => trimmed(env.SANITY_STUDIO_URL) ?? null,
  embeddedDatasetPath: (env: Env = serverEnv()) => env.EMBEDDED_DATASET_PATH,
  /** The webhook secret of POST /api/revalidate, or undefined (then every call is refused). */
  sanityRevalidateSecret: (env: Env = serverEnv()) => trimmed(env.SANITY_REVALIDATE_SECRET),
  /** The Redis every instance shares (page cache, rate limits), or undefined (one process, memory only). */
  redisUrl: (env: Env = serverEnv()) => trimmed(env.REDIS_URL),

  databaseUrl: (env: Env = serverEnv()) => env.DATABASE_URL || undefined,
  databaseSchema: (env: Env = serverEnv()) => env.DATABASE_SCHEMA || undefined,
  directoryDbPath: (env: Env = serverEnv()) => env.DIRECTORY_DB_PATH || undefined,
  /** A whole number above 0, or undefined for the seed's default. */
  directorySeedScale: (env: Env = serverEnv()) =>
    numberOr(env.DIRECTORY_SEED_SCALE, Number.NaN, positiveInteger) || undefined,
  directorySeed: (env: Env = serverEnv()) => env.DIRECTORY_SEED,
  directorySqliteReaders: (env: Env = serverEnv()) =>
    numberOr(env.DIRECTORY_SQLITE_READERS, 2, nonNegativeInteger),
  directorySqliteMmapBytes: (env: Env = serverEnv()) =>
    Math.floor(numberOr(env.DIRECTORY_SQLITE_MMAP_MB, 0, positive) * 1048576),
  repoRoot: (env: Env = serverEnv()) => env.DIRECTORY_REPO_ROOT || undefined,
  searchCacheSeconds: (env: Env = serverEnv()) => {
    const configured = trimmed(env.SEARCH_CACHE_SECONDS);
    return configured ? numberOr(configured, 60, nonNegative) : 60;
  },

  mapsAccessToken: (env: Env = serverEnv()) => trimmed(env.MAPS_ACCESS_TOKEN),
  mapsApiUrl: (env: Env = serverEnv()) => env.MAPS_API_URL || undefined,
  geoIpDatabaseDir: (env: Env = serverEnv()) => trimmed(env.GEOIP_DATABASE_DIR),

  previewSecret: (env: Env = serverEnv()) => trimmed(env.PREVIEW_SECRET),
  previewLinkRevocations: (env: Env = serverEnv()) => env.PREVIEW_LINK_REVOCATIONS,
  reviewLinkSecret: (env: Env = serverEnv()) => trimmed(env.REVIEW_LINK_SECRET),

  trustProxy: (env: Env = serverEnv()) => env.TRUST_PROXY,
  retiredTrustedProxyCount: (env: Env = serverEnv()) => Boolean(env.TRUSTED_PROXY_COUNT),
  studioOrigin: (env: Env = serverEnv()) => env.SANITY_STUDIO_ORIGIN,
  defaultSite: (env: Env = serverEnv()) => env.DEFAULT_SITE,
  /** SITE_ORIGIN_<SITE>, or undefined for the brand's own. */
  siteOrigin: (site: string, env: Env = serverEnv()) =>
    trimmed(env[`SITE_ORIGIN_${site.toUpperCase()}`]),
  /** A named rate limit's options, or null when it is off. */
  rateLimit: (name: RateLimitName, env: Env = serverEnv()): RateLimitOptions | null =>
    rateLimitSetting(env[RATE_LIMIT_SETTINGS[name]], RATE_LIMIT_DEFAULTS[name]),
  httpRequestTimeoutSeconds: (env: Env = serverEnv()) =>
    numberOr(env.HTTP_REQUEST_TIMEOUT_SECONDS, 30, positive),
  httpHeadersTimeoutSeconds: (env: Env = serverEnv()) =>
    numberOr(env.HTTP_HEADERS_TIMEOUT_SECONDS, 15, positive),
  analyticsEndpoint: (env: Env = serverEnv()) => env.ANALYTICS_ENDPOINT || null,

  /** The time limit of the Studio's check against every city (the browser tests shorten it). */
  geoCopyCheckMs: (env: Env = serverEnv()) =>
    numberOr(env.GEO_COPY_CHECK_SECONDS, 30, positive) * 1000,

  /** Where `next start` listens, as it says: PORT and (with -H) its origin. */
  listening: (env: Env = serverEnv()) => ({ port: env.PORT, origin: env.__NEXT_PRIVATE_ORIGIN }),

  leadsDbPath: (env: Env = serverEnv()) => env.LEADS_DB_PATH || undefined,
  /** The failing e-mail domain of the fault-injection tests (lower case, no "@"), or null. */
  leadsFaultEmailDomain: (env: Env = serverEnv()) =>
    env.LEADS_FAULT_EMAIL_DOMAIN?.trim().toLowerCase().replace(/^@/, "") || null,
  /** The CRM webhook's settings; the numbers are undefined unless above 0. */
  leadWebhook: (env: Env = serverEnv()) => {
    const above0 = (value: string | undefined) =>
      numberOr(value, Number.NaN, positive) || undefined;
    return {
      url: trimmed(env.LEAD_WEBHOOK_URL),
      secret: trimmed(env.LEAD_WEBHOOK_SECRET),
      maxAttempts: above0(env.LEAD_WEBHOOK_MAX_ATTEMPTS),
      backoffSeconds: above0(env.LEAD_WEBHOOK_BACKOFF_SECONDS),
      leaseSeconds: above0(env.LEAD_WEBHOOK_LEASE_SECONDS),
      pollSeconds: above0(env.LEAD_WEBHOOK_POLL_SECONDS),
    };
  },
  partnerApiTokens: (env: Env = serverEnv()) => env.PARTNER_API_TOKENS,
  featureFlags: (env: Env = serverEnv()) => env.FEATURE_FLAGS,
  /** The HubSpot chat's script, or null when unset or not a URL it may load. */
  hubspotChatScriptUrl: (env: Env = serverEnv()) => scriptUrlSetting(env.HUBSPOT_CHAT_SCRIPT_URL),
};

/**
 * The Studio's settings, built into its bundle: each expression is written out in full
 * because the Studio's build replaces exactly `process.env.SANITY_STUDIO_<NAME>` with its
 * value; a bundle that did not replace one has no `process` at all, hence the guard.
 */
function studioValue(read: () => string | undefined): string | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

export const studioConfig = {
  projectId: () => studioValue(() => process.env.SANITY_STUDIO_PROJECT_ID),
  dataset: () => studioValue(() => process.env.SANITY_STUDIO_DATASET),
  siteUrl: () => studioValue(() => process.env.SANITY_STUDIO_SITE_URL),
  previewSecret: () => studioValue(() => process.env.SANITY_STUDIO_PREVIEW_SECRET),
  /** Each site's origin in the Presentation tool, by site id (web/rules/sites.ts SITE_IDS). */
  siteOrigins: (): Record<(typeof CONFIG_SITE_IDS)[number], string | undefined> => ({
    main: studioValue(() => process.env.SANITY_STUDIO_SITE_ORIGIN_MAIN),
    alt: studioValue(() => process.env.SANITY_STUDIO_SITE_ORIGIN_ALT),
    homes: studioValue(() => process.env.SANITY_STUDIO_SITE_ORIGIN_HOMES),
  }),
};
