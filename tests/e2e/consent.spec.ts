import { expect, test } from "./fixtures";

test.use({ consent: false });

test.describe("cookie consent (spec §4)", () => {
  test("opens after about a second and 'Alles akzeptieren' stores everything", async ({ page }) => {
    await page.goto("/about");
    const dialog = page.getByRole("dialog", { name: "Cookie-Einstellungen" });
    await expect(dialog).toBeHidden({ timeout: 500 });
    await expect(dialog).toBeVisible({ timeout: 3000 });
    // "Nur notwendige" is as prominent as "Alles akzeptieren": same size and style.
    const all = dialog.getByRole("button", { name: "Alles akzeptieren" });
    const necessary = dialog.getByRole("button", { name: "Nur notwendige" });
    const [a, n] = [await all.boundingBox(), await necessary.boundingBox()];
    expect(Math.round(a!.height)).toBe(Math.round(n!.height));
    expect(await all.getAttribute("class")).toBe(await necessary.getAttribute("class"));
    await all.click();
    await expect(page.getByText("Alle Cookies akzeptiert")).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("cookieConsentGiven"))).toBe("true");
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem("cookiePreferences")))!)).toEqual({
      necessary: true,
      functional: true,
      analytics: true,
      marketing: true,
    });
    await page.reload();
    await page.waitForTimeout(1500);
    await expect(dialog).toBeHidden();
  });

  test("'Nur notwendige' stores only the necessary category", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Nur notwendige" }).click();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem("cookiePreferences")))!)).toMatchObject(
      {
        functional: false,
        analytics: false,
        marketing: false,
      },
    );
  });

  test("the footer button reopens the dialog and 'Einstellungen speichern' keeps the choice", async ({
    page,
  }) => {
    await page.goto("/about");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("button", { name: "Cookie-Einstellungen" })).toHaveCount(0);
    await page.getByRole("button", { name: "Nur notwendige" }).click();
    await footer.getByRole("button", { name: "Cookie-Einstellungen" }).click();
    const dialog = page.getByRole("dialog", { name: "Cookie-Einstellungen" });
    await dialog.getByRole("switch", { name: /Funktional/ }).check();
    await dialog.getByRole("button", { name: "Einstellungen speichern" }).click();
    await expect(page.getByText("Cookie-Einstellungen gespeichert")).toBeVisible();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem("cookiePreferences")))!)).toEqual({
      necessary: true,
      functional: true,
      analytics: false,
      marketing: false,
    });
  });
});
