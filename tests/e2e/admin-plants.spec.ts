import { writeFile } from "node:fs/promises";
import type { Page, TestInfo } from "@playwright/test";
import sharp from "sharp";
import { gtin13CheckDigit } from "../../domain/catalog/plant-codes";
import { formatEuro } from "../../domain/orders/money";
import { TEST_ADDRESS } from "../../server/testing/address";
import { pdfText } from "../../server/testing/pdf-text";
import { signInAsAdmin } from "./admin-session";
import { axeViolations, expect, reviewScreenshot, test, waitForHydration } from "./fixtures";
import { shipInBackOffice } from "./ship-as-admin";

/** A small photo as a shop owner would upload it (PNG; the server turns it into WebP). */
const photo = () =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 30, g: 120, b: 70 } } })
    .png()
    .toBuffer();

/** Signs in and opens an empty plant form; the project's name keeps the plants of parallel runs apart. */
async function openNewPlantForm(page: Page, testInfo: TestInfo) {
  await signInAsAdmin(page);
  await page.goto("/admin/plants/new");
  await waitForHydration(page);
  return testInfo.project.name.split("-")[0]!;
}

test("an admin creates a plant, changes its price, English texts and image: /shop and the plant pages in both languages show them; a broken file and a 50 MB file are refused", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  // "desktop" or "mobile" (the project is "<viewport>-catalog-edits", see playwright.config.ts).
  const project = testInfo.project.name.split("-")[0]!;
  await signInAsAdmin(page);

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

  // Without an English name (#32) the English page names it in German, marked as German.
  await page.goto(`/en/shop/plant/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "de");
  await page.goto(`/admin/plants/${id}`);
  await waitForHydration(page);

  // Price change: typed German-style, saved with an audit entry; with it the English texts (#19).
  await page.getByLabel("Preis in Euro (inkl. MwSt.)").fill("1.234,50");
  await page.getByLabel("Beschreibung", { exact: true }).fill("Ein Farn mit welligen, hellgrünen Wedeln.");
  await page.getByLabel("Gießen", { exact: true }).fill("Gleichmäßig feucht halten.");
  const englishName = name.replace("Farn", "Fern");
  await page.getByLabel("Name (englisch)").fill(englishName);
  await page.getByLabel("Beschreibung (englisch)").fill("A fern with wavy, bright green fronds.");
  await page.getByLabel("Licht (englisch)").fill("Bright, out of direct sun.");
  await page.getByRole("button", { name: "Speichern", exact: true }).click();
  await expect(page.getByText("Die Änderungen sind gespeichert und im Shop sichtbar.")).toBeVisible();
  await expect(page.getByTestId("plant-history")).toContainText("geändert");
  // The history says what (#34): the price, old and new.
  await expect(page.getByTestId("plant-history")).toContainText(
    `Preis: ${formatEuro(1990)} → ${formatEuro(123450)}`,
  );

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
  await expect(page.getByText("Ein Farn mit welligen, hellgrünen Wedeln.")).toBeVisible();

  // The English page shows the English name and texts; the tip without English stays German, marked.
  await page.goto(`/en/shop/plant/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(englishName);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveAttribute("lang", /./);
  const description = page.getByText("A fern with wavy, bright green fronds.");
  await expect(description).toBeVisible();
  await expect(description).not.toHaveAttribute("lang", /./);
  await page.getByText("Care Information", { exact: true }).click();
  await expect(page.getByText("Bright, out of direct sun.")).toBeVisible();
  await expect(page.getByText("Gleichmäßig feucht halten.")).toHaveAttribute("lang", "de");
  // Both languages find it by both names.
  await page.goto(`/en/shop?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole("article").filter({ hasText: englishName })).toHaveCount(1);
  await page.goto(`/shop?q=${encodeURIComponent(englishName)}`);
  await expect(page.getByRole("article").filter({ hasText: name })).toHaveCount(1);
});

test("an admin imports plants from a CSV: a file with a bad line stores nothing, a dry run shows the plan, the import shows in /shop", async ({
  page,
}, testInfo) => {
  const project = testInfo.project.name.split("-")[0]!;
  await signInAsAdmin(page);

  // The export is the template: German headers, semicolons, a BOM for Excel.
  const exported = await page.request.get("/admin/plants/export.csv");
  expect(exported.status()).toBe(200);
  expect(exported.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect(await exported.text()).toMatch(
    /^\uFEFFID;Name;Artikelnummer;EAN;Botanischer Name;Preis;USt-Satz;Größe;/,
  );

  await page.goto("/admin/plants");
  await page.getByRole("link", { name: "CSV importieren" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Pflanzen per CSV importieren" })).toBeVisible();
  await waitForHydration(page);
  expect(await axeViolations(page)).toEqual([]);

  const name = `Kanonenblume ${project} ${Date.now()}`;
  const csv = (price: string) => ({
    name: "pflanzen.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(
      `Name;Preis;Größe;Licht;Wasser;Bestand;Veröffentlicht\n${name};${price};klein;viel;wenig;6;ja\n`,
    ),
  });
  const file = page.getByLabel("CSV-Datei");

  // A bad price: the line and its German message, and nothing is stored.
  await file.setInputFiles(csv("zwölf"));
  await page.getByRole("button", { name: "Importieren", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Nichts gespeichert: 1 Zeile hat Fehler. Bitte korrigiere die Datei und lade sie erneut hoch.",
  );
  await expect(page.getByTestId("import-line-2")).toContainText(
    "Preis: Bitte gib einen Preis in Euro ein, z. B. 24,90.",
  );
  expect(await axeViolations(page)).toEqual([]);

  // The dry run says what would happen, and still stores nothing.
  await file.setInputFiles(csv("15,90"));
  await page.getByRole("button", { name: "Probelauf" }).click();
  await expect(page.getByTestId("import-line-2")).toContainText("wird neu angelegt");
  await expect(page.getByTestId("import-summary")).toHaveText(
    "1 neu, 0 geändert, 0 unverändert, 0 mit Fehlern",
  );
  await page.goto(`/admin/plants?q=${encodeURIComponent(name)}`);
  await expect(page.getByTestId("plants-found")).toHaveText("0 Pflanzen");

  // The import itself: on the storefront at once.
  await page.goto("/admin/plants/import");
  await waitForHydration(page);
  await file.setInputFiles(csv("15,90"));
  await page.getByRole("button", { name: "Importieren", exact: true }).click();
  await expect(page.getByText("Der Import ist gespeichert und im Shop sichtbar.")).toBeVisible();
  await expect(page.getByTestId("import-line-2")).toContainText("neu angelegt");
  await page.goto(`/shop?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole("article").filter({ hasText: name }).first()).toContainText(formatEuro(1590));

  // A changed line of a fresh export: the dry run shows each change as „Feld: alt → neu“ (#34).
  const fresh = await (await page.request.get("/admin/plants/export.csv")).text();
  const id = fresh
    .split("\r\n")
    .find((l) => l.includes(name))!
    .split(";")[0]!;
  await page.goto("/admin/plants/import");
  await waitForHydration(page);
  await file.setInputFiles({
    name: "pflanzen.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`ID;Preis;Bestand;Bestand (exportiert)\n${id};16,90;9;6\n`),
  });
  await page.getByRole("button", { name: "Probelauf" }).click();
  await expect(page.getByTestId("import-line-2")).toContainText("Preis: 15,90 → 16,90");
  await expect(page.getByTestId("import-line-2")).toContainText("Bestand: 6 → 9");

  // Sizes (#43 §1): a line per size names its plant in „Größe von“. The dry run says which line is wrong
  // and why; the import stores the right one, the shop offers it, the export carries it under the plant.
  const sizes = (...lines: string[]) => ({
    name: "groessen.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`ID;Größe von;Preis;Größe;Bestand;Veröffentlicht\n${lines.join("\n")}\n`),
  });
  await page.goto("/admin/plants/import");
  await waitForHydration(page);
  await file.setInputFiles(sizes(`;${id};24,90;groß;3;ja`, `;${id};19,90;klein;2;ja`));
  await page.getByRole("button", { name: "Probelauf" }).click();
  await expect(page.getByTestId("import-line-2")).toContainText(`${name} – Groß`);
  await expect(page.getByTestId("import-line-2")).toContainText("wird neu angelegt");
  await expect(page.getByTestId("import-line-3")).toContainText(
    `Größe: „Klein“ ist die eigene Größe von „${name}“ (in der Zeile der Pflanze).`,
  );
  await expect(page.getByTestId("import-summary")).toHaveText(
    "1 neu, 0 geändert, 0 unverändert, 1 mit Fehlern",
  );
  await reviewScreenshot(page, testInfo, `import-sizes-${testInfo.project.name}.png`, { fullPage: true });
  await file.setInputFiles(sizes(`;${id};24,90;groß;3;ja`));
  await page.getByRole("button", { name: "Importieren", exact: true }).click();
  await expect(page.getByText("Der Import ist gespeichert und im Shop sichtbar.")).toBeVisible();
  await expect(page.getByTestId("import-line-2")).toContainText(`${id}-gross`);
  await page.goto(`/shop/plant/${id}?groesse=gross`);
  const offered = page.getByRole("group", { name: "Größe" });
  await expect(offered.getByRole("radio")).toHaveCount(2);
  await expect(offered.getByRole("radio", { name: /Groß/ })).toBeChecked();
  await expect(offered).toContainText(formatEuro(2490));
  const withSize = await (await page.request.get("/admin/plants/export.csv")).text();
  expect(withSize).toContain(`\r\n${id}-gross;;;;;24,90;;groß;${id};`);
});

