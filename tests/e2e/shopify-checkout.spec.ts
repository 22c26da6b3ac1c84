import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PLANTS } from "../../content/catalog/plants";
import { freePorts } from "../../server/testing/ports";
import { type StorefrontServer, startStorefrontServer } from "../../server/testing/storefront-server";
import { axeViolations, expect, test } from "./fixtures";

/**
 * The checkout handed to a Shopify store (CHECKOUT_PROVIDER=shopify): its own shop server on a fresh
 * data folder, in front of the local Storefront server, which answers cartCreate as Shopify does since
 * API 2024-10 (short stock in `warnings`, the cart reduced by itself). The catalogue is cached for an
 * hour, so stock sold at Shopify meanwhile is news only to cartCreate.
 */
test.describe.configure({ mode: "serial" });

let base = "";
let shop: ChildProcess | null = null;
let store: StorefrontServer | null = null;
let dataDir = "";

test.beforeAll(async () => {
  test.setTimeout(120_000);
  store = await startStorefrontServer();
  const [port] = await freePorts(1);
  base = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(path.join(tmpdir(), "blattwerk-e2e-shopify-"));
  shop = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    stdio: "ignore",
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      CHECKOUT_PROVIDER: "shopify",
      SHOPIFY_STORE_DOMAIN: "blattwerk-test.myshopify.com",
      SHOPIFY_STOREFRONT_TOKEN: store.token,
      SHOPIFY_API_BASE_URL: store.url,
      SHOPIFY_CACHE_TTL_SECONDS: "3600",
    },
  });
  for (;;) {
    const ok = await fetch(`${base}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (shop.exitCode !== null) throw new Error("the Shopify test shop exited");
    await new Promise((r) => setTimeout(r, 100));
  }
});

test.afterAll(async () => {
  if (shop && shop.exitCode === null) {
    const exited = new Promise((r) => shop!.once("exit", r));
    shop.kill("SIGTERM");
    await exited;
  }
  await store?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** A plant of the store's catalogue as the cart holds it (its id is the Shopify product's number). */
function storeLine(plantId: string, quantity: number) {
  const i = PLANTS.findIndex((p) => p.id === plantId);
  const plant = PLANTS[i]!;
  return {
    id: String(8000000000001 + i),
    name: plant.name,
    priceCents: plant.priceCents,
    imageUrl: `https://cdn.shopify.com/s/files${plant.images[0]}`,
    size: plant.size,
    shopifyVariantId: `gid://shopify/ProductVariant/${45000000000001 + i}`,
    quantity,
  };
}

test("stock sold at Shopify meanwhile: the cart is fitted and the customer told here, not on Shopify's page", async ({
  page,
}) => {
  // The shop has read the store's catalogue (50 of each) before the stock ran short at Shopify.
  expect((await fetch(`${base}/api/plants/search?q=efeutute`)).ok).toBe(true);
  store!.setStock("pothos", 3);
  store!.setStock("zz-plant", 0);
  const cart = [storeLine("monstera-deliciosa", 1), storeLine("pothos", 5), storeLine("zz-plant", 1)];
  await page.addInitScript((json) => localStorage.setItem("cart", json), JSON.stringify(cart));
  await page.route("https://blattwerk-test.myshopify.com/**", (route) => route.abort());
  await page.goto(`${base}/checkout`);
  await page.getByLabel("Vorname").fill("Anna");
  await page.getByLabel("Nachname").fill("Berg");
  await page.getByLabel("E-Mail", { exact: true }).fill("anna@example.de");
  await page.getByLabel("Straße und Hausnummer").fill("Gartenweg 3");
  await page.getByLabel("Postleitzahl").fill("52062");
  await page.getByLabel("Stadt").fill("Aachen");
  await page.getByRole("button", { name: "Zahlungspflichtig bestellen" }).click();

  // The invoice checkout's message, above the order button; nobody left for Shopify.
  const message =
    "Von „Efeutute“ sind nur noch 3 verfügbar. „Glücksfeder (ZZ-Pflanze)“ ist ausverkauft. Bitte passe deinen Warenkorb an; bestellt wurde noch nichts.";
  await expect(page.getByTestId("stock-message")).toHaveText(
    `${message} Wir haben deinen Warenkorb angepasst – prüfe ihn und bestelle dann erneut.`,
  );
  expect(new URL(page.url()).pathname).toBe("/checkout");
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("cart") ?? "[]"));
  expect(stored.map((l: { name: string; quantity: number }) => [l.name, l.quantity])).toEqual([
    ["Monstera Deliciosa", 1],
    ["Efeutute", 3],
  ]);
  expect(await axeViolations(page)).toEqual([]);

  // The fitted cart goes on to Shopify's checkout.
  const leaving = page.waitForRequest(/^https:\/\/blattwerk-test\.myshopify\.com\/cart\/c\//);
  await page.getByRole("button", { name: "Zahlungspflichtig bestellen" }).click();
  await leaving;
});
