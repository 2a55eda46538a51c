/**
 * Helpers of the security suite: raw HTTP requests (any Host header, paths sent
 * byte for byte, no redirects followed) and production servers started with
 * their own environment, for the behaviour that depends on it (PREVIEW_SECRET,
 * TRUST_PROXY).
 */
import {
  launchNextStart,
  rawRequest as requestOn,
  waitUntilAnswering,
  type RawRequestOptions,
  type RawResponse,
} from "../support/nextServer";
import { PORT } from "../e2e/fixtures";

export { MAIN, ALT, HOMES, PORT } from "../e2e/fixtures";
export type { RawResponse } from "../support/nextServer";

/** One request to 127.0.0.1:`port` (the test server's by default), exactly as given. */
export function rawRequest(
  requestPath: string,
  options: Partial<RawRequestOptions> = {},
): Promise<RawResponse> {
  return requestOn(requestPath, { ...options, port: options.port ?? PORT });
}

/** Every Content-Security-Policy of a response (a comma separates policies, as in CSP itself). */
export function policies(response: RawResponse): string[] {
  const value = response.headers["content-security-policy"];
  return (Array.isArray(value) ? value.join(",") : (value ?? ""))
    .split(",")
    .map((policy) => policy.trim())
    .filter(Boolean);
}

/** The script nonces the policies of a response allow. */
export function policyNonces(response: RawResponse): string[] {
  return policies(response).flatMap((policy) =>
    [...policy.matchAll(/'nonce-([^']+)'/g)].map((match) => match[1] ?? ""),
  );
}

/** The distinct nonce attributes of a page. */
export function htmlNonces(html: string): string[] {
  return [...new Set([...html.matchAll(/\snonce="([^"]+)"/g)].map((match) => match[1] ?? ""))];
}

export interface SpawnedServer {
  port: number;
  /** What the server printed so far, line by line. */
  output: string[];
  stop(): Promise<void>;
}

/**
 * `next start` of the current build on `port`, with the test server's
 * environment minus the settings under test, plus `env`. Resolves once it
 * answers.
 */
export async function startServer(
  port: number,
  env: Record<string, string>,
): Promise<SpawnedServer> {
  const base: NodeJS.ProcessEnv = { ...process.env };
  for (const key of [
    "PREVIEW_SECRET",
    "TRUST_PROXY",
    "SANITY_STUDIO_ORIGIN",
    "PORT",
    "API_RATE_LIMIT",
    "WARM_UP",
  ]) {
    delete base[key];
  }
  // No warm-up unless a test asks for it (WARM_UP: "on"): these servers share the
  // machine with the suite's own.
  const server = launchNextStart(port, {
    ...base,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    WARM_UP: "off",
    ...env,
  });
  try {
    await waitUntilAnswering(server, () =>
      rawRequest("/api/draft-mode/disable", { port }).then(
        () => true,
        () => false,
      ),
    );
  } catch (error) {
    server.child.kill("SIGKILL");
    throw error;
  }
  return {
    port,
    output: server.output,
    async stop() {
      if (server.child.exitCode === null) server.child.kill("SIGTERM");
      await server.exited;
    },
  };
}
