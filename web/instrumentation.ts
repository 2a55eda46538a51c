/**
 * Runs once when the server starts (Next.js instrumentation), before requests are
 * served: the request and response hooks of web/site/serverHooks.ts, one log line
 * saying whether draft preview can be entered (web/content/previewSecret.ts), the
 * shared rate-limit store's connection (web/lib/rateLimitStore.ts), the warm-up of the store and the hottest pages (started, not awaited), and the lead
 * outbox, which begins delivering leads an earlier process left due
 * (LEAD_WEBHOOK_URL; see web/leads/outbox.ts). First of all, the configuration
 * (web/lib/config.ts): a setting with a wrong value stops the server, naming it.
 */
export async function register(): Promise<void> {
  // Written out in full: Next replaces it per runtime when it builds this file.
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { config, configProblems } = await import("./lib/config");
  const problems = configProblems();
  if (problems.length > 0) {
    const { log } = await import("./lib/log");
    log.error("config-invalid", { problems });
    process.exit(1);
  }
  const { installServerHooks } = await import("./site/serverHooks");
  installServerHooks();
  const { logPreviewSecretState } = await import("./content/previewSecret");
  logPreviewSecretState();
  if (config.retiredTrustedProxyCount()) {
    const { log } = await import("./lib/log");
    log.warn("setting-retired", {
      setting: "TRUSTED_PROXY_COUNT",
      instead: "TRUST_PROXY (docs/security.md): the number of trusted proxies in front",
    });
  }
  // Issue 25.2: the store every instance counts the rate limits in (REDIS_URL, else
  // DATABASE_URL) connects before the first request; down, the limits count in memory.
  const { rateLimitStore } = await import("./lib/rateLimitStore");
  const opening = rateLimitStore();
  if (opening) {
    const { describeError, log } = await import("./lib/log");
    try {
      const limits = await opening;
      log.info("rate-limit-store", { store: limits.kind, ready: await limits.ready(2_000) });
    } catch (error) {
      log.error("rate-limit-store-failed", describeError(error));
    }
  }
  // Issue 14.10: the store and the hottest pages, warmed while the server starts
  // (web/site/warmUp.ts). Not awaited: readiness does not wait, and it never throws.
  const { warmUp } = await import("./site/warmUp");
  void warmUp(async () => (await import("./directory")).warmDirectoryStore());
  if (!config.leadWebhook().url) return;
  const [{ startLeadOutbox }, { describeError, log }] = await Promise.all([
    import("./leads"),
    import("./lib/log"),
  ]);
  await startLeadOutbox().catch((error: unknown) => {
    log.error("lead-outbox-error", { where: "start", ...describeError(error) });
  });
}
