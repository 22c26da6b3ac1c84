import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { SlowFirstSequencer } from "./server/testing/slow-first-sequencer.ts";

// Separate from vite.config.ts so the React Router plugin does not run under Vitest (DESIGN §8).
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    // Vitest's default is one worker fewer than cores: one on the 2-core CI machine, which then waits
    // on PostgreSQL, child processes and timers with a core idle (docs/ci-time.md).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Spies and stubbed globals end with their test, so no test leaves them to the next file.
    restoreMocks: true,
    unstubGlobals: true,
    // Migrates and seeds one database per run that every test file copies (server/testing/databases.ts).
    globalSetup: ["server/testing/global-setup.ts"],
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      {
        // The server's and the domain's tests share their worker's modules: each file importing the
        // whole server afresh was a third of Vitest's wall time (docs/ci-time.md). They keep no state in
        // modules between files: each opens its own database and services. That includes the file that
        // imports the production build (server/production-app.test.ts): its copy of domain/text/zod.ts
        // configures zod as the server's does (issue #30), so the files after it answer as before.
        extends: true,
        test: {
          name: "server",
          include: ["{domain,server,content,scripts}/**/*.test.{ts,tsx}", "app/routes/**/*.test.{ts,tsx}"],
          isolate: false,
        },
      },
      {
        // The browser side's tests stay isolated: they mock modules and set up a DOM per file.
        extends: true,
        test: {
          name: "app",
          include: ["app/**/*.test.{ts,tsx}"],
          setupFiles: ["tests/unit/dom-setup.ts"],
          exclude: ["app/routes/**"],
        },
      },
    ],
  },
});
