import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";

/** The folder `npx react-router build` writes to (server/config.ts's default BUILD_DIR). */
const BUILD_DIR = path.resolve("build");

/** Folder of the production build's client files, for `createApp`'s static files (/assets/…). */
export const PRODUCTION_CLIENT_DIR = path.relative(process.cwd(), path.join(BUILD_DIR, "client"));

/**
 * The production server build, as `npm start` serves it: for the app tests that ask the real pages what a
 * page-less end-to-end test would (status codes, headers, the server-rendered HTML, robots and sitemap),
 * without a browser. scripts/test.sh builds before Vitest; a local run needs `npx react-router build` first,
 * like the end-to-end tests — and, like them, reads whatever was built last.
 */
export async function productionBuild(): Promise<ServerBuild> {
  const file = path.join(BUILD_DIR, "server/index.js");
  if (!existsSync(file))
    throw new Error(`no production build at ${file}: run \`npx react-router build\` before this test`);
  return (await import(pathToFileURL(file).href)) as ServerBuild;
}
