/**
 * How the project's command-line tools end: the exit code `main` gives; 2 with the
 * message and the usage line for a misuse (`UsageError`), 2 with the error otherwise.
 * A tool's `main` writes through the `CliOutput` it is given, so tests run it in-process
 * (`runCliInProcess`) and the entry point hands it the process's streams (`runCli`).
 */
export class UsageError extends Error {}

/** Where a tool writes: the process's stdout and stderr, or a test's buffers. */
export interface CliOutput {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

export type CliMain = (argv: string[], output: CliOutput) => Promise<number>;

/** Runs `main` and answers the exit code the process would end with. */
export async function exitCodeOf(
  main: CliMain,
  usage: string,
  argv: string[],
  output: CliOutput,
): Promise<number> {
  try {
    return await main(argv, output);
  } catch (error) {
    output.stderr(
      error instanceof UsageError ? `${error.message}\n${usage}\n` : `${String(error)}\n`,
    );
    return 2;
  }
}

/** A tool's run as a test reads it: exit code and both outputs. */
export async function runCliInProcess(
  main: CliMain,
  usage: string,
  argv: string[],
): Promise<{ status: number; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  const status = await exitCodeOf(main, usage, argv, {
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
  });
  return { status, stdout, stderr };
}

/** The entry point of a tool run as a command: `if (require.main === module) runCli(...)`. */
export function runCli(main: CliMain, usage: string): void {
  void exitCodeOf(main, usage, process.argv.slice(2), {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
  }).then((code) => {
    process.exitCode = code;
  });
}
