// Checks a commit message against CONTRIBUTING.md "Commits": `type(scope): subject`
// with a type from the fixed list, a subject of at most 72 characters in the
// imperative, and a body after a blank line saying why. Merges, reverts and
// fixup!/squash! commits are left alone. The hook (.githooks/commit-msg) calls it.

export const TYPES = ["feat", "fix", "perf", "refactor", "test", "bench", "docs", "build", "ci"];
const SUBJECT = new RegExp(`^(${TYPES.join("|")})(\\([a-z0-9-]+\\))?: \\S`);

/** The problems of one message; empty when it follows the convention. */
export function commitMessageProblems(message) {
  const lines = message
    .split("\n")
    .filter((line) => !line.startsWith("#"))
    .join("\n")
    .trim()
    .split("\n");
  const subject = lines[0] ?? "";
  if (/^(Merge|Revert|fixup!|squash!)/.test(subject)) return [];
  const problems = [];
  if (!SUBJECT.test(subject)) {
    problems.push(
      `the subject must start with one of ${TYPES.join(", ")}, e.g. "fix(search): ..."`,
    );
  }
  if (subject.length > 72)
    problems.push(`the subject is ${subject.length} characters (72 at most)`);
  if (/\.$/.test(subject)) problems.push("the subject ends without a full stop");
  if ((lines[1] ?? "") !== "" || !lines.slice(2).some((line) => line.trim())) {
    problems.push("a body, after a blank line, says why");
  }
  return problems;
}
