import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./client";
import { DatabaseConfigError } from "./errors";
import { acquireDataDirLock, processStart } from "./lock";

describe("data folder lock", () => {
  it("refuses a second holder while the first is alive", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "bw-lock-"));
    writeFileSync(path.join(dir, ".lock"), String(process.ppid)); // a live process that is not us
    expect(() => acquireDataDirLock(dir)).toThrow(/already in use by another Blattwerk process/);
  });

  it("takes over a lock left by a dead process and releases it", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "bw-lock-"));
    writeFileSync(path.join(dir, ".lock"), "999999999");
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, ".lock"), "utf8").split(" ")[0]).toBe(String(process.pid));
    lock.release();
    expect(() => readFileSync(path.join(dir, ".lock"))).toThrow();
  });

  it.skipIf(processStart(process.pid) === undefined)(
    "takes over a lock whose pid now belongs to another process (pid reused after a crash)",
    () => {
      const dir = mkdtempSync(path.join(tmpdir(), "bw-lock-"));
      // The parent is alive, but it is not the process that wrote the lock: that one started earlier.
      writeFileSync(path.join(dir, ".lock"), `${process.ppid} 1`);
      const lock = acquireDataDirLock(dir);
      expect(readFileSync(path.join(dir, ".lock"), "utf8")).toBe(
        `${process.pid} ${processStart(process.pid)}`,
      );
      lock.release();
      // The same pid with its real start time is the running owner: refused.
      writeFileSync(path.join(dir, ".lock"), `${process.ppid} ${processStart(process.ppid)}`);
      expect(() => acquireDataDirLock(dir)).toThrow(/already in use by another Blattwerk process/);
    },
  );

  it("opens the embedded database in a folder and persists across reopen", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "bw-db-"));
    const first = await openDatabase({ dataDir: dir });
    await first.migrate();
    await first.close();
    const second = await openDatabase({ dataDir: dir });
    await second.ping();
    await second.close();
    // Two on-disk PGlite start-ups: 10 s alone, over 30 s on a busy two-core machine.
  }, 120_000);

  it("explains a bad DATABASE_URL in one line", async () => {
    await expect(openDatabase({ url: "mysql://x" })).rejects.toBeInstanceOf(DatabaseConfigError);
    await expect(openDatabase({ url: "not a url" })).rejects.toThrow(/not a valid URL/);
  });
});
