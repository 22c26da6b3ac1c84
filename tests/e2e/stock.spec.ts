import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { MAX_QUANTITY } from "../../domain/orders/cart";
import { freePorts } from "../../server/testing/ports";
import { axeViolations, expect, test } from "./fixtures";

/**
 * Stock in the storefront (#16). The shared e2e server's embedded database is locked while it runs and
 * every other test orders from it, so these tests start their own server on a fresh data folder with
 * the stock they need (tests/e2e/seed-stock.ts), and throw it away afterwards: nothing to restore.
 * Monstera Deliciosa is sold out, Bogenhanf (snake-plant) has 3 left, Grünlilie (spider-plant) is
 * unpublished (a back-office draft), the rest have 50.
 */
const STOCK = { "monstera-deliciosa": 0, "snake-plant": 3, "spider-plant": "unpublished" };

test.describe.configure({ mode: "serial" });

let base = "";
let server: ChildProcess | null = null;
let dataDir = "";

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const [port] = await freePorts(1);
  base = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(path.join(tmpdir(), "blattwerk-e2e-stock-"));
  const tsx = (file: string, ...args: string[]) => ["--import", "tsx", file, ...args];
  const pairs = Object.entries(STOCK).map(([id, n]) => `${id}=${n}`);
  const seeded = spawnSync(process.execPath, tsx("tests/e2e/seed-stock.ts", dataDir, ...pairs), {
    stdio: "inherit",
  });
  if (seeded.status !== 0) throw new Error("seeding the stock failed");
  server = spawn(process.execPath, tsx("server/main.ts"), {
    stdio: "ignore",
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      ORDER_RATE_LIMIT_MAX: "1000",
    },
  });
  for (;;) {
    const ok = await fetch(`${base}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (server.exitCode !== null) throw new Error("the stock test server exited");
    await new Promise((r) => setTimeout(r, 100));
  }
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server!.once("exit", r));
    server.kill("SIGTERM");
    await exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const card = (page: Page, name: string) => page.getByTestId("plant-card").filter({ hasText: name });

test("a sold-out plant says „Ausverkauft“ and cannot be added: card, dialog and plant page", async ({
  page,
  consoleErrors,
}) => {
  await page.goto(`${base}/shop`);
  const monstera = card(page, "Monstera Deliciosa");
  await expect(monstera.getByTestId("stock-note")).toHaveText("Ausverkauft");
  const reason = "Monstera Deliciosa ist ausverkauft und kann nicht in den Warenkorb gelegt werden";
  await expect(monstera.getByRole("button", { name: reason })).toBeDisabled();
  // Plants with enough left say nothing about stock.
  await expect(card(page, "Efeutute").getByTestId("stock-note")).toHaveCount(0);
  await expect(
    card(page, "Efeutute").getByRole("button", { name: "Efeutute in den Warenkorb" }),
  ).toBeEnabled();

  await monstera.getByRole("link", { name: "Details zu Monstera Deliciosa" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("stock-note")).toHaveText("Ausverkauft");
  await expect(dialog.getByRole("button", { name: reason })).toBeDisabled();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");

  await page.goto(`${base}/shop/plant/monstera-deliciosa`);
  await expect(page.getByRole("heading", { level: 1, name: "Monstera Deliciosa" })).toBeVisible();
  await expect(page.getByTestId("stock-note")).toHaveText("Ausverkauft");
  await expect(page.getByRole("button", { name: reason })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Jetzt kaufen" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Menge erhöhen" })).toBeDisabled();
  // By the notice: similar plants that can be bought now (#32): same light and category first, then light.
  const similar = page.getByTestId("similar-available");
  await expect(similar.getByRole("heading")).toHaveText("Ähnliche Pflanzen, sofort lieferbar");
  await expect(similar.getByRole("link")).toHaveCount(3);
  expect(await similar.getByRole("link").evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual([
    "/shop/plant/peace-lily",
    "/shop/plant/calathea-orbifolia",
    "/shop/plant/pothos",
  ]);
  expect(await axeViolations(page)).toEqual([]);
  // The English page offers them in English, under /en.
  await page.goto(`${base}/en/shop/plant/monstera-deliciosa`);
  const similarEn = page.getByTestId("similar-available");
  await expect(similarEn.getByRole("heading")).toHaveText("Similar plants, available now");
  await expect(similarEn.getByRole("link").first()).toHaveAttribute("href", "/en/shop/plant/peace-lily");
  // A plant that can be bought offers none.
  await page.goto(`${base}/shop/plant/pothos`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("similar-available")).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test("an unpublished plant is not in the shop, its page is a 404 and it cannot be ordered", async ({
  page,
}) => {
  await page.goto(`${base}/shop`);
  await expect(page.getByTestId("result-count")).toHaveText("7 gefunden");
  await expect(card(page, "Grünlilie")).toHaveCount(0);
  const res = await page.goto(`${base}/shop/plant/spider-plant`);
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Pflanze nicht gefunden" })).toBeVisible();
  const sitemap = await (await page.request.get(`${base}/sitemap.xml`)).text();
  expect(sitemap).toContain("/shop/plant/pothos");
  expect(sitemap).not.toContain("spider-plant");
  const order = await page.request.post(`${base}/api/orders`, {
    data: {
      items: [{ id: "spider-plant", quantity: 1 }],
      shipping: {
        firstName: "Otto",
        lastName: "Entwurf",
        email: "otto@example.de",
        address: "Eilweg 1",
        city: "Köln",
        postalCode: "50667",
        country: "DE",
      },
      idempotencyKey: randomUUID(),
    },
  });
  expect(order.status()).toBe(422);
  expect((await order.json()).message).toContain("spider-plant");
});

test("a plant with few left says „Nur noch 3 verfügbar“ and the cart takes no more than that", async ({
  page,
  consoleErrors,
}) => {
  await page.goto(`${base}/shop`);
  await expect(card(page, "Bogenhanf").getByTestId("stock-note")).toHaveText("Nur noch 3 verfügbar");

  await page.goto(`${base}/shop/plant/snake-plant`);
  await expect(page.getByTestId("stock-note")).toHaveText("Nur noch 3 verfügbar");
  const more = page.getByRole("button", { name: "Menge erhöhen" });
  for (let i = 0; i < 3; i++) if (await more.isEnabled()) await more.click();
  await expect(page.getByTestId("quantity")).toHaveText("3");
  await expect(more).toBeDisabled();
  await page.getByRole("button", { name: "In den Warenkorb", exact: true }).click();

  await page.goto(`${base}/cart`);
  const line = page.getByTestId("cart-line").filter({ hasText: "Bogenhanf" });
  await expect(line.getByTestId("quantity")).toHaveText("3");
  await expect(line.getByTestId("stock-note")).toHaveText("Nur noch 3 verfügbar");
  await expect(line.getByRole("button", { name: "Menge von Bogenhanf erhöhen" })).toBeDisabled();
  expect(await axeViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

/**
 * Other customers' orders, placed through the API while this page's checkout waits: as many as it takes
 * at the per-line cap (MAX_QUANTITY, #49 §4), each a first order well under the invoice cap.
 */
async function orderElsewhere(page: Page, id: string, quantity: number) {
  for (let left = quantity; left > 0; left -= MAX_QUANTITY)
    await orderOnce(page, id, Math.min(left, MAX_QUANTITY));
}

async function orderOnce(page: Page, id: string, quantity: number) {
  const shipping = {
    firstName: "Otto",
    lastName: "Schneller",
    email: "otto@example.de",
    address: "Eilweg 1",
  };
  const res = await page.request.post(`${base}/api/orders`, {
    data: {
      items: [{ id, quantity }],
      shipping: { ...shipping, city: "Köln", postalCode: "50667", country: "DE" },
      idempotencyKey: randomUUID(),
    },
  });
  expect(res.status()).toBe(201);
}

test("a checkout for more than is left shows the German message and fits the cart", async ({
  page,
  consoleErrors,
}) => {
  // All three Bogenhanf that are left, and an Efeutute beside them.
  await page.goto(`${base}/shop/plant/snake-plant`);
  const more = page.getByRole("button", { name: "Menge erhöhen" });
  await more.click();
  await more.click();
  await expect(page.getByTestId("quantity")).toHaveText("3");
  await page.getByRole("button", { name: "In den Warenkorb", exact: true }).click();
  await page.goto(`${base}/shop/plant/pothos`);
  await page.getByRole("button", { name: "In den Warenkorb", exact: true }).click();
  await page.goto(`${base}/checkout`);
  await expect(page.getByRole("button", { name: "Zahlungspflichtig bestellen" })).toBeEnabled();
  await page.getByLabel("Vorname").fill("Anna");
  await page.getByLabel("Nachname").fill("Berg");
  await page.getByLabel("E-Mail", { exact: true }).fill("anna@example.de");
  await page.getByLabel("Straße und Hausnummer").fill("Gartenweg 3");
  await page.getByLabel("Postleitzahl").fill("52062");
  await page.getByLabel("Stadt").fill("Aachen");

  // Meanwhile someone else buys two of the three.
  await orderElsewhere(page, "snake-plant", 2);

  await page.getByRole("button", { name: "Zahlungspflichtig bestellen" }).click();
  const message = page.getByTestId("stock-message");
  await expect(message).toContainText("Von „Bogenhanf – Mittel“ ist nur noch 1 verfügbar.");
  await expect(message).toContainText("Wir haben deinen Warenkorb angepasst");
  await expect(page).toHaveURL(/\/checkout$/);
  // The summary now holds what can be delivered; nothing was ordered.
  await expect(page.getByTestId("order-features")).toContainText("1 × Bogenhanf");
  // What was typed stays for this tab: a reload, or back from the cart, keeps the address (issue #32).
  await page.reload();
  await expect(page.getByLabel("Straße und Hausnummer")).toHaveValue("Gartenweg 3");
  await page.goto(`${base}/cart`);
  await page.goBack();
  await expect(page.getByLabel("Vorname")).toHaveValue("Anna");
  await expect(page.getByLabel("Stadt")).toHaveValue("Aachen");
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("cart") ?? "[]"));
  expect(stored.map((l: { id: string; quantity: number }) => `${l.id}×${l.quantity}`).sort()).toEqual([
    "pothos×1",
    "snake-plant×1",
  ]);

  // Ordering again takes the last one; the typed address is forgotten once the order is placed.
  await page.getByRole("button", { name: "Zahlungspflichtig bestellen" }).click();
  await expect(page).toHaveURL(/\/order-success/);
  expect(await page.evaluate(() => sessionStorage.getItem("checkout-draft"))).toBeNull();
  await page.goto(`${base}/shop/plant/snake-plant`);
  await expect(page.getByTestId("stock-note")).toHaveText("Ausverkauft");
  expect(consoleErrors.filter((e) => !e.includes("409"))).toEqual([]);
});

test("an English checkout for more than is left says so in English (#30)", async ({
  page,
  consoleErrors,
}) => {
  await page.goto(`${base}/en/shop/plant/pothos`);
  await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
  await page.goto(`${base}/en/checkout`);
  await expect(page.getByRole("button", { name: "Place binding order" })).toBeEnabled();
  await page.getByLabel("First name").fill("Ann");
  await page.getByLabel("Last name").fill("Hill");
  await page.getByLabel("Email", { exact: true }).fill("ann@example.com");
  await page.getByLabel("Street and house number").fill("Gartenweg 3");
  await page.getByLabel("Postal code").fill("52062");
  await page.getByLabel("City").fill("Aachen");

  // Meanwhile someone else buys every Efeutute there is.
  const prices = await (await page.request.get(`${base}/api/cart/prices?id=pothos`)).json();
  await orderElsewhere(page, "pothos", prices.plants[0].stock);

  await page.getByRole("button", { name: "Place binding order" }).click();
  const message = page.getByTestId("stock-message");
  await expect(message).toContainText(
    "“Pothos” is sold out. Please adjust your cart; nothing has been ordered yet.",
  );
  await expect(message).toContainText("We have adjusted your cart");
  await expect(message).not.toContainText("ausverkauft");
  await expect(page).toHaveURL(/\/en\/checkout$/);
  expect(consoleErrors.filter((e) => !e.includes("409"))).toEqual([]);
});
