import { isSiteFeatureEnabled, siteFeatureFlags } from "@web/content/featureFlags";
import {
  FEATURE_FLAGS,
  enabledFeatureFlags,
  isFeatureEnabled,
  resolveFeatureFlags,
} from "@web/lib/featureFlags";

describe("feature flags (spec 7 feature-flag service, spec 9 names)", () => {
  it("knows spec 9's flags", () => {
    expect(FEATURE_FLAGS).toEqual([
      "enhanced-search-v2",
      "hubspot-chat",
      "faux-chat",
      "inquiry-v4",
      "sem-hero-behind-form-layout",
      "sem-budget-question-radio",
      "enhanced-inquiry-form",
    ]);
  });

  it("starts from the site's defaults, unknown names dropped", () => {
    expect([...resolveFeatureFlags(["inquiry-v4", "made-up", null, " Faux-Chat "], "")]).toEqual([
      "faux-chat",
      "inquiry-v4",
    ]);
    expect(resolveFeatureFlags(null, undefined).size).toBe(0);
  });

  it("lets FEATURE_FLAGS turn flags on (name) and off (-name), in order", () => {
    const flags = resolveFeatureFlags(
      ["enhanced-search-v2", "faux-chat"],
      "inquiry-v4, -faux-chat ,unknown,-also-unknown",
    );
    expect([...flags]).toEqual(["enhanced-search-v2", "inquiry-v4"]);
    expect([...resolveFeatureFlags([], "inquiry-v4,-inquiry-v4")]).toEqual([]);
    expect([...resolveFeatureFlags(["inquiry-v4"], "-inquiry-v4,inquiry-v4")]).toEqual([
      "inquiry-v4",
    ]);
  });

  it("reads FEATURE_FLAGS alone without a site", () => {
    expect([...enabledFeatureFlags("inquiry-v4, Faux-Chat ,unknown")]).toEqual([
      "faux-chat",
      "inquiry-v4",
    ]);
    expect(isFeatureEnabled("inquiry-v4", undefined)).toBe(false);
    expect(isFeatureEnabled("inquiry-v4", "inquiry-v4")).toBe(true);
  });
});

describe("a site's flags from its published settings (the seed dataset)", () => {
  it("takes each site's defaults from its settings document", async () => {
    expect([...(await siteFeatureFlags("main", ""))]).toEqual([
      "enhanced-search-v2",
      "sem-hero-behind-form-layout",
      "sem-budget-question-radio",
      "enhanced-inquiry-form",
    ]);
    expect([...(await siteFeatureFlags("alt", ""))]).toEqual(["faux-chat"]);
  });

  it("lets the environment override them", async () => {
    expect(
      [...(await siteFeatureFlags("main", "-enhanced-search-v2,inquiry-v4"))].filter(
        (flag) => !flag.startsWith("sem-") && flag !== "enhanced-inquiry-form",
      ),
    ).toEqual(["inquiry-v4"]);
    const saved = process.env.FEATURE_FLAGS;
    process.env.FEATURE_FLAGS = "inquiry-v4";
    try {
      expect(await isSiteFeatureEnabled("alt", "inquiry-v4")).toBe(true);
      expect(await isSiteFeatureEnabled("alt", "faux-chat")).toBe(true);
      process.env.FEATURE_FLAGS = "inquiry-v4,-faux-chat";
      expect(await isSiteFeatureEnabled("alt", "faux-chat")).toBe(false);
    } finally {
      if (saved === undefined) delete process.env.FEATURE_FLAGS;
      else process.env.FEATURE_FLAGS = saved;
    }
  });
});
