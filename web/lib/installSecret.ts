import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { repoRoot } from "./repoRoot";

/**
 * A random key made for this install on first use and kept in `data/<name>.key`
 * (readable by its owner only), so a site started with no configuration (`npm start`)
 * has a key nobody else knows, and every process of the install (the server, the CLIs)
 * signs and checks with the same one. Two processes creating it at once agree: the
 * file is created exclusively, and the one that loses the race reads the winner's.
 */
export function installSecret(name: string, root: string = repoRoot()): string {
  const file = path.join(root, "data", `${name}.key`);
  const existing = readKey(file);
  if (existing) return existing;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const key = randomBytes(32).toString("base64url");
  try {
    fs.writeFileSync(file, `${key}\n`, { mode: 0o600, flag: "wx" });
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const raced = readKey(file);
    if (raced) return raced;
    throw new Error(`${file} does not hold a key: delete it and a new one is made`);
  }
}

/** The key in `file`, or null when there is none (or too short to be one of ours). */
function readKey(file: string): string | null {
  try {
    const value = fs.readFileSync(file, "utf8").trim();
    return value.length >= 32 ? value : null;
  } catch {
    return null;
  }
}
