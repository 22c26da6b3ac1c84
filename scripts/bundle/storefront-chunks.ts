// How the storefront's JavaScript is split into files beyond React Router's own split per page (issue #31).
// Each file of the first view is a request; on a slow connection six go at a time. Rolldown's default puts
// every set of modules shared by a different set of pages into a file of its own: 23 to 36 files per page,
// many of a few hundred bytes. The groups here gather them:
// - "shell": what the root imports statically (header, footer, cart, consent, their helpers and icons) is on
//   every page, and so are the small pieces of our own and the icons two or more pages share (notes, meta,
//   page head: up to SMALL bytes, as minified, with what they import) unless only one family's pages do;
// - one file per family of pages (the catalogue's, the purchase's, the account's) for what two or more of
//   its pages share and no page outside it uses.
// Everything else follows the bundler: the page's own file, code loaded on demand (dialogs, camera).
import type { ChunkingContext, CodeSplittingGroup } from "rolldown";

/**
 * Bytes (a module with what it imports beyond the shell, comments and spacing left out as the minifier
 * will) up to which a shared piece joins the shell.
 */
export const SMALL = 1500;

/**
 * About what a module weighs once minified. Measured as written, a well-commented module of 230 minified
 * bytes (domain/orders/vat.ts: 6 KB with its comments) counted as large and became a file of its own on the plant
 * page. A line comment starts after a space or a line's start, so "https://" in a string stays.
 */
export const codeSize = (code: string) =>
  code
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/(^|\s)\/\/[^\n]*/g, "$1")
    .replace(/\s+/g, " ").length;

type Graph = Pick<ChunkingContext, "getModuleInfo">;

/**
 * A family of pages sharing one file. `strict`: nothing it pulls in is used outside the family. The
 * catalogue's and the purchase's are not strict: their pages are the busiest, and what their files drag
 * along costs a few outside pages a few KB; strict, their own pages need 12–19 files instead of 7–11.
 */
export interface Family {
  members: string[];
  strict?: boolean;
}

export function storefrontChunkGroups({
  root,
  pages,
  families,
}: {
  /** app/root.tsx, absolute. */
  root: string;
  /** The storefront's page modules, absolute. */
  pages: string[];
  /** Chunk name → its pages. */
  families: Record<string, Family>;
}): CodeSplittingGroup[] {
  // One build's graph: closures are memoised per chunking context.
  const closures = new WeakMap<Graph, Map<string, Set<string>>>();
  /** Every module `from` reaches through static imports, itself included. */
  const reached = (from: string, ctx: Graph): Set<string> => {
    const known = closures.get(ctx) ?? new Map<string, Set<string>>();
    closures.set(ctx, known);
    let found = known.get(from);
    if (!found) {
      found = new Set<string>();
      const todo = [from];
      for (let next = todo.pop(); next !== undefined; next = todo.pop()) {
        if (found.has(next)) continue;
        found.add(next);
        todo.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
      }
      known.set(from, found);
    }
    return found;
  };
  /** How many of `among` reach `id` (a page does not count itself). */
  const reachedBy = (id: string, among: string[], ctx: Graph) =>
    among.filter((page) => page !== id && reached(page, ctx).has(id)).length;

  /** Modules the root and the pages load with import() (dialogs, sheets, the camera), transitively. */
  const lazyEntries = new WeakMap<Graph, string[]>();
  const dynamicEntries = (ctx: Graph): string[] => {
    let found = lazyEntries.get(ctx);
    if (!found) {
      const seen = new Set<string>();
      const todo = [root, ...pages];
      for (let next = todo.pop(); next !== undefined; next = todo.pop())
        for (const m of reached(next, ctx))
          for (const d of ctx.getModuleInfo(m)?.dynamicallyImportedIds ?? [])
            if (!seen.has(d)) {
              seen.add(d);
              todo.push(d);
            }
      found = [...seen];
      lazyEntries.set(ctx, found);
    }
    return found;
  };

  const shell = (id: string, ctx: Graph) => {
    if (id === root) return null;
    const rootReaches = reached(root, ctx);
    if (rootReaches.has(id)) return "shell";
    if (!/[\\/](?:app|domain)[\\/]|lucide-react/.test(id)) return null;
    // An icon one page and code loaded later (a dialog) share would be a file of its own, of 200 bytes.
    const icon = id.includes("lucide-react");
    if (reachedBy(id, pages, ctx) + (icon ? reachedBy(id, dynamicEntries(ctx), ctx) : 0) < 2) return null;
    // Shared by a family's pages alone (an icon of the catalogue's cards): their file, not every page's.
    if (Object.values(families).some((f) => familyOnly(id, f.members, ctx))) return null;
    let size = 0;
    for (const m of reached(id, ctx))
      if (!rootReaches.has(m)) size += codeSize(ctx.getModuleInfo(m)?.code ?? "");
    return size <= SMALL ? "shell" : null;
  };
  /** Used by two or more of `members` and by no page outside them. */
  const familyOnly = (id: string, members: string[], ctx: Graph) => {
    const within = reachedBy(id, members, ctx);
    return within >= 2 && reachedBy(id, pages, ctx) === within;
  };
  // A captured module brings what it imports into the same file (Rolldown's includeDependenciesRecursively),
  // so an import used outside the family makes those outside pages load the family's whole file. A strict
  // family takes a module only if all it pulls in beyond the shell and the packages is family-only too.
  const family =
    (name: string, { members, strict }: Family) =>
    (id: string, ctx: Graph) => {
      if (!familyOnly(id, members, ctx)) return null;
      if (!strict) return name;
      const rootReaches = reached(root, ctx);
      for (const m of reached(id, ctx))
        if (!rootReaches.has(m) && !m.includes("node_modules") && !familyOnly(m, members, ctx)) return null;
      return name;
    };
  return [
    { name: shell as CodeSplittingGroup["name"], priority: 10 },
    ...Object.entries(families).map(([name, members], i) => ({
      name: family(name, members) as CodeSplittingGroup["name"],
      priority: 5 - i,
    })),
  ];
}
