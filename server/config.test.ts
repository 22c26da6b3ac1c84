import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("defaults to the embedded database on port 3000 with a 60 € threshold", () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.database).toEqual({ dataDir: "./data" });
    expect(c.freeShippingThresholdCents).toBe(6000);
    expect(c.publicUrl).toBe("http://localhost:3000");
  });

  it("switches to PostgreSQL with DATABASE_URL", () => {
    expect(loadConfig({ DATABASE_URL: "postgres://u@h/db" }).database).toEqual({ url: "postgres://u@h/db" });
  });

  it("rejects a bad port or threshold with a clear message", () => {
    expect(() => loadConfig({ PORT: "abc" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "70000" })).toThrow(/PORT/);
    expect(() => loadConfig({ FREE_SHIPPING_THRESHOLD_EUR: "-5" })).toThrow(/FREE_SHIPPING_THRESHOLD_EUR/);
  });

  it("derives the threshold in cents from euro", () => {
    expect(loadConfig({ FREE_SHIPPING_THRESHOLD_EUR: "49.9" }).freeShippingThresholdCents).toBe(4990);
  });

  it("checks out locally unless CHECKOUT_PROVIDER says shopify", () => {
    expect(loadConfig({}).checkoutProvider).toBe("local");
    expect(loadConfig({}).shopifyStoreDomain).toBeUndefined();
    const shopify = loadConfig({
      CHECKOUT_PROVIDER: "shopify",
      SHOPIFY_STORE_DOMAIN: "mein-shop.myshopify.com",
      SHOPIFY_STOREFRONT_TOKEN: "token",
    });
    expect(shopify).toMatchObject({
      checkoutProvider: "shopify",
      shopifyStoreDomain: "mein-shop.myshopify.com",
    });
    expect(loadConfig({ SHOPIFY_STORE_DOMAIN: " " }).shopifyStoreDomain).toBeUndefined();
    expect(() => loadConfig({ CHECKOUT_PROVIDER: "paypal" })).toThrow(/CHECKOUT_PROVIDER/);
  });
});
