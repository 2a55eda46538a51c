import fs from "node:fs";
import path from "node:path";
import {
  CONFIG_SITE_IDS,
  config,
  configProblems,
  rateLimitSetting,
  SETTINGS,
  trustedProxyHops,
  warmUpEnabled,
  type Setting,
  type SettingName,
} from "@web/lib/config";
import { SITE_IDS } from "@web/rules/sites";

const ROOT = path.join(__dirname, "..", "..", "..");

describe("config accessors", () => {
  it("keeps every default when nothing is set", () => {
    const env = {};
    expect(config.searchCacheSeconds(env)).toBe(60);
    expect(config.directorySqliteReaders(env)).toBe(2);
    expect(config.directorySqliteMmapBytes(env)).toBe(0);
    expect(config.directorySeedScale(env)).toBeUndefined();
    expect(config.httpRequestTimeoutSeconds(env)).toBe(30);
    expect(config.httpHeadersTimeoutSeconds(env)).toBe(15);
    expect(config.rateLimit("api", env)).toEqual(rateLimitSetting("1200/60", "off"));
    expect(config.rateLimit("inquiry", env)).toEqual(rateLimitSetting("10/600", "off"));
    expect(config.rateLimit("review", env)).toEqual(rateLimitSetting("5/3600", "off"));
    expect(config.analyticsEndpoint(env)).toBeNull();
    expect(config.studioUrl(env)).toBeNull();
    expect(config.databaseUrl(env)).toBeUndefined();
    expect(config.leadsFaultEmailDomain(env)).toBeNull();
    expect(config.leadWebhook(env)).toEqual({
      url: undefined,
      secret: undefined,
      maxAttempts: undefined,
      backoffSeconds: undefined,
    });
    expect(trustedProxyHops(undefined)).toBe(0);
    expect(warmUpEnabled(env)).toBe(false);
    expect(warmUpEnabled({ NODE_ENV: "production" })).toBe(true);
  });

  it("parses good values as the read sites did", () => {
    expect(config.searchCacheSeconds({ SEARCH_CACHE_SECONDS: " 0 " })).toBe(0);
    expect(config.searchCacheSeconds({ SEARCH_CACHE_SECONDS: "2.5" })).toBe(2.5);
    expect(config.directorySqliteReaders({ DIRECTORY_SQLITE_READERS: "0" })).toBe(0);
    expect(config.directorySqliteMmapBytes({ DIRECTORY_SQLITE_MMAP_MB: "1.5" })).toBe(1572864);
    expect(config.directorySeedScale({ DIRECTORY_SEED_SCALE: "500" })).toBe(500);
    expect(config.rateLimit("inquiry", { INQUIRY_RATE_LIMIT: "off" })).toBeNull();
    expect(config.rateLimit("api", { API_RATE_LIMIT: "20/60" })).toEqual({
      capacity: 20,
      refillIntervalMs: 3000,
    });
    expect(config.leadsFaultEmailDomain({ LEADS_FAULT_EMAIL_DOMAIN: " @Fail.Example " })).toBe(
      "fail.example",
    );
    expect(
      config.leadWebhook({
        LEAD_WEBHOOK_URL: " https://crm.example/hook ",
        LEAD_WEBHOOK_SECRET: "s",
        LEAD_WEBHOOK_MAX_ATTEMPTS: "3",
        LEAD_WEBHOOK_BACKOFF_SECONDS: "0.5",
      }),
    ).toEqual({
      url: "https://crm.example/hook",
      secret: "s",
      maxAttempts: 3,
      backoffSeconds: 0.5,
    });
    expect(config.siteOrigin("alt", { SITE_ORIGIN_ALT: " https://alt.example/ " })).toBe(
      "https://alt.example/",
    );
    expect(trustedProxyHops("yes")).toBe(1);
    expect(trustedProxyHops("2")).toBe(2);
    expect(warmUpEnabled({ NODE_ENV: "production", WARM_UP: "OFF" })).toBe(false);
    expect(warmUpEnabled({ WARM_UP: "on" })).toBe(true);
    // spec 5's truthiness words, the same in every switch setting.
    expect(warmUpEnabled({ NODE_ENV: "production", WARM_UP: "disabled" })).toBe(false);
    expect(warmUpEnabled({ WARM_UP: "Enabled" })).toBe(true);
    expect(trustedProxyHops("enabled")).toBe(1);
    expect(trustedProxyHops("off")).toBe(0);
  });

  it("falls back to the default for a wrong value, as before (the start-up check refuses it)", () => {
    expect(config.searchCacheSeconds({ SEARCH_CACHE_SECONDS: "-1" })).toBe(60);
    expect(config.directorySqliteReaders({ DIRECTORY_SQLITE_READERS: "many" })).toBe(2);
    expect(config.httpRequestTimeoutSeconds({ HTTP_REQUEST_TIMEOUT_SECONDS: "0" })).toBe(30);
    expect(config.rateLimit("inquiry", { INQUIRY_RATE_LIMIT: "abc" })).toEqual(
      rateLimitSetting("10/600", "off"),
    );
    expect(trustedProxyHops("11")).toBe(0);
  });

  it("reads the process's environment on every call, so no reset is needed", () => {
    const saved = process.env.SEARCH_CACHE_SECONDS;
    try {
      process.env.SEARCH_CACHE_SECONDS = "5";
      expect(config.searchCacheSeconds()).toBe(5);
      process.env.SEARCH_CACHE_SECONDS = "7";
      expect(config.searchCacheSeconds()).toBe(7);
    } finally {
      if (saved === undefined) delete process.env.SEARCH_CACHE_SECONDS;
      else process.env.SEARCH_CACHE_SECONDS = saved;
    }
  });
});

