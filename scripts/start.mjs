// `npm start`: build the app when the build is missing or older than the sources, then serve it.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const stamp = `${process.env.BUILD_DIR ?? "build"}/server/index.js`;
const sources = [
  "app",
  "content",
  "domain",
  "public",
  "vite.config.ts",
  "react-router.config.ts",
  "package.json",
];

function newest(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  return readdirSync(p).reduce((m, f) => Math.max(m, newest(path.join(p, f))), s.mtimeMs);
}

const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

if (!existsSync(stamp) || newest(stamp) < Math.max(...sources.map(newest))) {
  console.log("Building Blattwerk…");
  run("npx", ["react-router", "build"]);
}
const server = spawnSync("npx", ["tsx", "server/main.ts"], { stdio: "inherit" });
process.exit(server.status ?? 0);
