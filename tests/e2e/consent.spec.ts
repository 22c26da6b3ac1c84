import { COOKIE_POLICY_VERSION } from "../../domain/shop/shop-facts";
import { expect, test, waitForHydration } from "./fixtures";
import { scanEntry } from "./scan-entry";

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
    // Both on the first screen, also on a phone, without scrolling (issue #32).
    const view = page.viewportSize()!;
    for (const box of [a!, n!]) expect(box.y + box.height).toBeLessThanOrEqual(view.height);
    expect(Math.round(a!.y)).toBe(Math.round(n!.y));
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

  test("the English pages ask in English (#19)", async ({ page }) => {
    await page.goto("/en/about");
    const dialog = page.getByRole("dialog", { name: "Cookie settings" });
    await expect(dialog).toBeVisible({ timeout: 3000 });
    await expect(dialog.getByRole("link", { name: "More in the cookie policy" })).toHaveAttribute(
      "href",
      "/en/cookies",
    );
    await dialog.getByRole("button", { name: "Necessary only" }).click();
    await expect(page.getByText("Only necessary cookies active")).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("cookieConsentGiven"))).toBe("true");
  });

  test("the toast after the choice leaves a plant's name and price readable, also on a phone (#46 §9)", async ({
    page,
  }) => {
    await page.goto("/shop/plant/monstera-deliciosa");
    await page.getByRole("button", { name: "Nur notwendige" }).click();
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Nur notwendige Cookies aktiv" });
    await expect(toast).toBeVisible();
    // Where it came to rest (it slides in).
    await page.waitForTimeout(500);
    const t = (await toast.boundingBox())!;
    for (const what of [page.getByRole("heading", { level: 1 }), page.getByText(/^29,99\s€$/).first()]) {
      const b = (await what.boundingBox())!;
      const overlaps =
        t.x < b.x + b.width && b.x < t.x + t.width && t.y < b.y + b.height && b.y < t.y + t.height;
      expect(overlaps, `toast over ${await what.textContent()}`).toBe(false);
    }
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
    test.slow(); // five rounds through the dialog, each with a toast
    // Time runs as usual, and jumps ahead where the test would only wait for toasts to go.
    await page.clock.install();
    await page.goto("/about");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("button", { name: "Cookie-Einstellungen" })).toHaveCount(0);
    await page.getByRole("button", { name: "Nur notwendige" }).click();
    const dialog = page.getByRole("dialog", { name: "Cookie-Einstellungen" });
    const reopen = async () => {
      // Toasts stack at the bottom of a phone screen, where the footer link ends up (the page cannot
      // scroll it any higher): wait until they are gone, as a person would. A tap that still met one
      // sliding in is repeated, as a person would too.
      // The last tap was on the dialog's lowest button, where the toasts now slide in: sonner holds them
      // while the pointer rests over them (a phone's tap leaves that hover behind). Move it away first.
      await page.mouse.move(1, 1);
      await page.clock.fastForward(5_000);
      await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
      const button = footer.getByRole("button", { name: "Cookie-Einstellungen" });
      await button.evaluate((el) => el.scrollIntoView({ block: "center" }));
      await expect(async () => {
        if (!(await dialog.isVisible())) await button.click();
        await expect(dialog).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 15_000 });
    };
    await reopen();
    await dialog.getByRole("switch", { name: /Funktional/ }).check();
    await dialog.getByRole("button", { name: "Einstellungen speichern" }).click();
    await expect(page.getByText("Cookie-Einstellungen gespeichert")).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem("cookiePreferences")))!)).toEqual({
      necessary: true,
      functional: true,
      analytics: false,
      marketing: false,
    });
    // Every choice closes the reopened dialog, and it opens again on each further request.
    for (const choice of ["Alles akzeptieren", "Nur notwendige", "Einstellungen speichern"]) {
      await reopen();
      await dialog.getByRole("button", { name: choice }).click();
      await expect(dialog).toBeHidden();
    }
  });

  test("a consent to an older cookie policy asks again, with nothing pre-selected", async ({ page }) => {
    await page.addInitScript(() => {
      // Only before the first load: the reload below must see what the page stored.
      if (sessionStorage.getItem("e2e-seeded")) return;
      sessionStorage.setItem("e2e-seeded", "1");
      localStorage.setItem("cookieConsentGiven", "true");
      localStorage.setItem("cookieConsentVersion", "2025-04");
      localStorage.setItem(
        "cookiePreferences",
        JSON.stringify({ necessary: true, functional: true, analytics: true, marketing: true }),
      );
    });
    await page.goto("/about");
    await waitForHydration(page);
    const dialog = page.getByRole("dialog", { name: "Cookie-Einstellungen" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("switch", { name: /Funktional/ })).not.toBeChecked();
    await dialog.getByRole("button", { name: "Nur notwendige" }).click();
    expect(await page.evaluate(() => localStorage.getItem("cookieConsentVersion"))).toBe(
      COOKIE_POLICY_VERSION,
    );
    await page.reload();
    await waitForHydration(page);
    await page.waitForTimeout(1500);
    await expect(dialog).toBeHidden();
  });

  test("after 'Nur notwendige' the finished tutorial stays away for the visit, as the cookie policy says", async ({
    page,
  }) => {
    await page.goto("/shop");
    await page.getByRole("button", { name: "Nur notwendige" }).click();
    const tutorial = page.getByRole("dialog", { name: "So funktioniert Blattwerk Scan" });
    await scanEntry(page).click();
    await expect(tutorial).toBeVisible({ timeout: 5000 });
    for (const _ of [1, 2]) await tutorial.getByRole("button", { name: "Weiter" }).click();
    await tutorial.getByRole("button", { name: "Starten" }).click();
    await expect(page).toHaveURL(/\/ai-finder/);
    await page.getByRole("button", { name: "Scan schließen" }).click();
    await expect(page).toHaveURL(/\/shop$/);
    // The second scan of this visit goes straight to the camera; nothing was written to the browser.
    await scanEntry(page).click();
    await expect(page).toHaveURL(/\/ai-finder/, { timeout: 5000 });
    await expect(tutorial).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("skipPlantTutorial"))).toBeNull();
    // The policy says so, and calls saved plants necessary (they are stored on a tap of the heart).
    await page.goto("/cookies");
    await expect(
      page.getByText(/^skipPlantTutorial – .*ohne Einwilligung nur, solange die Seite geöffnet ist/),
    ).toBeVisible();
    const necessary = page.getByRole("listitem").filter({ hasText: /^savedPlants – / });
    await expect(necessary).toContainText("– notwendig –");
    await expect(page.getByRole("listitem").filter({ hasText: /^checkoutAttempt – / })).toBeVisible();
  });
});

test.describe("the suite's own browsers (#44)", () => {
  test.use({ consent: true });

  test("a second tab and a further browser start with the cookie choice made, as the first page does", {
    tag: "@desktop",
  }, async ({ page, newContext }) => {
    const tabs = [await page.context().newPage(), await (await newContext()).newPage()];
    for (const tab of tabs) {
      await tab.goto("/about");
      await waitForHydration(tab);
      // The dialog of a first visit opens about a second after hydration.
      await tab.waitForTimeout(1500);
      await expect(tab.getByRole("dialog", { name: "Cookie-Einstellungen" })).toBeHidden();
    }
  });
});
