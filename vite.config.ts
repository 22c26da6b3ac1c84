import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: {
    target: "es2022",
    // Fewer, larger files for the first view: React with React Router, every lucide icon and the
    // helpers of app/lib in one chunk each, not one file per module (48 → 21 scripts on /). Each request
    // costs a round trip on a slow network, six at a time over HTTP/1.1 (bench/RESULTS.md, Lighthouse).
    // Code that loads on demand (camera, dialogs, carousel) keeps its own chunks.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 20,
            },
            { name: "icons", test: /node_modules[\\/]lucide-react[\\/]/, priority: 10 },
            // The small shared helpers of app/lib and app/lib/i18n, and the shell's texts, used by the root and
            // lazily loaded parts alike (zod's wrapper and the form errors' renderer stay out: only forms load them).
            {
              name: "lib",
              test: /[\\/]app[\\/](?:lib[\\/](?!zod\.|i18n[\\/]form-errors\.)(?:i18n[\\/])?[^\\/]+|components[\\/]layout[\\/]messages\.ts)$/,
              priority: 5,
            },
          ],
        },
      },
    },
  },
});
