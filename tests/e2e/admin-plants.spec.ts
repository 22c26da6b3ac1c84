import { writeFile } from "node:fs/promises";
import sharp from "sharp";
import { formatEuro } from "../../domain/money";
import { signInNewAdmin } from "./customer";
import { axeViolations, expect, test, waitForHydration } from "./fixtures";

/** A small photo as a shop owner would upload it (PNG; the server turns it into WebP). */
const photo = () =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 30, g: 120, b: 70 } } })
    .png()
    .toBuffer();

test("an admin creates a plant, changes its price and uploads an image: /shop and the plant page show both; a broken file and a 50 MB file are refused", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  // "desktop" or "mobile" (the project is "<viewport>-catalog-edits", see playwright.config.ts).
  const project = testInfo.project.name.split("-")[0]!;
  await signInNewAdmin(page, `e2e-plants-admin-${project}@example.de`);

  // The list, with the nav entry and the way to a new plant.
  await page.goto("/admin/plants");
  await expect(
    page.getByRole("navigation", { name: "Backoffice-Navigation" }).getByRole("link", { name: "Pflanzen" }),
  ).toHaveAttribute("aria-current", "page");
  await expect(
    page
      .getByTestId("plant-list")
      .getByRole("link", { name: /Monstera/ })
      .first(),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("link", { name: "Neue Pflanze" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Neue Pflanze" })).toBeVisible();
  await waitForHydration(page);

  // German errors next to their fields; nothing is created.
  const name = `Zebra Farn ${project} ${Date.now()}`;
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Preis in Euro (inkl. MwSt.)").fill("zwölf");
  await page.getByRole("button", { name: "Pflanze anlegen" }).click();
  await expect(page.getByText("Bitte gib einen Preis in Euro ein, z. B. 24,90.")).toBeVisible();
  await expect(page.getByLabel("Preis in Euro (inkl. MwSt.)")).toHaveAttribute("aria-invalid", "true");
  expect(await axeViolations(page)).toEqual([]);

  await page.getByLabel("Preis in Euro (inkl. MwSt.)").fill("19,90");
  await page.getByLabel("Botanischer Name").fill("Asplenium nidus");
  await page.getByLabel("Bestand (Stück)").fill("7");
  await page.getByLabel("Im Shop veröffentlicht").check();
  await page.getByRole("button", { name: "Pflanze anlegen" }).click();
  await expect(page).toHaveURL(/\/admin\/plants\/zebra-farn-/);
  const id = new URL(page.url()).pathname.split("/").pop()!;
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${name} bearbeiten`);
  await waitForHydration(page);

  // Price change: typed German-style, saved with an audit entry.
  await page.getByLabel("Preis in Euro (inkl. MwSt.)").fill("1.234,50");
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText("Die Änderungen sind gespeichert und im Shop sichtbar.")).toBeVisible();
  await expect(page.getByTestId("plant-history")).toContainText("geändert");

  // A broken image: a clear German message, nothing stored.
  const file = page.getByLabel("Bild hochladen");
  await file.setInputFiles({ name: "kaputt.jpg", mimeType: "image/jpeg", buffer: Buffer.from("kein Bild") });
  await page.getByRole("button", { name: "Hochladen", exact: true }).click();
  await expect(page.getByText("Die Datei ist kein lesbares Bild.", { exact: false })).toBeVisible();
  await expect(page.getByText("Noch kein Bild: der Shop zeigt einen Platzhalter.")).toBeVisible();

  // 50 MB: refused before it travels (the server's body limit refuses it too, see plants.test.ts).
  const big = testInfo.outputPath("riesig.jpg");
  await writeFile(big, Buffer.alloc(50 * 1024 * 1024));
  await file.setInputFiles(big);
  await page.getByRole("button", { name: "Hochladen", exact: true }).click();
  await expect(page.getByText("Das Bild ist zu groß: höchstens 10 MB.")).toBeVisible();
  await expect(page.getByText("Noch kein Bild: der Shop zeigt einen Platzhalter.")).toBeVisible();

  // A real photo.
  await file.setInputFiles({ name: "farn.png", mimeType: "image/png", buffer: await photo() });
  await page.getByRole("button", { name: "Hochladen", exact: true }).click();
  await expect(page.getByText("Das Bild ist hochgeladen.")).toBeVisible();
  const uploaded = page.getByTestId("plant-images").getByRole("img", { name: `${name}, Bild 1` });
  await expect(uploaded).toHaveAttribute("src", new RegExp(`^/uploads/plants/${id}/[a-f0-9]+-960\\.webp$`));
  expect(await axeViolations(page)).toEqual([]);
  const src = (await uploaded.getAttribute("src"))!;
  const image = await page.request.get(src);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/webp");

  // The storefront shows it at once: the shop list and the plant page (page cache cleared).
  await page.goto(`/shop?q=${encodeURIComponent(name)}`);
  const card = page.getByRole("article").filter({ hasText: name }).first();
  await expect(card).toContainText(formatEuro(123450));
  await expect(card.locator(`img[src="${src}"]`)).toHaveCount(1);
  await page.goto(`/shop/plant/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.getByText(formatEuro(123450)).first()).toBeVisible();
  await expect(page.locator(`img[src="${src}"]`).first()).toBeVisible();
});
