import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * The key that signs session cookies and verification links. AUTH_SECRET wins (required in
 * production, and whenever several processes must accept each other's cookies). Without it a random
 * secret is generated once and kept in `<DATA_DIR>/auth-secret`, so sessions survive a restart of
 * the development server; deleting the file signs everybody out.
 */
export function resolveAuthSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const dir = path.resolve(dataDir);
  const file = path.join(dir, "auth-secret");
  try {
    const existing = readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return existing;
  } catch {
    // not there yet
  }
  mkdirSync(dir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  try {
    // "wx": when two processes race, the second one reads the first one's secret.
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: "wx" });
    return secret;
  } catch {
    return readFileSync(file, "utf8").trim();
  }
}