describe("configProblems", () => {
  it("accepts the settings the test servers start with", () => {
    expect(
      configProblems({
        NODE_ENV: "production",
        DEFAULT_SITE: "main",
        PREVIEW_SECRET: "local-preview",
        SITE_ORIGIN_MAIN: "http://main.localhost:3100",
        SITE_ORIGIN_ALT: "http://alt.localhost:3100",
        LEADS_DB_PATH: "data/leads-e2e.sqlite",
        LEADS_FAULT_EMAIL_DOMAIN: "fail.example",
        INQUIRY_RATE_LIMIT: "10000/60",
        REVIEW_RATE_LIMIT: "10000/60",
        API_RATE_LIMIT: "off",
        REVIEW_LINK_SECRET: "e2e-review-links",
        PARTNER_API_TOKENS: "e2e:e2e-partner-token-0123456789,e2e-b:e2e-partner-b-token-0123456789",
        TRUST_PROXY: "1",
        SANITY_STUDIO_ORIGIN: "https://studio.example/desk",
        WARM_UP: "on",
        DATABASE_URL: "postgres://directory:directory@127.0.0.1:55432/directory",
        DIRECTORY_SQLITE_READERS: "0",
        SEARCH_CACHE_SECONDS: "0",
        // Empty is unset.
        LEAD_WEBHOOK_URL: "",
      }),
    ).toEqual([]);
    expect(configProblems({})).toEqual([]);
  });

  it.each([
    ["INQUIRY_RATE_LIMIT", "abc"],
    ["API_RATE_LIMIT", "0/60"],
    ["REVIEW_RATE_LIMIT", "5 per hour"],
    ["SEARCH_CACHE_SECONDS", "-1"],
    ["DIRECTORY_SEED_SCALE", "1.5"],
    ["DIRECTORY_SQLITE_READERS", "two"],
    ["DIRECTORY_SQLITE_MMAP_MB", "lots"],
    ["HTTP_REQUEST_TIMEOUT_SECONDS", "0"],
    ["HTTP_HEADERS_TIMEOUT_SECONDS", "soon"],
    ["PAGE_CACHE_MAX_ENTRIES", "all"],
    ["PAGE_CACHE_MAX_MB", "-5"],
    ["LEAD_WEBHOOK_MAX_ATTEMPTS", "0"],
    ["LEAD_WEBHOOK_BACKOFF_SECONDS", "x"],
    ["WARM_UP", "maybe"],
    ["TRUST_PROXY", "11"],
    ["DEFAULT_SITE", "other"],
    ["SITE_ORIGIN_MAIN", "ftp://main.example"],
    ["SITE_ORIGIN_ALT", "alt.example"],
    ["SANITY_STUDIO_ORIGIN", "https://studio.example, not-an-origin"],
    ["DATABASE_URL", "mysql://db.example/x"],
    ["MAPS_API_URL", "api.example"],
    ["LEAD_WEBHOOK_URL", "crm.example"],
  ] as [SettingName, string][])("names %s when it is %j", (name, value) => {
    const problems = configProblems({ [name]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${name} `));
    // The value, or the entry of a list that is wrong.
    expect(problems[0]).toContain(JSON.stringify(value.split(", ").at(-1)));
  });

  it("names the partner entries that are wrong, never their tokens", () => {
    const problems = configProblems({
      PARTNER_API_TOKENS: "good:0123456789abcdef,short:tooShort1,:0123456789abcdef",
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^PARTNER_API_TOKENS .*short, \(unnamed\)$/);
    expect(problems[0]).not.toContain("tooShort1");
  });

  it("requires LEAD_WEBHOOK_SECRET with LEAD_WEBHOOK_URL in production only", () => {
    const url = { LEAD_WEBHOOK_URL: "https://crm.example/hook" };
    expect(configProblems(url)).toEqual([]);
    expect(configProblems({ ...url, NODE_ENV: "development" })).toEqual([]);
    expect(configProblems({ ...url, NODE_ENV: "production" })).toEqual([
      "LEAD_WEBHOOK_SECRET must be set with LEAD_WEBHOOK_URL in production",
    ]);
    expect(
      configProblems({ ...url, NODE_ENV: "production", LEAD_WEBHOOK_SECRET: "secret" }),
    ).toEqual([]);
  });
});

describe("the settings table", () => {
  it("knows the sites of web/rules/sites.ts", () => {
    expect([...CONFIG_SITE_IDS]).toEqual([...SITE_IDS]);
    for (const site of SITE_IDS)
      expect(SETTINGS).toHaveProperty(`SITE_ORIGIN_${site.toUpperCase()}`);
  });

  /** The README's "Embedded defaults and hosted services" rows: concern -> names in backticks. */
  function readmeRows(): Map<string, { names: Set<string>; defaults: Map<string, string> }> {
    const readme = fs.readFileSync(path.join(ROOT, "README.md"), "utf8");
    const start = readme.indexOf("### Embedded defaults and hosted services");
    expect(start).toBeGreaterThan(-1);
    const rows = new Map<string, { names: Set<string>; defaults: Map<string, string> }>();
    const lines = readme.slice(start).split("\n").slice(1);
    for (const line of lines.filter((text) => text.startsWith("|")).slice(2)) {
      const [concern = "", fallback = "", hosted = ""] = line.split("|").slice(1, -1);
      const names = new Set<string>();
      const defaults = new Map<string, string>();
      for (const [cell, isDefault] of [
        [fallback, true],
        [hosted, false],
      ] as const) {
        for (const match of cell.matchAll(/`([A-Z][A-Z0-9_]{2,})(?:=([^`]*))?`/g)) {
          names.add(match[1]!);
          if (isDefault && match[2] !== undefined) defaults.set(match[1]!, match[2]);
        }
      }
      rows.set(concern.trim(), { names, defaults });
    }
    // The table ends at the first line that is not a row.
    return rows;
  }

  it("names in each README row exactly the settings that say they belong to it", () => {
    const rows = readmeRows();
    expect(rows.size).toBeGreaterThan(10);
    const fromTable = new Map<string, Set<string>>();
    for (const [name, setting] of Object.entries(SETTINGS)) {
      for (const row of (setting as Setting).readme ?? []) {
        if (!fromTable.has(row)) fromTable.set(row, new Set());
        fromTable.get(row)!.add(name);
      }
    }
    for (const [concern, { names }] of rows) {
      expect({ concern, names: [...names].sort() }).toEqual({
        concern,
        names: [...(fromTable.get(concern) ?? [])].sort(),
      });
    }
    for (const row of fromTable.keys()) expect(rows.has(row)).toBe(true);
  });

  it("writes the defaults the module has, where the README gives one", () => {
    for (const { defaults } of readmeRows().values()) {
      for (const [name, value] of defaults) {
        const setting = SETTINGS[name as SettingName];
        expect({ name, value }).toEqual({
          name,
          value: (setting as Setting).readmeDefault,
        });
      }
    }
  });
});

describe("the one place that reads the environment", () => {
  /** The reads kept outside web/lib/config.ts, each explained there. */
  const ALLOWED = new Map([
    ["web/lib/config.ts", Infinity],
    ["web/next.config.ts", 3],
    ["web/instrumentation.ts", 1],
    ["web/site/pageCacheHandler.cjs", 4],
  ]);

  function sourceFiles(dir: string): string[] {
    return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        return entry.name === "node_modules" || entry.name.startsWith(".") ? [] : sourceFiles(file);
      }
      return /\.(ts|tsx|mjs|cjs)$/.test(entry.name) ? [file] : [];
    });
  }

  it("finds process.env only in the configuration module and the explained exceptions", () => {
    const found = new Map<string, number>();
    for (const dir of ["web", "component-registry", "templates", "schemas", "studio"]) {
      for (const file of sourceFiles(dir)) {
        const text = fs.readFileSync(path.join(ROOT, file), "utf8");
        const count = text.match(/process\.env/g)?.length ?? 0;
        if (count > 0) found.set(file.split(path.sep).join("/"), count);
      }
    }
    for (const [file, count] of found) {
      expect({ file, allowed: count <= (ALLOWED.get(file) ?? 0) }).toEqual({ file, allowed: true });
    }
  });
});