test("an admin sells a pot at 19 %: chosen in the form, refused when forged, shown in the list and carried by the CSV export (#27)", async ({
  page,
}, testInfo) => {
  const project = await openNewPlantForm(page, testInfo);

  // A new product is a live plant at 7 % unless staff choose otherwise.
  const rate = page.getByLabel("Umsatzsteuer");
  await expect(rate).toHaveValue("7");
  await expect(rate.locator("option")).toHaveText([
    "7 % (lebende Pflanzen)",
    "19 % (Töpfe, Dünger, Zubehör)",
  ]);
  const name = `Übertopf Terrakotta ${project} ${Date.now()}`;
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Preis in Euro (inkl. MwSt.)").fill("14,90");
  await page.getByLabel("Bestand (Stück)").fill("5");
  await page.getByLabel("Im Shop veröffentlicht").check();
  await rate.selectOption({ label: "19 % (Töpfe, Dünger, Zubehör)" });
  await page.getByRole("button", { name: "Pflanze anlegen" }).click();
  await expect(page).toHaveURL(/\/admin\/plants\/uebertopf-terrakotta-/);
  const id = new URL(page.url()).pathname.split("/").pop()!;
  await waitForHydration(page);
  await expect(page.getByLabel("Umsatzsteuer")).toHaveValue("19");
  expect(await axeViolations(page)).toEqual([]);

  // A forged rate (16 %) gets the German message at the field and changes nothing.
  await page.getByLabel("Umsatzsteuer").evaluate((select: HTMLSelectElement) => {
    select.options[1]!.value = "16";
    select.value = "16";
  });
  await page.getByRole("button", { name: "Speichern", exact: true }).click();
  await expect(
    page.getByText("Bitte wähle den Steuersatz: 7 % (lebende Pflanzen) oder 19 % (Töpfe, Dünger, Zubehör)."),
  ).toBeVisible();
  await expect(page.getByLabel("Umsatzsteuer")).toHaveAttribute("aria-invalid", "true");

  // The list shows each product's rate under its price.
  await page.goto(`/admin/plants?q=${encodeURIComponent(name)}`);
  const entry = page.getByTestId("plant-list").getByRole("link").filter({ hasText: name });
  await expect(entry).toContainText(formatEuro(1490));
  await expect(entry.getByTestId("plant-vat")).toHaveText("inkl. 19 % USt.");
  await page.goto("/admin/plants?q=Monstera");
  await expect(page.getByTestId("plant-vat").first()).toHaveText("inkl. 7 % USt.");

  // The CSV export carries the rate beside the price: 19 for the pot, 7 for the plants.
  const csv = await (await page.request.get("/admin/plants/export.csv")).text();
  const lines = csv.split("\r\n");
  expect(lines[0]).toMatch(/^\uFEFFID;Name;Artikelnummer;EAN;Botanischer Name;Preis;USt-Satz;/);
  expect(lines.find((l) => l.startsWith(`${id};`))).toMatch(new RegExp(`^${id};${name};;;;14,90;19;`));
  expect(lines.find((l) => l.startsWith("pothos;"))).toMatch(/^pothos;[^;]+;[^;]*;[^;]*;[^;]*;[\d,]+;7;/);

  // Sold beside a plant: shipped, the invoice names both rates, the shipping split between them.
  await page.goto("/");
  const placed = await page.request.post("/api/orders", {
    headers: { origin: new URL(page.url()).origin },
    data: {
      items: [
        { id, quantity: 1 },
        { id: "pothos", quantity: 1 },
      ],
      shipping: {
        firstName: "Vera",
        lastName: "Vielfalt",
        email: `e2e-vat-order-${project}-${Date.now()}@example.de`,
        ...TEST_ADDRESS,
      },
      idempotencyKey: `vat-mixed-${project}-${Date.now()}`,
    },
  });
  expect(placed.status()).toBe(201);
  const { order } = (await placed.json()) as { order: { number: string; shippingCents: number } };
  expect(order.shippingCents).toBeGreaterThan(0);
  await shipInBackOffice(page, order.number);
  const invoices = page.getByTestId("order-invoices");
  await expect(invoices.getByRole("row").filter({ hasText: "7 %" })).toHaveCount(1);
  await expect(invoices.getByRole("row").filter({ hasText: "19 %" })).toHaveCount(1);
  const pdf = await page.request.get((await invoices.getByRole("link").first().getAttribute("href"))!);
  const text = pdfText(await pdf.body()).replace(/\u00a0/g, " ");
  // The product line (a long name wraps in the PDF's column, so its first word is what is certain).
  expect(text).toContain("Übertopf");
  expect(text).toMatch(/Bruttobetrag zu 7\s?%/);
  expect(text).toMatch(/Bruttobetrag zu 19\s?%/);
  // One shipping line per rate (shipping follows the goods, BMF on Nebenleistungen).
  expect(text).toMatch(/Versand\s+7\s?%/);
  expect(text).toMatch(/Versand\s+19\s?%/);
});

