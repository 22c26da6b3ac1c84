import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads } from "./script-priority";

describe("lowPriorityModulePreloads", () => {
  it("lowers every module preload and leaves other links and scripts alone", () => {
    const html =
      '<head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/assets/a.js" nonce="n"/>' +
      '<link rel="modulepreload" href="/assets/b.js"/><link rel="preload" as="image" href="/p.svg"/></head>' +
      '<body><script type="module" async="">import("/assets/a.js");</script></body>';
    const out = lowPriorityModulePreloads(html);
    expect(out.match(/fetchpriority="low"/g)).toHaveLength(2);
    expect(out).toContain('<link rel="modulepreload" fetchpriority="low" href="/assets/a.js" nonce="n"/>');
    expect(out).toContain('<link rel="stylesheet" href="/a.css"/>');
    expect(out).toContain('<link rel="preload" as="image" href="/p.svg"/>');
    expect(out).toContain('<script type="module" async="">import("/assets/a.js");</script>');
  });

  it("keeps a priority already given", () => {
    const html = '<link rel="modulepreload" fetchpriority="high" href="/x.js"/>';
    expect(lowPriorityModulePreloads(html)).toBe(html);
  });
});
