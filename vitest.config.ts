import { defineConfig } from "vitest/config";

// Separate from vite.config.ts so the React Router plugin does not run under Vitest (DESIGN §8).
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["{app,domain,server,content,scripts}/**/*.test.{ts,tsx}"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
  },
});
