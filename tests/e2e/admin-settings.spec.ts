import { signInAsAdmin } from "./admin-session";
import { type StoredLine, seedCart } from "./cart-seed";
import { axeViolations, expect, reviewScreenshot, test, waitForHydration } from "./fixtures";

/** A large plant: its rate is the „Große Pflanzen" setting (the cart's largest size sets the rate). */
const MONSTERA: StoredLine = {
  id: "monstera-deliciosa",
  name: "Monstera Deliciosa",
  priceCents: 2999,
  imageUrl: "/plants/monstera-deliciosa.svg",
  size: "large",
  quantity: 1,
};

// One version guards all settings (a stale form is refused, 409): the tests of this file save one after the
// other, in one worker, never side by side.
test.describe.configure({ mode: "default" });

// Settings are the whole shop's: the test runs after the others (playwright.config.ts, desktop-catalog-edits),
// changes only the large plants' rate, for a moment, and puts it
// back, so tests running beside it (small and medium plants) see the prices they expect.
test("the admin changes a shipping price by keyboard and the cart shows it at once; an invalid IBAN is refused @desktop", async ({
  page,
  consoleErrors,
}, info) => {
  test.slow();
  await signInAsAdmin(page);
  await page.goto("/admin");
  await waitForHydration(page);
  await page
    .getByRole("navigation", { name: "Backoffice-Navigation" })
    .getByRole("link", { name: "Einstellungen" })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Einstellungen");
  await waitForHydration(page);
  expect(await axeViolations(page)).toEqual([]);
  await reviewScreenshot(page, info, "settings.png", { fullPage: true });

  const shipping = page.getByTestId("settings-shipping");
  const large = shipping.getByLabel("Große Pflanzen (€)");
  const save = async (value: string) => {
    // The keyboard path: from „Mittlere Pflanzen" Tab to „Große Pflanzen", type, Tab past „Versandkostenfrei
    // ab" to „Speichern", Enter.
    await shipping.getByLabel("Mittlere Pflanzen (€)").focus();
    await page.keyboard.press("Tab");
    await expect(large).toBeFocused();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type(value);
    await page.keyboard.press("Tab");
    await expect(shipping.getByLabel("Versandkostenfrei ab (€)")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(shipping.getByRole("button", { name: "Speichern", exact: true })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(
      shipping.getByText("Versandkosten: gespeichert. Die Änderung gilt ab sofort."),
    ).toBeVisible();
    await expect(large).toHaveValue(value);
  };
  const before = await large.inputValue();
  expect(before).toBe("9,90");
  try {
    await save("12,34");
    // The history names old → new.
    await shipping.getByText("Verlauf").click();
    await expect(shipping.getByText("Große Pflanzen: 9,90 € → 12,34 €").first()).toBeVisible();

    const cart = await page.context().newPage();
    await seedCart(cart, [MONSTERA]);
    await cart.goto("/cart");
    await waitForHydration(cart);
    await expect(cart.getByTestId("shipping")).toHaveText("12,34 €");
    await cart.close();
  } finally {
    await page.goto("/admin/settings");
    await waitForHydration(page);
    await save(before);
  }
  // The save is through (the page read the settings again) before the next form is filled.
  await expect(
    page.getByTestId("settings-shipping").getByText("Große Pflanzen: 12,34 € → 9,90 €").first(),
  ).toBeAttached();

  // An invalid IBAN (one check digit wrong): refused by the start-up config's rule, said at the field.
  const bank = page.getByTestId("settings-bank");
  const iban = bank.getByLabel("IBAN");
  const stored = await iban.inputValue();
  await iban.fill("DE89 3704 0044 0532 0130 01");
  await bank.getByRole("button", { name: "Speichern", exact: true }).click();
  await expect(bank.getByText(/Das ist keine gültige IBAN/)).toBeVisible();
  await expect(iban).toHaveAttribute("aria-invalid", "true");
  await expect(iban).toHaveValue("DE89 3704 0044 0532 0130 01");
  expect(await axeViolations(page)).toEqual([]);
  await reviewScreenshot(page, info, "settings-iban-refused.png", { fullPage: true });
  // Nothing was stored.
  await page.goto("/admin/settings");
  await expect(page.getByTestId("settings-bank").getByLabel("IBAN")).toHaveValue(stored);
  expect(consoleErrors.filter((e) => !/status of 400/.test(e))).toEqual([]);
});

// #50 §5: a sole trader has no register entry and maybe no VAT ID (§ 5 DDG asks for them only where they
// exist): the business data saves with them empty and the imprint leaves the lines out; put back after.
test("register and VAT ID may stay empty: the imprint leaves them out @desktop", async ({ page }) => {
  test.slow();
  await signInAsAdmin(page);
  await page.goto("/admin/settings");
  await waitForHydration(page);
  const business = page.getByTestId("settings-business");
  const fields = ["Registergericht", "Registernummer", "USt-IdNr."] as const;
  const before = await Promise.all(fields.map((f) => business.getByLabel(f, { exact: true }).inputValue()));
  const save = async (values: readonly string[]) => {
    for (const [i, f] of fields.entries()) await business.getByLabel(f, { exact: true }).fill(values[i]!);
    // The start-up default of the address carries its placeholder mark, which is no address to save.
    const email = business.getByLabel("E-Mail-Adresse");
    await email.fill((await email.inputValue()).replace("(Platzhalter)", "").trim());
    await business.getByRole("button", { name: "Speichern", exact: true }).click();
    await expect(business.getByRole("status")).toContainText("gespeichert. Die Änderung gilt ab sofort.");
  };
  try {
    await save(["", "", ""]);
    await page.goto("/imprint");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Impressum");
    await expect(page.getByRole("main")).not.toContainText("Registergericht");
    await expect(page.getByRole("main")).not.toContainText("Umsatzsteuer-Identifikationsnummer");
  } finally {
    await page.goto("/admin/settings");
    await waitForHydration(page);
    await save(before);
  }
  await page.goto("/imprint");
  await expect(page.getByRole("main")).toContainText(`Registergericht: ${before[0]}`);
});

// #50 §5: a small business (§ 19 UStG) charges no VAT — its prices say so instead of „inkl. MwSt.“, on the
// plant page and in the cart, in both languages. Switched on for a moment and back.
test("Kleinunternehmen: the shop's prices name no VAT while it holds @desktop", async ({ page }) => {
  test.slow();
  await signInAsAdmin(page);
  const tax = page.getByTestId("settings-tax");
  const choose = async (value: "Ja" | "Nein") => {
    await page.goto("/admin/settings#tax");
    await waitForHydration(page);
    const choice = tax.getByLabel("Kleinunternehmen nach § 19 UStG");
    // As tall as the fields around it (a bare select is ~22 px on a phone: too small a target).
    expect((await choice.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await choice.selectOption({ label: value });
    await tax.getByRole("button", { name: "Speichern", exact: true }).click();
    await expect(tax.getByRole("status")).toContainText("gespeichert. Die Änderung gilt ab sofort.");
  };
  try {
    await choose("Ja");
    await page.goto("/shop/plant/snake-plant");
    const note = page.getByTestId("price-note").first();
    await expect(note).toHaveText("Endpreis ohne USt. (§ 19 UStG), zzgl. Versand");
    await expect(page.locator("footer")).toContainText("Alle Preise sind Endpreise ohne USt. (§ 19 UStG).");
    await page.goto("/en/shop/plant/snake-plant");
    await expect(page.getByTestId("price-note").first()).toContainText("Final price without VAT (§ 19 UStG)");
    await expect(page.locator("body")).not.toContainText("incl. VAT");
  } finally {
    await choose("Nein");
  }
  await page.goto("/shop/plant/snake-plant");
  await expect(page.getByTestId("price-note").first()).toHaveText("inkl. MwSt., zzgl. Versand");
});
