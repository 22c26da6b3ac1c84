import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { SlowFirstSequencer } from "./server/testing/slow-first-sequencer";

// Separate from vite.config.ts so the React Router plugin does not run under Vitest (DESIGN §8).
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["{app,domain,server,content,scripts}/**/*.test.{ts,tsx}"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    // Vitest's default is one worker fewer than cores: one on the 2-core CI machine, which then waits
    // on PostgreSQL, child processes and timers with a core idle (docs/ci-time.md).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Migrates and seeds one database per run that every test file copies (server/testing/databases.ts).
    globalSetup: ["server/testing/global-setup.ts"],
    sequence: { sequencer: SlowFirstSequencer },
  },
});
