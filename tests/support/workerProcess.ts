/**
 * A TypeScript worker in a process of its own (tsx, the app's path aliases, the
 * react-server condition the app's server modules need), spoken to in JSON lines: the
 * shared-state contract tests run two "instances" this way, as two processes would.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import readline from "node:readline";

const ROOT = path.resolve(__dirname, "../..");

export class WorkerProcess<Out = unknown> {
  readonly child: ChildProcess;
  private readonly lines: Out[] = [];
  private readonly waiting: ((line: Out) => void)[] = [];
  private stderr = "";
  readonly exited: Promise<number | null>;

  constructor(script: string, env: Record<string, string | undefined>) {
    this.child = spawn(
      process.execPath,
      ["--conditions=react-server", "--import", "tsx", path.join(ROOT, script)],
      { cwd: ROOT, env: { ...process.env, ...env }, stdio: ["pipe", "pipe", "pipe"] },
    );
    this.exited = new Promise((resolve) => this.child.once("exit", (code) => resolve(code)));
    this.child.stderr!.on("data", (chunk: Buffer) => {
      this.stderr = (this.stderr + chunk.toString()).slice(-4_000);
    });
    readline.createInterface({ input: this.child.stdout! }).on("line", (text) => {
      // Log lines (JSON with an "event") go to stdout too: keep only the worker's answers.
      let line: Out & { event?: unknown };
      try {
        line = JSON.parse(text) as Out & { event?: unknown };
      } catch {
        return;
      }
      if (typeof line === "object" && line !== null && "event" in line) return;
      const next = this.waiting.shift();
      if (next) next(line);
      else this.lines.push(line);
    });
  }

  /** The worker's next line (what it wrote since, or the next it writes). */
  next(timeoutMs = 30_000): Promise<Out> {
    const ready = this.lines.shift();
    if (ready !== undefined) return Promise.resolve(ready);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`worker gave no answer in ${timeoutMs} ms; stderr: ${this.stderr}`)),
        timeoutMs,
      );
      this.waiting.push((line) => {
        clearTimeout(timer);
        resolve(line);
      });
    });
  }

  send(message: unknown): void {
    this.child.stdin!.write(`${JSON.stringify(message)}\n`);
  }

  async ask(message: unknown, timeoutMs?: number): Promise<Out> {
    this.send(message);
    return this.next(timeoutMs);
  }

  get errors(): string {
    return this.stderr;
  }

  /** Ends the worker: closes its input, then SIGKILLs it if it has not exited in 5 s. */
  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    this.child.stdin!.end();
    const timer = setTimeout(() => this.child.kill("SIGKILL"), 5_000);
    await this.exited;
    clearTimeout(timer);
  }
}
