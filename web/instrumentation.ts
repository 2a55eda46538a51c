/**
 * Runs once when the server starts (Next.js instrumentation), before requests are
 * served: the request and response hooks of web/site/serverHooks.ts, one log line
 * saying whether draft preview can be entered (web/content/previewSecret.ts), and the
 * lead outbox, which begins delivering leads an earlier process left due
 * (LEAD_WEBHOOK_URL; see web/leads/outbox.ts).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { installServerHooks } = await import("./site/serverHooks");
  installServerHooks();
  const { logPreviewSecretState } = await import("./content/previewSecret");
  logPreviewSecretState();
  if (!process.env.LEAD_WEBHOOK_URL) return;
  const [{ startLeadOutbox }, { describeError, log }] = await Promise.all([
    import("./leads"),
    import("./lib/log"),
  ]);
  await startLeadOutbox().catch((error: unknown) => {
    log.error("lead-outbox-error", { where: "start", ...describeError(error) });
  });
}
