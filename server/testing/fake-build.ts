import type { ServerBuild } from "react-router";

/** A route module of a fake build: a component that renders nothing, plus loader, headers, … */
type RouteModule = Record<string, unknown>;

/**
 * A minimal React Router server build for app tests that need pages without `npm run build`: the
 * document comes from `render` (React Router's entry signature), the routes hang under a root route
 * by id → [path, module].
 */
export function fakeServerBuild(
  render: (...args: never[]) => Response | Promise<Response>,
  routes: Record<string, [path: string, module: RouteModule]>,
): ServerBuild {
  return {
    entry: { module: { default: render } },
    routes: {
      root: { id: "root", path: "", module: { default: () => null } },
      ...Object.fromEntries(
        Object.entries(routes).map(([id, [path, module]]) => [
          id,
          { id, parentId: "root", path, module: { default: () => null, ...module } },
        ]),
      ),
    },
    assets: {
      entry: { module: "/assets/entry.js", imports: [] },
      routes: {},
      url: "/assets/manifest.js",
      version: "1",
    },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}
