/**
 * Runs once when the Next server starts: the lead outbox begins delivering leads that
 * an earlier process left due (LEAD_WEBHOOK_URL; see web/leads/outbox.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || !process.env.LEAD_WEBHOOK_URL) return;
  const [{ startLeadOutbox }, { describeError, log }] = await Promise.all([
    import("./leads"),
    import("./lib/log"),
  ]);
  await startLeadOutbox().catch((error: unknown) => {
    log.error("lead-outbox-error", { where: "start", ...describeError(error) });
  });
}
