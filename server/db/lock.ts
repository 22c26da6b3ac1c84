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
 * When the process started (clock ticks since boot, /proc/<pid>/stat field 22), or undefined where
 * there is no /proc. Together with the pid it names one process: after a crash and a restart (say,
 * of a container) another process may have been given the dead server's pid.
 */
export function processStart(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may hold spaces and parentheses: count fields after the last ")".
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
  } catch {
    return undefined;
  }
}

/** The lock's owner is still running: its pid is alive and, where known, started at the same time. */
function ownerRunning(pid: number, start: string | undefined): boolean {
  if (!isAlive(pid)) return false;
  if (!start) return true;
  const now = processStart(pid);
  return now === undefined || now === start;
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
      writeSync(fd, [process.pid, processStart(process.pid)].filter(Boolean).join(" "));
      closeSync(fd);
      return {
        release: () => {
          try {
            if (readFileSync(file, "utf8").trim().split(" ")[0] === String(process.pid)) rmSync(file);
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
      const [pidText, start] = readFileSync(file, "utf8").trim().split(" ");
      const pid = Number.parseInt(pidText ?? "", 10);
      if (Number.isInteger(pid) && pid !== process.pid && ownerRunning(pid, start)) {
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