describe("the start-up check (web/instrumentation.ts)", () => {
  const saved = { ...process.env };
  afterEach(() => {
    for (const name of ["NEXT_RUNTIME", "INQUIRY_RATE_LIMIT", "WARM_UP"]) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
    jest.restoreAllMocks();
  });

  it("stops the server with a line naming each wrong setting", async () => {
    const { setLogSink } = await import("@web/lib/log");
    const { register } = await import("@web/instrumentation");
    const entries: Record<string, unknown>[] = [];
    const restore = setLogSink((entry) => entries.push(entry));
    process.env.NEXT_RUNTIME = "nodejs";
    process.env.INQUIRY_RATE_LIMIT = "abc";
    process.env.WARM_UP = "maybe";
    const exit = jest.spyOn(process, "exit").mockImplementation((code) => {
      throw new Error(`exit ${String(code)}`);
    });
    try {
      await expect(register()).rejects.toThrow("exit 1");
    } finally {
      restore();
    }
    expect(exit).toHaveBeenCalledWith(1);
    expect(entries).toEqual([
      expect.objectContaining({
        level: "error",
        event: "config-invalid",
        problems: [
          expect.stringMatching(/^INQUIRY_RATE_LIMIT must be/),
          expect.stringMatching(/^WARM_UP must be on or off, not "maybe"$/),
        ],
      }),
    ]);
  });
});
