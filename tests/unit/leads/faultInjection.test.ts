/**
 * The TEST-ONLY lead fault hook (web/leads/faultInjection.ts): on outside production, and
 * in production (the browser tests' `next start`) only at a domain no visitor can have.
 */
import { faultEmailDomain } from "@web/leads/faultInjection";
import { setLogSink, type LogEntry } from "@web/lib/log";

describe("LEADS_FAULT_EMAIL_DOMAIN", () => {
  const saved = { ...process.env };
  let entries: LogEntry[] = [];
  let restore: () => void = () => undefined;
  beforeEach(() => {
    entries = [];
    restore = setLogSink((entry) => entries.push(entry));
  });
  afterEach(() => {
    restore();
    process.env = { ...saved };
  });

  const withEnv = (domain: string | undefined, nodeEnv: "test" | "development" | "production") => {
    process.env = { ...saved, NODE_ENV: nodeEnv };
    if (domain === undefined) delete process.env.LEADS_FAULT_EMAIL_DOMAIN;
    else process.env.LEADS_FAULT_EMAIL_DOMAIN = domain;
    return faultEmailDomain();
  };

  it("is off when unset, and says nothing", () => {
    expect(withEnv(undefined, "production")).toBeNull();
    expect(withEnv("  ", "test")).toBeNull();
    expect(entries).toEqual([]);
  });

  it("switches on outside production for any domain, with a warning", () => {
    expect(withEnv("@Fail.Example", "test")).toBe("fail.example");
    expect(withEnv("broken.org", "development")).toBe("broken.org");
    expect(entries.map((e) => [e.level, e.event])).toEqual([
      ["warn", "lead-fault-injection-on"],
      ["warn", "lead-fault-injection-on"],
    ]);
  });

  it("switches on in production only at a reserved test domain (the browser tests' fail.example)", () => {
    expect(withEnv("fail.example", "production")).toBe("fail.example");
    expect(withEnv("leads.test", "production")).toBe("leads.test");
    expect(entries.map((e) => e.event)).toEqual([
      "lead-fault-injection-on",
      "lead-fault-injection-on",
    ]);
  });

  it("refuses a domain real visitors could have in production, and logs the refusal", () => {
    expect(withEnv("gmail.com", "production")).toBeNull();
    expect(withEnv("outlook.com", "production")).toBeNull();
    expect(entries.map((e) => [e.level, e.event])).toEqual([
      ["error", "lead-fault-injection-refused"],
      ["error", "lead-fault-injection-refused"],
    ]);
    expect(entries[0]).toMatchObject({ variable: "LEADS_FAULT_EMAIL_DOMAIN", domain: "gmail.com" });
  });
});