test("the plant form (#34): categories as checkboxes that the shop's chips know, article number and EAN checked, images ordered and described by keyboard, a removal undone", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const project = await openNewPlantForm(page, testInfo);

  const stamp = String(Date.now());
  const name = `Pfeilwurz ${project} ${stamp}`;
  const sku = `bw-e2e-${stamp}`;
  const first12 = `2${stamp.slice(-11)}`;
  const gtin = `${first12}${gtin13CheckDigit(first12)}`;
  const typo = `${first12}${(gtin13CheckDigit(first12) + 1) % 10}`;
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Preis in Euro (inkl. MwSt.)").fill("18,99");
  await page.getByLabel("Bestand (Stück)").fill("3");
  await page.getByLabel("Artikelnummer").fill(sku);
  await page.getByLabel("EAN / GTIN-13").fill(typo);
  // The categories are the shop's: checkboxes, no free text; „Tierfreundlich“ is the pet checkbox.
  const categories = page.getByRole("group", { name: "Kategorien" });
  await expect(categories.getByRole("checkbox")).toHaveCount(7);
  await expect(categories.getByRole("checkbox", { name: "Tierfreundlich" })).toHaveCount(0);
  await categories.getByRole("checkbox", { name: "Pflegeleicht" }).check();
  // By keyboard: Space ticks the focused box.
  await categories.getByRole("checkbox", { name: "Hängend" }).focus();
  await page.keyboard.press("Space");
  await expect(categories.getByRole("checkbox", { name: "Hängend" })).toBeChecked();
  await page.getByLabel(/Für Haustiere unbedenklich/).check();
  await page.getByLabel("Im Shop veröffentlicht").check();
  await page.getByRole("button", { name: "Pflanze anlegen" }).click();
  // A mistyped EAN: the German message at its field, nothing is created.
  await expect(
    page.getByText("Die Prüfziffer (letzte Ziffer) stimmt nicht.", { exact: false }),
  ).toBeVisible();
  await expect(page.getByLabel("EAN / GTIN-13")).toHaveAttribute("aria-invalid", "true");
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel("EAN / GTIN-13").fill(gtin);
  await page.getByRole("button", { name: "Pflanze anlegen" }).click();
  await expect(page).toHaveURL(/\/admin\/plants\/pfeilwurz-/);
  const id = new URL(page.url()).pathname.split("/").pop()!;
  await waitForHydration(page);
  await expect(page.getByLabel("Artikelnummer")).toHaveValue(sku.toUpperCase());
  await expect(categories.getByRole("checkbox", { name: "Pflegeleicht" })).toBeChecked();
  await expect(categories.getByRole("checkbox", { name: "Beliebt" })).not.toBeChecked();

  // The history says what changed: „Preis: 18,99 € → 19,49 €“.
  await page.getByLabel("Preis in Euro (inkl. MwSt.)").fill("19,49");
  await page.getByRole("button", { name: "Speichern", exact: true }).click();
  await expect(page.getByText("Die Änderungen sind gespeichert und im Shop sichtbar.")).toBeVisible();
  await expect(page.getByTestId("plant-history")).toContainText(
    `Preis: ${formatEuro(1899)} → ${formatEuro(1949)}`,
  );

  // The list shows the article number and EAN, and finds the plant by them.
  await page.goto(`/admin/plants?q=${sku.toUpperCase()}`);
  await expect(page.getByTestId("plant-codes")).toHaveText(`Art.-Nr. ${sku.toUpperCase()} · EAN ${gtin}`);

  // The shop's chips find it: the ticked categories and „Tierfreundlich“ from the pet checkbox.
  for (const chip of ["Tierfreundlich", "Pflegeleicht"]) {
    await page.goto(`/shop?q=${encodeURIComponent(name)}`);
    await page.getByRole("navigation", { name: "Kategorie" }).getByRole("link", { name: chip }).click();
    await expect(page).toHaveURL(/category=(pet-friendly|low-maintenance)/);
    await expect(page.getByRole("article").filter({ hasText: name })).toHaveCount(1);
  }

  // A second plant with the same article number is refused with a clear message.
  await page.goto("/admin/plants/new");
  await waitForHydration(page);
  await page.getByLabel("Name", { exact: true }).fill(`${name} Zwilling`);
  await page.getByLabel("Preis in Euro (inkl. MwSt.)").fill("5");
  await page.getByLabel("Artikelnummer").fill(sku);
  await page.getByRole("button", { name: "Pflanze anlegen" }).click();
  await expect(
    page.getByText(`Die Artikelnummer ${sku.toUpperCase()} hat schon „${name}“.`, { exact: false }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/plants\/new/);

  // Two images; the second gets an alt text and moves to the front by keyboard.
  await page.goto(`/admin/plants/${id}`);
  await waitForHydration(page);
  for (const n of [1, 2]) {
    await page.getByLabel("Bild hochladen").setInputFiles({
      name: `pfeilwurz-${n}.png`,
      mimeType: "image/png",
      buffer: await photo(),
    });
    await page.getByRole("button", { name: "Hochladen", exact: true }).click();
    await expect(page.getByTestId("plant-image")).toHaveCount(n);
  }
  const images = page.getByTestId("plant-images");
  const srcOf = async (n: number) =>
    (await page
      .getByTestId("plant-image")
      .nth(n - 1)
      .getByRole("img")
      .getAttribute("src"))!;
  const [firstSrc, secondSrc] = [await srcOf(1), await srcOf(2)];
  await images.getByLabel("Alternativtext Bild 2").fill("Pfeilwurz mit gestreiften Blättern");
  await images.getByLabel("Alternativtext Bild 2").press("Enter");
  await expect(page.getByText("Der Alternativtext ist gespeichert.")).toBeVisible();
  await expect(images.getByRole("button", { name: "Bild 1 nach vorne" })).toBeDisabled();
  await images.getByRole("button", { name: "Bild 2 nach vorne" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Die Reihenfolge der Bilder ist gespeichert.")).toBeVisible();
  await expect.poll(() => srcOf(1)).toBe(secondSrc);
  // Focus stays with the moved image (now first: its „nach hinten“ button).
  await expect(images.getByRole("button", { name: "Bild 1 nach hinten" })).toBeFocused();
  await expect(page.getByTestId("plant-image").first()).toContainText("Hauptbild");
  expect(await axeViolations(page)).toEqual([]);

  // The shop: the moved image is the main one, with the merchant's alt text.
  await page.goto(`/shop/plant/${id}`);
  await expect(page.getByRole("img", { name: "Pfeilwurz mit gestreiften Blättern" }).first()).toHaveAttribute(
    "src",
    secondSrc,
  );

  // „Bild entfernen“ can be undone: „Rückgängig“ gets the focus, Enter brings the image back in place.
  await page.goto(`/admin/plants/${id}`);
  await waitForHydration(page);
  await images.getByRole("button", { name: "Bild 1 entfernen" }).click();
  await expect(page.getByText("Das Bild ist entfernt.")).toBeVisible();
  await expect(page.getByTestId("plant-image")).toHaveCount(1);
  const undo = page.getByRole("button", { name: "Entfernen rückgängig machen: Bild wiederherstellen" });
  await expect(undo).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press("Enter");
  await expect(page.getByText("Das Bild ist wieder da.")).toBeVisible();
  await expect(page.getByTestId("plant-image")).toHaveCount(2);
  // The focus is back on the restored image's own button.
  await expect(images.getByRole("button", { name: "Bild 1 entfernen" })).toBeFocused();
  await expect.poll(async () => [await srcOf(1), await srcOf(2)]).toEqual([secondSrc, firstSrc]);
  await expect(page.getByTestId("plant-history")).toContainText("Bild wiederhergestellt");
});

test("the plant page shows its stock changes with their reasons, newest first (#34)", async ({
  page,
}, testInfo) => {
  const project = await openNewPlantForm(page, testInfo);
  await page.getByLabel("Name", { exact: true }).fill(`Bestandsprobe ${project} ${Date.now()}`);
  await page.getByLabel("Preis in Euro (inkl. MwSt.)").fill("9,90");
  await page.getByLabel("Bestand (Stück)").fill("5");
  await page.getByRole("button", { name: "Pflanze anlegen" }).click();
  await expect(page).toHaveURL(/\/admin\/plants\/bestandsprobe-/);
  await waitForHydration(page);
  const journal = page.getByTestId("stock-journal");
  await expect(journal).toContainText("Bestandsverlauf");

  // A change by hand asks why (#50 §6): without a reason nothing is saved.
  await page.getByLabel("Bestand (Stück)").fill("8");
  await page.getByRole("button", { name: "Speichern", exact: true }).click();
  await expect(page.getByText("Bitte wähle einen Grund für die Bestandsänderung")).toBeVisible();
  await expect(journal.getByTestId("stock-entry")).toHaveCount(1);
  await page.getByLabel("Bestand (Stück)").fill("8");
  await page.getByLabel("Grund einer Bestandsänderung").selectOption({ label: "Inventur" });
  await page.getByLabel(/Notiz zum Bestand/).fill("Regal 3 nachgezählt");
  await page.getByRole("button", { name: "Speichern", exact: true }).click();
  await expect(journal.getByTestId("stock-entry").first()).toContainText("+3");
  await expect(journal.getByTestId("stock-entry").first()).toContainText(
    "Korrektur · Inventur – Regal 3 nachgezählt",
  );
  await expect(journal.getByTestId("stock-entry").first()).toContainText("Bestand danach: 8");
  expect(await axeViolations(page)).toEqual([]);
});

test("an „Aktionspreis“: the shop strikes through the lowest price of the 30 days before, never a typed one (#43 §2)", async ({
  page,
}, testInfo) => {
  const project = await openNewPlantForm(page, testInfo);
  const name = `Aktionsfarn ${project} ${Date.now()}`;
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Preis in Euro (inkl. MwSt.)").fill("19,90");
  await page.getByLabel("Bestand (Stück)").fill("4");
  await page.getByLabel("Im Shop veröffentlicht").check();
  // Advertised from the start: there is no earlier price, so nothing is struck through.
  await page.getByLabel("Als Aktionspreis zeigen").check();
  await page.getByRole("button", { name: "Pflanze anlegen" }).click();
  await expect(page).toHaveURL(/\/admin\/plants\/aktionsfarn-/);
  const id = new URL(page.url()).pathname.split("/").pop()!;
  await waitForHydration(page);
  await expect(page.getByTestId("on-sale-hint")).toContainText("Im Shop jetzt ohne Streichpreis");
  await page.goto(`/shop/plant/${id}`);
  await expect(page.getByTestId("reduced-price")).toHaveCount(0);

  // The price cut: reduced from 19,90 €, named as the lowest of the last 30 days.
  await page.goto(`/admin/plants/${id}`);
  await waitForHydration(page);
  await page.getByLabel("Preis in Euro (inkl. MwSt.)").fill("14,90");
  await page.getByRole("button", { name: "Speichern", exact: true }).click();
  await expect(page.getByTestId("on-sale-hint")).toContainText("Im Shop jetzt: statt 19,90 €");
  expect(await axeViolations(page)).toEqual([]);
  for (const [path, text] of [
    [`/shop/plant/${id}`, "statt 19,90 € (niedrigster Preis der letzten 30 Tage)"],
    [`/en/shop/plant/${id}`, "instead of €19.90 (lowest price of the last 30 days)"],
  ] as const) {
    await page.goto(path);
    const price = page.getByTestId("reduced-price");
    await expect(price).toContainText(text);
    await expect(price.locator("s")).toHaveText(/19[.,]90/);
    expect(await axeViolations(page)).toEqual([]);
  }
  await page.goto(`/shop?q=${encodeURIComponent(name)}`);
  await expect(page.getByTestId("reduced-price")).toContainText("Aktionspreis");
  await reviewScreenshot(page, testInfo, "aktionspreis-shop.png");
});

test("„Größen“: the merchant adds a size with its own price and stock; the plant page offers it, the journal counts it apart (#43 §1)", async ({
  page,
}, testInfo) => {
  const project = await openNewPlantForm(page, testInfo);
  await page.getByLabel("Name", { exact: true }).fill(`Größenprobe ${project} ${Date.now()}`);
  await page.getByLabel("Preis in Euro (inkl. MwSt.)").fill("19,90");
  await page.getByLabel("Bestand (Stück)").fill("6");
  await page.getByLabel("Im Shop veröffentlicht").check();
  await page.getByRole("button", { name: "Pflanze anlegen" }).click();
  await expect(page).toHaveURL(/\/admin\/plants\/groessenprobe-/);
  const id = new URL(page.url()).pathname.split("/").pop()!;
  await waitForHydration(page);

  const sizes = page.getByTestId("plant-sizes");
  await expect(sizes).toContainText("Die Pflanze gibt es bisher nur in einer Größe.");
  await sizes.getByLabel("Größe", { exact: true }).selectOption({ label: "Groß" });
  await sizes.getByLabel("Preis (€)").fill("0");
  await sizes.getByRole("button", { name: "Größe hinzufügen" }).click();
  await expect(sizes.getByText("Der Preis muss mindestens 0,01 € betragen")).toBeVisible();
  await sizes.getByLabel("Preis (€)").fill("34,90");
  await sizes.getByLabel("Bestand", { exact: true }).fill("3");
  await sizes.getByLabel("Höhe").fill("90–100 cm");
  await sizes.getByRole("button", { name: "Größe hinzufügen" }).click();
  await expect(page.getByText("Größe „Groß“ hinzugefügt.")).toBeVisible();
  const large = sizes.locator('[data-testid="size-form"][data-size="large"]');
  await expect(large.getByLabel("Preis (€)")).toHaveValue("34,90");

  // A stock change of the size asks why, and the plant's journal names the size.
  await large.getByLabel("Bestand", { exact: true }).fill("5");
  await large.getByLabel("Grund der Bestandsänderung").selectOption({ label: "Wareneingang" });
  await large.getByRole("button", { name: "Größe „Groß“ speichern" }).click();
  await expect(page.getByText("Größe „Groß“ gespeichert.")).toBeVisible();
  await expect(page.getByTestId("stock-journal").getByTestId("stock-entry").first()).toContainText("Groß:");
  expect(await axeViolations(page)).toEqual([]);
  await reviewScreenshot(page, testInfo, `admin-plant-sizes-${testInfo.project.name}.png`, {
    fullPage: true,
  });

  // The shop offers both sizes, each at its own price.
  await page.goto(`/shop/plant/${id}?groesse=gross`);
  await waitForHydration(page);
  const choice = page.getByRole("group", { name: "Größe" });
  await expect(choice.getByRole("radio")).toHaveCount(2);
  await expect(choice.getByRole("radio", { name: /Groß/ })).toBeChecked();
  await expect(page.getByText("34,90 €", { exact: true }).first()).toBeVisible();
  await expect(page.getByText("90–100 cm").first()).toBeVisible();
});

test("„Art und Dazu passt“: the merchant names a matching pot and makes a product an accessory (#43 §1)", async ({
  page,
}, testInfo) => {
  const project = await openNewPlantForm(page, testInfo);
  const name = `Topfprobe ${project} ${Date.now()}`;
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Preis in Euro (inkl. MwSt.)").fill("9,90");
  await page.getByLabel("Bestand (Stück)").fill("4");
  await page.getByLabel("Im Shop veröffentlicht").check();
  await page.getByRole("button", { name: "Pflanze anlegen" }).click();
  await expect(page).toHaveURL(/\/admin\/plants\/topfprobe-/);
  const id = new URL(page.url()).pathname.split("/").pop()!;
  await waitForHydration(page);

  const section = page.getByTestId("plant-matching");
  await expect(section.getByRole("radio", { name: "Pflanze" })).toBeChecked();
  await section.getByRole("checkbox", { name: /Übertopf Terrakotta, 14 cm/ }).check();
  await section.getByRole("button", { name: "Art und „Dazu passt“ speichern" }).click();
  await expect(page.getByText("Art und „Dazu passt“ gespeichert.")).toBeVisible();
  await expect(section.getByRole("checkbox", { name: /Übertopf Terrakotta, 14 cm/ })).toBeChecked();
  expect(await axeViolations(page)).toEqual([]);
  await section.scrollIntoViewIfNeeded();
  await reviewScreenshot(page, testInfo, `admin-plant-matching-${testInfo.project.name}.png`);

  await page.goto(`/shop/plant/${id}`);
  await expect(page.getByTestId("matching-products").getByTestId("offer")).toHaveText([
    /Übertopf Terrakotta, 14 cm/,
  ]);
  // Still a plant: its light and care are shown.
  await expect(page.getByText("Licht", { exact: true }).first()).toBeVisible();
  await expect(page.getByText("Pflegehinweise", { exact: true })).toBeVisible();

  // Made an accessory: its page stays, without a plant's light and care; the plant list no longer has it.
  await page.goto(`/admin/plants/${id}`);
  await waitForHydration(page);
  await section.getByRole("radio", { name: /Zubehör/ }).check();
  await section.getByRole("button", { name: "Art und „Dazu passt“ speichern" }).click();
  await expect(page.getByText("Art und „Dazu passt“ gespeichert.")).toBeVisible();
  await page.goto(`/shop/plant/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.getByText("Licht", { exact: true })).toHaveCount(0);
  await expect(page.getByText("Pflegehinweise", { exact: true })).toHaveCount(0);
  await page.goto(`/shop?q=${encodeURIComponent(name)}`);
  await expect(page.getByText("Deine Suche ergab keine Ergebnisse.")).toBeVisible();
});
