/**
 * Runs once when the server starts (Next.js instrumentation), before requests are
 * served: the request and response hooks of web/site/serverHooks.ts.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { installServerHooks } = await import("./site/serverHooks");
  installServerHooks();
}
