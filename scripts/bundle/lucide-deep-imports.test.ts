import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { deepenLucideImports, lucideIconFiles } from "./lucide-deep-imports";

const files = lucideIconFiles(readFileSync("node_modules/lucide-react/dist/esm/lucide-react.mjs", "utf8"));

describe("lucide deep imports", () => {
  it("reads every icon name and alias from the package's barrel", () => {
    expect(files.get("Menu")).toBe("menu");
    expect(files.get("MenuIcon")).toBe("menu");
    expect(files.get("LucideMenu")).toBe("menu");
    expect(files.get("CircleQuestionMark")).toBe("circle-question-mark");
    expect(files.size).toBeGreaterThan(1500);
  });

  it("imports each icon from its own file, renamed where the source renames it", () => {
    const code =
      'import { useState } from "react";\nimport { Menu, X as Close } from "lucide-react";\nuse(Menu, Close);';
    expect(deepenLucideImports(code, files)).toBe(
      'import { useState } from "react";\nimport Menu from "lucide-react/icons/menu";import Close from "lucide-react/icons/x";\nuse(Menu, Close);',
    );
  });

  it("keeps types with the package", () => {
    expect(deepenLucideImports('import { Eye, type LucideIcon } from "lucide-react";', files)).toBe(
      'import type { LucideIcon } from "lucide-react";import Eye from "lucide-react/icons/eye";',
    );
  });

  it("leaves imports it cannot map (unknown names, the provider) as written", () => {
    for (const code of [
      'import { NoSuchIcon } from "lucide-react";',
      'import { LucideProvider } from "lucide-react";',
    ])
      expect(deepenLucideImports(code, files)).toBe(code);
  });
});
