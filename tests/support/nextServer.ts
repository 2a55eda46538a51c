/**
 * Raw HTTP to a local server and `next start` of the current build, shared by the
 * security suite (tests/security/support.ts), the scale suite (tests/scale/instances.ts)
 * and the scale bench:
 *
 * - `rawRequest(path, { port, ... })`: one request to 127.0.0.1, exactly as given (any
 *   Host header, the path byte for byte, no redirect followed, a connection of its own);
 * - `statusOf(port, path)`: the status of a GET, or null when nothing answers;
 * - `launchNextStart(port, env)`: `next start web -p <port>` with exactly `env`, its
 *   output collected line by line;
 * - `waitUntilAnswering(server, check)`: polls until `check` is true, failing at once
 *   when the server exits and with its output after the timeout.
 */
import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");
const NEXT_BIN = path.join(ROOT, "node_modules", "next", "dist", "bin", "next");

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface RawRequestOptions {
  port: number;
  /** The Host header (default `main.localhost:<port>`). */
  host?: string;
  headers?: Record<string, string>;
  method?: string;
  body?: string;
  /** Default 30 s. */
  timeoutMs?: number;
}

/** One request to 127.0.0.1:`port`, exactly as given. */
export function rawRequest(requestPath: string, options: RawRequestOptions): Promise<RawResponse> {
  const { port, method = "GET", timeoutMs = 30_000 } = options;
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        path: requestPath,
        method,
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
    request.setTimeout(timeoutMs, () => request.destroy(new Error(`timeout: ${requestPath}`)));
    request.end(options.body);
  });
}

/** GET `path` on 127.0.0.1:`port`: the status, or null when nothing answers (in 5 s). */
export function statusOf(port: number, requestPath: string): Promise<number | null> {
  return rawRequest(requestPath, { port, timeoutMs: 5_000 }).then(
    (response) => response.status,
    () => null,
  );
}

export interface NextServer {
  port: number;
  child: ChildProcess;
  /** What the server printed so far, line by line. */
  output: string[];
  exited: Promise<void>;
}

/** `next start web -p <port>` of the current build, with exactly `env`. */
export function launchNextStart(port: number, env: NodeJS.ProcessEnv): NextServer {
  const child = spawn(process.execPath, [NEXT_BIN, "start", "web", "-p", String(port)], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  const collect = (chunk: Buffer) =>
    output.push(...chunk.toString("utf8").split("\n").filter(Boolean));
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return { port, child, output, exited };
}

/**
 * Polls `check` every 200 ms until it is true. Throws at once when the server exits,
 * and after `timeoutMs`, with what it printed (`label` names it).
 */
export async function waitUntilAnswering(
  server: NextServer,
  check: () => Promise<boolean>,
  { timeoutMs = 60_000, label = `server on ${server.port}` } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(`${label} exited:\n${server.output.join("\n")}`);
    }
    if (await check()) return;
    if (Date.now() > deadline) {
      throw new Error(`${label} not ready in ${timeoutMs} ms:\n${server.output.join("\n")}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
