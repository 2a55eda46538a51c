// Runs a command with its output held back, so commands run side by side (npm test's
// lint beside typecheck, the build beside the seed, the Studio checks' two lanes) print
// one whole block each instead of interleaved lines.
import { spawn } from "node:child_process";

/**
 * Runs `command` with `args` in `cwd`; resolves with its exit status (never 0 when it
 * could not start or was killed) and everything it printed, stdout and stderr in order.
 */
export function runBuffered(command, args, cwd = process.cwd()) {
  return new Promise((resolve) => {
    const output = [];
    const child = spawn(command, args, { cwd, stdio: ["ignore", "pipe", "pipe"] });
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("error", (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on("close", (status) => resolve({ status, output: Buffer.concat(output) }));
  });
}
