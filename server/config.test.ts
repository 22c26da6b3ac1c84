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

  it("requires AUTH_SECRET in production and checks its length", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/AUTH_SECRET is required/);
    expect(() => loadConfig({ AUTH_SECRET: "short" })).toThrow(/AUTH_SECRET/);
    const c = loadConfig({ NODE_ENV: "production", AUTH_SECRET: "x".repeat(32) });
    expect(c).toMatchObject({ production: true, auth: { secret: "x".repeat(32) } });
  });

  it("defaults to the development mailbox and 10 sign-in attempts a minute", () => {
    const c = loadConfig({});
    expect(c.mail).toEqual({ smtpUrl: undefined, from: "Blattwerk <noreply@blattwerk.example>" });
    expect(c.auth.rateLimit).toEqual({ windowSeconds: 60, max: 10 });
    expect(() => loadConfig({ SMTP_URL: "http://mail" })).toThrow(/SMTP_URL/);
    expect(loadConfig({ SMTP_URL: "smtps://u:p@mail.example:465" }).mail.smtpUrl).toBe(
      "smtps://u:p@mail.example:465",
    );
  });
});
