/** A benchmark's `--name value` option from the command line, or undefined. */
export function arg(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

/** A page-load measurement's `RUNS URL...` arguments; exits with its usage when they are missing. */
export function runsAndUrls(script: string): { runs: number; urls: string[] } {
  const runs = Number(process.argv[2]);
  const urls = process.argv.slice(3);
  if (!(runs > 0) || urls.length === 0) {
    console.error(`usage: npx tsx tests/perf/${script} RUNS URL...`);
    process.exit(2);
  }
  return { runs, urls };
}
