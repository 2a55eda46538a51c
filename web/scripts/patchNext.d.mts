/** Types of web/scripts/patchNext.mjs (plain JavaScript: it runs at install, before any build). */
export declare const NEXT_VERSION: string;

export interface NextPatch {
  name: string;
  files: readonly string[] | ((nextDir: string) => string[]);
  from: string;
  to: string;
  optionalPerFile?: boolean;
}

export declare const PATCHES: readonly NextPatch[];

export declare function applyPatch(
  text: string,
  from: string,
  to: string,
): { result: "patched" | "already" | "missing"; text: string };

export declare function patchNext(nextDir: string): string[];
