export declare const TYPES: readonly string[];
/** The problems of one commit message; empty when it follows CONTRIBUTING.md "Commits". */
export declare function commitMessageProblems(message: string): string[];
