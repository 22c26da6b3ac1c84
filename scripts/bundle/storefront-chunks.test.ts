import type { ChunkingContext } from "rolldown";
import { describe, expect, it } from "vitest";
import { codeSize, SMALL, storefrontChunkGroups } from "./storefront-chunks";

/** A module graph: id → [static imports, source length or the source itself]. */
function graph(modules: Record<string, [string[], (number | string)?]>) {
  const code = (source: number | string = 100) => (typeof source === "string" ? source : "x".repeat(source));
  return {
    getModuleInfo: (id: string) =>
      modules[id] ? { importedIds: modules[id][0], code: code(modules[id][1]) } : null,
  } as unknown as ChunkingContext;
}

/** A small module with a long explanation: 6 KB as written, a few bytes once minified. */
const COMMENTED = `/**\n${" * why it is so\n".repeat(400)} */\n// and a line more\nexport const RATE = 19; // per cent\n`;

const groups = storefrontChunkGroups({
  root: "/app/root.tsx",
  pages: [
    "/app/routes/home.tsx",
    "/app/routes/shop.tsx",
    "/app/routes/about.tsx",
    "/app/routes/auth.tsx",
    "/app/routes/account.tsx",
    "/app/routes/legal.tsx",
  ],
  families: {
    catalog: { members: ["/app/routes/home.tsx", "/app/routes/shop.tsx"] },
    account: { members: ["/app/routes/auth.tsx", "/app/routes/account.tsx"], strict: true },
  },
});
/** The chunk name the groups give `id`, by priority as Rolldown applies them. */
const chunkOf = (id: string, ctx: ChunkingContext) => {
  for (const g of [...groups].sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0))) {
    const name = typeof g.name === "function" ? g.name(id, ctx) : g.name;
    if (name) return name;
  }
  return null;
};

const ctx = graph({
  "/app/root.tsx": [["/app/components/header.tsx"]],
  "/app/components/header.tsx": [["/node_modules/lucide-react/dist/esm/icons/menu.mjs"]],
  "/node_modules/lucide-react/dist/esm/icons/menu.mjs": [[]],
  "/app/routes/home.tsx": [
    ["/app/features/catalog/card.tsx", "/app/lib/meta.ts", "/app/features/home/hero.tsx", "/domain/vat.ts"],
  ],
  "/app/routes/shop.tsx": [
    [
      "/app/features/catalog/card.tsx",
      "/app/lib/meta.ts",
      "/node_modules/zod/index.js",
      "/node_modules/lucide-react/dist/esm/icons/leaf.mjs",
    ],
  ],
  "/app/routes/about.tsx": [
    ["/app/lib/meta.ts", "/node_modules/zod/index.js", "/app/features/info/big.ts", "/domain/vat.ts"],
  ],
  "/domain/vat.ts": [[], COMMENTED],
  "/app/features/catalog/card.tsx": [
    ["/app/components/header.tsx", "/node_modules/lucide-react/dist/esm/icons/leaf.mjs"],
    4000,
  ],
  "/node_modules/lucide-react/dist/esm/icons/leaf.mjs": [[], 300],
  "/app/lib/meta.ts": [[], 800],
  "/app/features/home/hero.tsx": [[], 3000],
  "/node_modules/zod/index.js": [[], 500],
  "/app/features/info/big.ts": [[], SMALL + 1],
  "/app/routes/auth.tsx": [["/app/features/auth/form.tsx", "/app/features/account/link.tsx"]],
  "/app/routes/account.tsx": [["/app/features/auth/form.tsx", "/app/features/account/link.tsx"]],
  "/app/routes/legal.tsx": [["/app/features/withdrawal/texts.ts"]],
  "/app/features/auth/form.tsx": [[], 3000],
  "/app/features/account/link.tsx": [["/app/features/withdrawal/texts.ts"], 3000],
  "/app/features/withdrawal/texts.ts": [[], 3000],
});

describe("storefront chunk groups", () => {
  it("puts what the root imports, icons included, into the shell", () => {
    expect(chunkOf("/app/components/header.tsx", ctx)).toBe("shell");
    expect(chunkOf("/node_modules/lucide-react/dist/esm/icons/menu.mjs", ctx)).toBe("shell");
    expect(chunkOf("/app/root.tsx", ctx)).toBeNull();
  });

  it("adds small pieces of our own that pages share, not libraries", () => {
    expect(chunkOf("/app/lib/meta.ts", ctx)).toBe("shell");
    expect(chunkOf("/node_modules/zod/index.js", ctx)).toBeNull();
  });

  it("weighs a piece as the minifier will leave it: a well-commented small module is small", () => {
    expect(COMMENTED.length).toBeGreaterThan(SMALL);
    expect(codeSize(COMMENTED)).toBeLessThan(40);
    expect(chunkOf("/domain/vat.ts", ctx)).toBe("shell");
    // A URL in a string is code, not a comment.
    expect(codeSize('const u = "https://example.de/a"; // the shop')).toBe(
      'const u = "https://example.de/a"; '.length,
    );
  });

  it("leaves a small piece only a family's pages share to the family's file, not every page's shell", () => {
    // The icon is small and two pages use it, but both are the catalogue's: the other pages need not load it.
    expect(chunkOf("/node_modules/lucide-react/dist/esm/icons/leaf.mjs", ctx)).toBe("catalog");
  });

  it("gathers what a family's pages share, but not what a page outside it uses or one page alone", () => {
    expect(chunkOf("/app/features/catalog/card.tsx", ctx)).toBe("catalog");
    expect(chunkOf("/app/features/home/hero.tsx", ctx)).toBeNull();
    expect(chunkOf("/app/features/info/big.ts", ctx)).toBeNull();
  });

  it("in a strict family, leaves out what would drag a piece used outside the family into its file", () => {
    expect(chunkOf("/app/features/auth/form.tsx", ctx)).toBe("account");
    // link.tsx is the family's alone, but it imports texts the legal page uses: in the family's file they
    // would make the legal page load it.
    expect(chunkOf("/app/features/account/link.tsx", ctx)).toBeNull();
    expect(chunkOf("/app/features/withdrawal/texts.ts", ctx)).toBeNull();
  });
});
