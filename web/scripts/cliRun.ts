/**
 * How the project's command-line tools end: the exit code `main` gives; 2 with the
 * message and the usage line for a misuse (`UsageError`), 2 with the error otherwise.
 */
export class UsageError extends Error {}

export function runCli(main: () => Promise<number>, usage: string): void {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(
        error instanceof UsageError ? `${error.message}\n${usage}\n` : `${String(error)}\n`,
      );
      process.exitCode = 2;
    },
  );
}
