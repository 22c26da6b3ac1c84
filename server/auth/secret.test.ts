import { mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { resolveAuthSecret } from "./secret";

describe("auth secret", () => {
  it("prefers AUTH_SECRET, else generates one under DATA_DIR and keeps it", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "bw-secret-"));
    expect(resolveAuthSecret("configured-secret-configured-secret!", dir)).toBe(
      "configured-secret-configured-secret!",
    );
    const generated = resolveAuthSecret(undefined, dir);
    expect(generated.length).toBeGreaterThanOrEqual(32);
    expect(resolveAuthSecret(undefined, dir)).toBe(generated);
    expect(statSync(path.join(dir, "auth-secret")).mode & 0o777).toBe(0o600);
  });
});
