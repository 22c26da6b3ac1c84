import { describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config";
import { createServices } from "../../server/services";
import { TEST_DATABASES } from "../../server/testing/databases";
import { loader as homeLoader } from "./home";
import { loader as plantLoader } from "./plant";
import { loader as shopLoader } from "./shop";

/** Loaders against a real database, and against one that has gone away. */
async function services(broken: boolean) {
  const database = await TEST_DATABASES[0]!.open();
  if (broken) await database.dispose();
  return {
    services: createServices(loadConfig({}), database),
    cspNonce: "n",
    dispose: () => database.dispose(),
  };
}
const args = (url: string, context: unknown, params = {}) =>
  ({ request: new Request(`http://x${url}`), context, params }) as never;

describe("catalogue loaders", () => {
  it("home resolves the first plants", async () => {
    const ctx = await services(false);
    const { products } = await homeLoader(args("/", ctx));
    expect(await products).toMatchObject({ status: "loaded", fallback: [] });
    expect((await products).plants).toHaveLength(6);
    await ctx.dispose();
  });

  it("home falls back to the spec's 6 trending plants when the catalogue fails", async () => {
    const ctx = await services(true);
    const result = await (await homeLoader(args("/", ctx))).products;
    expect(result.status).toBe("failed");
    expect(result.fallback.map((p) => p.id)).toEqual([
      "monstera-deliciosa",
      "peace-lily",
      "snake-plant",
      "fiddle-leaf-fig",
      "zz-plant",
      "pothos",
    ]);
  });

  it("shop reports a failed catalogue instead of throwing", async () => {
    const ctx = await services(true);
    expect(await (await shopLoader(args("/shop?q=x", ctx))).result).toEqual({ status: "failed" });
  });

  it("shop filters by the URL", async () => {
    const ctx = await services(false);
    const { query, result } = await shopLoader(args("/shop?category=pet-friendly", ctx));
    expect(query.category).toBe("pet-friendly");
    expect(await result).toMatchObject({ status: "loaded", total: 2 });
    await ctx.dispose();
  });

  it("a document gets the grids in its first HTML; a client navigation may stream them (issue #18)", async () => {
    const ctx = await services(false);
    const home = await homeLoader(args("/", ctx));
    const shop = await shopLoader(args("/shop", ctx));
    // Plain values: React renders them at once, no skeletons waiting for JavaScript.
    expect(home.products).not.toBeInstanceOf(Promise);
    expect(home.products).toMatchObject({ status: "loaded" });
    expect(shop.result).not.toBeInstanceOf(Promise);
    expect(shop.result).toMatchObject({ status: "loaded", total: 8 });
    const data = { ...ctx, dataRequest: true };
    expect((await homeLoader(args("/", data))).products).toBeInstanceOf(Promise);
    expect((await shopLoader(args("/shop", data))).result).toBeInstanceOf(Promise);
    await ctx.dispose();
  });

  it("plant page answers 404 for an unknown id", async () => {
    const ctx = await services(false);
    const res = (await plantLoader(args("/shop/plant/x", ctx, { id: "x" }))) as unknown as {
      init: { status: number };
    };
    expect(res.init.status).toBe(404);
    await ctx.dispose();
  });
});
