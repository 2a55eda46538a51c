/**
 * Helpers of the security suite: raw HTTP requests (any Host header, paths sent
 * byte for byte, no redirects followed) and production servers started with
 * their own environment, for the behaviour that depends on it (PREVIEW_SECRET,
 * TRUST_PROXY).
 */
import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import path from "node:path";
import { PORT } from "../e2e/fixtures";

export { MAIN, ALT, HOMES, PORT } from "../e2e/fixtures";

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request to 127.0.0.1:`port`, exactly as given. */
export function rawRequest(
  requestPath: string,
  options: { port?: number; host?: string; headers?: Record<string, string> } = {},
): Promise<RawResponse> {
  const port = options.port ?? PORT;
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        path: requestPath,
        method: "GET",
        // A connection of its own for every request. Node 24's global agent keeps
        // sockets alive, and a server whose event loop is busy past its 5 s keep-alive
        // timeout (the warm-up of a freshly started server) closes the idle socket
        // just as the next request is written on it: ECONNRESET (CI, issue 26).
        agent: false,
        headers: { host: options.host ?? `main.localhost:${port}`, ...options.headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.setTimeout(30_000, () => request.destroy(new Error(`timeout: ${requestPath}`)));
    request.end();
  });
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

const ROOT = path.resolve(__dirname, "../..");

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
  const child: ChildProcess = spawn(
    process.execPath,
    [
      path.join(ROOT, "node_modules", "next", "dist", "bin", "next"),
      "start",
      "web",
      "-p",
      String(port),
    ],
    {
      cwd: ROOT,
      // No warm-up unless a test asks for it (WARM_UP: "on"): these servers share the
      // machine with the suite's own.
      env: {
        ...base,
        NODE_ENV: "production",
        NEXT_TELEMETRY_DISABLED: "1",
        WARM_UP: "off",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  const output: string[] = [];
  const collect = (chunk: Buffer) =>
    output.push(...chunk.toString("utf8").split("\n").filter(Boolean));
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      await rawRequest("/api/draft-mode/disable", { port });
      break;
    } catch (error) {
      if (child.exitCode !== null || Date.now() > deadline) {
        child.kill("SIGKILL");
        throw new Error(`server on ${port} did not start: ${String(error)}\n${output.join("\n")}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return {
    port,
    output,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
