/** Types of web/scripts/runBuffered.mjs (plain JavaScript: `npm test` runs it with node). */
export declare function runBuffered(
  command: string,
  args: readonly string[],
  cwd?: string,
): Promise<{ status: number | null; output: Buffer }>;
