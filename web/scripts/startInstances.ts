/**
 * `npm run start:instances -- --count N [--port P]` (issue 25.5): N production servers
 * over the one build in web/.next, on ports P, P+1, … (default 3001), each with this
 * process's environment (REDIS_URL, DATABASE_URL, the shared secrets: README "Running
 * several instances"). npm runs web/scripts/prepare.ts first, once: the build if there
 * is none, the embedded directory if it is missing. Ctrl-C or SIGTERM stops them all; an
 * instance that dies is logged and the others keep serving (the load balancer in front,
 * deploy/nginx.conf, sends its traffic to them).
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { log } from "@web/lib/log";
import { repoRoot } from "@web/lib/repoRoot";
import { serverEnv } from "@web/lib/config";

interface Options {
  count: number;
  port: number;
}

/** `--count N` and `--port P` (or `--count=N`); a message saying what is wrong otherwise. */
export function instanceOptions(args: readonly string[]): Options | string {
  const values = new Map<string, string>();
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? "";
    const [name, inline] = arg.split("=", 2);
    if (name !== "--count" && name !== "--port") return `unknown argument ${JSON.stringify(arg)}`;
    const value = inline ?? args[(index += 1)];
    if (value === undefined) return `${name} needs a value`;
    values.set(name, value);
  }
  const count = Number(values.get("--count") ?? 2);
  const port = Number(values.get("--port") ?? 3001);
  if (!Number.isInteger(count) || count < 1 || count > 64) return "--count must be 1 to 64";
  if (!Number.isInteger(port) || port < 1 || port + count - 1 > 65535) {
    return "--port must be a port number (with room for --count ports after it)";
  }
  return { count, port };
}

function main() {
  const options = instanceOptions(process.argv.slice(2));
  if (typeof options === "string") {
    console.error(
      `start:instances: ${options}\nusage: npm run start:instances -- --count N [--port P]`,
    );
    process.exit(2);
  }
  const root = repoRoot();
  const next = path.join(root, "node_modules", "next", "dist", "bin", "next");
  const children = new Map<number, ChildProcess>();
  let stopping = false;

  for (let index = 0; index < options.count; index += 1) {
    const port = options.port + index;
    const child = spawn(process.execPath, [next, "start", "web", "-p", String(port)], {
      cwd: root,
      env: { ...serverEnv(), NODE_ENV: "production", PORT: String(port) },
      stdio: ["ignore", "pipe", "pipe"],
    });
    children.set(port, child);
    const relay = (stream: NodeJS.WriteStream) => (chunk: Buffer) => {
      for (const line of chunk.toString("utf8").split("\n")) {
        if (line) stream.write(`[${port}] ${line}\n`);
      }
    };
    child.stdout?.on("data", relay(process.stdout));
    child.stderr?.on("data", relay(process.stderr));
    child.on("exit", (code, signal) => {
      children.delete(port);
      if (!stopping) log.warn("instance-exited", { port, code, signal });
      if (children.size === 0) process.exit(stopping ? 0 : 1);
    });
  }
  log.info("instances-started", {
    count: options.count,
    ports: [...children.keys()],
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info("instances-stopping", { signal });
    for (const child of children.values()) child.kill("SIGTERM");
    // Next closes its connections first; an instance that hangs is not waited for long.
    setTimeout(() => {
      for (const child of children.values()) child.kill("SIGKILL");
    }, 10_000).unref();
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
}

if (require.main === module) main();
