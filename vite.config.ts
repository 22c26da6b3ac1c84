import { readdirSync } from "node:fs";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { lucideDeepImports } from "./scripts/bundle/lucide-deep-imports.ts";
import { storefrontChunkGroups } from "./scripts/bundle/storefront-chunks.ts";

const page = (name: string) => path.resolve(`app/routes/${name}.tsx`);

export default defineConfig({
  plugins: [lucideDeepImports(), tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: {
    target: "es2022",
    // `BUNDLE_SOURCEMAP=1 npm run build` for bench/chunk-sources.mjs (what each first-view file is made of).
    sourcemap: process.env.BUNDLE_SOURCEMAP === "1",
    // Fewer files for the first view (issue #31): React with React Router in one file, and the storefront's
    // shared code grouped (scripts/bundle/storefront-chunks.ts): 7 files on / instead of 23.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 20,
            },
            ...storefrontChunkGroups({
              root: path.resolve("app/root.tsx"),
              pages: readdirSync("app/routes")
                .filter((f) => f.endsWith(".tsx") && !f.startsWith("dev-") && !f.includes(".test."))
                .map((f) => path.resolve("app/routes", f)),
              families: {
                catalog: ["home", "shop", "plant", "saved-plants", "plant-recommendations"].map(page),
                purchase: ["plant", "cart", "checkout", "order-success"].map(page),
              },
            }),
          ],
        },
      },
    },
  },
});
