import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { WITHDRAWAL_ORDER_PARAM } from "../../app/features/withdrawal/withdrawal-link";
import { SHARED_PAGE_PARAMS, sharedPageSearch } from "./shared-page-query";

const key = (search: string) => sharedPageSearch(new URLSearchParams(search));

describe("sharedPageSearch: the page cache's key (#49 §4)", () => {
  it("drops parameters no shared page reads", () => {
    expect(key("r=8d1k2")).toBe("");
    expect(key("utm_source=newsletter&fbclid=abc&category=popular")).toBe("?category=popular");
  });

  it("trims and lower-cases the search text, and drops an empty one", () => {
    expect(key("q=%20Monstera%20")).toBe("?q=monstera");
    expect(key("q=MONSTERA")).toBe(key("q=monstera"));
    expect(key("q=%20%20")).toBe("");
    expect(key("q=")).toBe("");
  });

  it("keys only the 100 characters the shop searches for", () => {
    const long = "a".repeat(100);
    expect(key(`q=${long}bbb`)).toBe(`?q=${long}`);
  });

  it("is the same whatever order the parameters come in, keeping the order of repeated ones", () => {
    expect(key("sort=price-asc&q=ficus&light=bright&light=low")).toBe(
      key("light=bright&q=Ficus&r=1&light=low&sort=price-asc"),
    );
    expect(key("light=bright&light=low")).not.toBe(key("light=low&light=bright"));
  });

  it("keys a plant page's chosen size (#43 §1), and only a size it knows", () => {
    expect(key("groesse=gross")).toBe("?groesse=gross");
    expect(key("size=Large")).toBe("?size=large");
    expect(key("groesse=riesig&r=1")).toBe("");
  });

  it("keeps React Router's own parameters of a data request", () => {
    expect(key("q=ficus&_routes=routes%2Fshop")).toBe("?_routes=routes%2Fshop&q=ficus");
    expect(key("index")).toBe("?index=");
  });

  it("names every parameter a page that may be shared reads", () => {
    // The routes that say they may be shared (app/lib/cache-headers.ts), and the shop's query reader.
    const routes = path.resolve(import.meta.dirname, "../../app/routes");
    const shared = readdirSync(routes, { recursive: true, encoding: "utf8" })
      .filter((f) => /\.tsx?$/.test(f) && !f.includes(".test."))
      .map((f) => readFileSync(path.join(routes, f), "utf8"))
      .filter((source) => source.includes("sharedPageHeaders"));
    expect(shared.length).toBeGreaterThanOrEqual(10);
    const sources = [...shared, readFileSync(path.resolve(import.meta.dirname, "shop-query.ts"), "utf8")];
    const read = new Set(
      sources.flatMap((s) =>
        [...s.matchAll(/\.(?:get|getAll|has)\("([^"]+)"\)/g)].map((m) => m[1] as string),
      ),
    );
    expect(read.size).toBeGreaterThan(5);
    for (const name of read) expect(SHARED_PAGE_PARAMS, name).toContain(name);
    expect(SHARED_PAGE_PARAMS).toContain(WITHDRAWAL_ORDER_PARAM);
  });
});
