// Runs npm scripts side by side and fails if any of them fails: `npm test` checks lint
// and types at once, one core each (a 2-core machine did them in turn before), and seeds
// the browser tests' directory while `next build` runs. Each script's output is printed
// whole when it ends (runBuffered.mjs).
import { runBuffered } from "./runBuffered.mjs";

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error("usage: node web/scripts/runParallel.mjs <npm script>...");
  process.exit(2);
}

async function run(name) {
  const started = Date.now();
  const { status, output } = await runBuffered("npm", ["run", "-s", name]);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  process.stdout.write(
    `\n> ${name}: ${status === 0 ? "passed" : `failed (${status})`} in ${seconds} s\n`,
  );
  process.stdout.write(output);
  return status === 0;
}

const results = await Promise.all(names.map(run));
process.exit(results.every(Boolean) ? 0 : 1);
