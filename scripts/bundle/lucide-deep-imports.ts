// A Vite plugin that turns `import { Menu, X as Close } from "lucide-react"` into one import per icon file
// (`import Menu from "lucide-react/icons/menu"`). Through the package's barrel every module that imports an
// icon "reaches" all 1,600 of them, so the bundler's chunking (vite.config.ts) could not tell which icons a
// page needs and put every icon the shop uses into the first view (issue #31). The name → file table is
// read from the barrel itself, so aliases (MenuIcon, LucideMenu) resolve as the package resolves them.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

/** Icon export name → file name without extension, from the package's ES barrel. */
export function lucideIconFiles(barrel: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const m of barrel.matchAll(/export \{([^}]+)\} from '\.\/icons\/([\w-]+)\.mjs';/g))
    for (const part of m[1]!.split(",")) {
      const name = part.trim().match(/^default as (\w+)$/)?.[1];
      if (name) files.set(name, m[2]!);
    }
  return files;
}

const IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g;

/** Rewrites the named lucide-react imports of one module; anything it does not know stays as written. */
export function deepenLucideImports(code: string, files: Map<string, string>): string {
  return code.replace(IMPORT, (whole, names: string) => {
    const specs = names
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean)
      .map((s) => s.match(/^(type\s+)?(\w+)(?:\s+as\s+(\w+))?$/));
    const values = specs.filter((s) => s && !s[1]);
    if (specs.some((s) => !s) || values.some((s) => !files.has(s![2]!))) return whole;
    // Types stay with the barrel (erased when compiled); each icon comes from its own file.
    const types = specs.filter((s) => s?.[1]).map((s) => s![0].replace(/^type\s+/, ""));
    return (
      (types.length ? `import type { ${types.join(", ")} } from "lucide-react";` : "") +
      values.map((s) => `import ${s![3] ?? s![2]} from "lucide-react/icons/${files.get(s![2]!)}";`).join("")
    );
  });
}

export function lucideDeepImports(): Plugin {
  const require = createRequire(import.meta.url);
  const pkg = path.dirname(require.resolve("lucide-react/package.json"));
  const files = lucideIconFiles(readFileSync(path.join(pkg, "dist/esm/lucide-react.mjs"), "utf8"));
  return {
    name: "blattwerk:lucide-deep-imports",
    enforce: "pre",
    transform(code, id) {
      if (id.includes("node_modules") || !/\.[jt]sx?$/.test(id) || !code.includes("lucide-react")) return;
      return { code: deepenLucideImports(code, files), map: null };
    },
  };
}
