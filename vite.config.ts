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
            {
              // Radix's small shared internals (refs, slot, context, state, presence, ids): one file instead
              // of three to five wherever a Radix part (tabs, accordion, avatar, a dialog) loads.
              name: "radix",
              test: /node_modules[\\/]@radix-ui[\\/](primitive|react-(compose-refs|slot|primitive|context|id|presence|use-[a-z-]+))[\\/]/,
              priority: 15,
            },
            {
              // The list parts (tabs, accordion) with their keyboard focus handling: the sign-in page, support, careers.
              name: "radix-lists",
              test: /node_modules[\\/]@radix-ui[\\/]react-(collection|direction|roving-focus|accordion|collapsible|tabs)[\\/]/,
              priority: 15,
            },
            ...storefrontChunkGroups({
              root: path.resolve("app/root.tsx"),
              pages: readdirSync("app/routes")
                .filter((f) => f.endsWith(".tsx") && !f.startsWith("dev-") && !f.includes(".test."))
                .map((f) => path.resolve("app/routes", f)),
              families: {
                catalog: {
                  members: ["home", "shop", "plant", "saved-plants", "plant-recommendations"].map(page),
                },
                // The voucher page (#43 §3) pays as the checkout does (its payment choice and texts): with the
                // purchase's pages, so what they share is not put on every page's first view.
                purchase: { members: ["plant", "cart", "checkout", "order-success", "voucher"].map(page) },
                // Strict: its pieces (fields, withdrawal texts) are also used by the legal pages and the thank-you page.
                account: {
                  members: ["auth", "auth-reset-password", "auth-callback", "account", "orders"].map(page),
                  strict: true,
                },
              },
            }),
          ],
        },
      },
    },
  },
});
