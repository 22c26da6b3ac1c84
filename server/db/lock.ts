import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";
import { DatabaseConfigError } from "./errors";

export interface DataDirLock {
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * PGlite has no protection against two processes opening one data folder (DESIGN §8), which would
 * corrupt it. We hold `<dir>/.lock` with our pid; a lock left by a dead process is taken over.
 */
export function acquireDataDirLock(dir: string): DataDirLock {
  const file = path.join(dir, ".lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return {
        release: () => {
          try {
            if (readFileSync(file, "utf8").trim() === String(process.pid)) rmSync(file);
          } catch {
            // already gone
          }
        },
      };
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code !== "EEXIST") {
        throw new DatabaseConfigError(`Cannot write to the data folder ${dir}: ${(err as Error).message}`);
      }
      const pid = Number.parseInt(readFileSync(file, "utf8"), 10);
      if (Number.isInteger(pid) && pid !== process.pid && isAlive(pid)) {
        throw new DatabaseConfigError(
          `The data folder ${dir} is already in use by another Blattwerk process (pid ${pid}). ` +
            "Stop it first, or start this one with another DATA_DIR or a DATABASE_URL.",
        );
      }
      rmSync(file, { force: true }); // stale lock of a process that died
    }
  }
  throw new DatabaseConfigError(`Cannot lock the data folder ${dir}.`);
}
