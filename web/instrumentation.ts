/**
 * Runs once when the server starts (Next.js instrumentation), before requests are
 * served: the request and response hooks of web/site/serverHooks.ts, and one log
 * line saying whether draft preview can be entered (web/content/previewSecret.ts).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { installServerHooks } = await import("./site/serverHooks");
  installServerHooks();
  const { logPreviewSecretState } = await import("./content/previewSecret");
  logPreviewSecretState();
}
