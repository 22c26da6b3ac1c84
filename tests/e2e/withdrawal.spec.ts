import { signUpAndIn, uniqueEmail } from "./customer";
import { axeViolations, expect, test, waitForHydration } from "./fixtures";
import { placeGuestOrder } from "./guest-order";

const ERROR_EMAIL = "Bitte gib eine gültige E-Mail-Adresse an.";

test.describe("electronic withdrawal function (§ 356a BGB)", () => {
  test("the footer link lands on the 'Vertrag widerrufen' button", { tag: "@phone" }, async ({ page }) => {
    await page.goto("/about");
    // A tap during hydration can be lost. (The other lost tap here was the page jumping at its end on a phone,
    // fixed in app.css and tested in shell.spec.ts.)
    await waitForHydration(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Vertrag widerrufen" }).click();
    await expect(page).toHaveURL(/\/widerruf#widerrufsbutton$/);
    await expect(page.getByRole("button", { name: "Vertrag widerrufen" })).toBeInViewport();
  });

  test("the English twin offers the same function in English (#19)", async ({ page }) => {
    await page.goto("/en/widerruf");
    await page.getByRole("button", { name: "Withdraw from contract" }).click();
    const form = page.getByRole("form", { name: "Declare withdrawal" });
    await expect(form.getByRole("button", { name: "Confirm withdrawal" })).toBeVisible();
    await expect(form.getByLabel(/^Order number/)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("two steps without an account; the confirmation shows the stored record and is mailed", async ({
    page,
    consoleErrors,
  }, testInfo) => {
    // One address per project and run, so the mailbox check finds this test's mail.
    const email = `erika.${testInfo.project.name}.${Date.now()}@example.org`;
    await page.goto("/widerruf#widerrufsbutton");
    const section = page.locator("#widerrufsbutton");
    await section.getByRole("button", { name: "Vertrag widerrufen" }).click();

    const form = page.getByRole("form", { name: "Widerruf erklären" });
    await expect(form.getByRole("heading", { name: "Widerruf erklären" })).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);

    await form.getByLabel("Bestellnummer").fill("BW-2026-0815");
    await form.getByLabel("Name").fill("Erika Mustermann");
    await form.getByLabel("E-Mail-Adresse").fill(email);
    await form.getByLabel(/Welche Artikel/).fill("1× Monstera deliciosa");
    await form.getByLabel(/Nachricht/).fill("Sie passt leider nicht in mein Wohnzimmer.");
    const sent = page.waitForResponse((r) => r.url().endsWith("/api/withdrawals"));
    await form.getByRole("button", { name: "Widerruf bestätigen" }).click();
    const receipt = await (await sent).json();
    expect(receipt.id).toMatch(/^[0-9a-f-]{36}$/);

    const confirmation = page.getByTestId("withdrawal-confirmation");
    await expect(
      confirmation.getByRole("heading", { name: "Dein Widerruf ist bei uns eingegangen" }),
    ).toBeFocused();
    const received = new Date(receipt.receivedAt);
    const date = new Intl.DateTimeFormat("de-DE", { dateStyle: "long", timeZone: "Europe/Berlin" }).format(
      received,
    );
    const time = new Intl.DateTimeFormat("de-DE", { timeStyle: "medium", timeZone: "Europe/Berlin" }).format(
      received,
    );
    await expect(confirmation).toContainText(`Eingegangen am ${date} um ${time} Uhr`);
    for (const text of [
      receipt.id,
      "BW-2026-0815",
      "Erika Mustermann",
      email,
      "1× Monstera deliciosa",
      "Sie passt leider nicht in mein Wohnzimmer.",
      "Hiermit widerrufe ich den von mir abgeschlossenen Vertrag über die Bestellung BW-2026-0815.",
    ]) {
      await expect(confirmation).toContainText(text);
    }
    await expect(confirmation).toContainText(
      `Eine Bestätigung schicken wir dir zusätzlich per E-Mail an ${email}.`,
    );
    expect(await axeViolations(page)).toEqual([]);

    // The confirmation on a durable medium: the mail in the development mailbox.
    const mail = page.getByRole("link").filter({ hasText: email });
    await expect(async () => {
      await page.goto("/dev/mailbox");
      await expect(mail).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await mail.click();
    await expect(page.getByTestId("mail-to")).toHaveText(email);
    // BW-2026-0815 is no order of this address: the mail does not repeat what was typed (#49 §4).
    await expect(page.locator("article")).toContainText(
      "Die Erklärung nennt keine Bestellung, die mit dieser E-Mail-Adresse aufgegeben wurde.",
    );
    await expect(page.locator("article")).not.toContainText("BW-2026-0815");
    await expect(page.locator("article")).toContainText(`Eingegangen am: ${date}`);
    expect(consoleErrors).toEqual([]);
  });

  test("an invalid email shows the German message and sends nothing", async ({ page }) => {
    let posted = 0;
    page.on("request", (r) => {
      if (r.url().endsWith("/api/withdrawals")) posted++;
    });
    await page.goto("/widerruf#widerrufsbutton");
    await page.getByRole("button", { name: "Vertrag widerrufen" }).click();
    const form = page.getByRole("form", { name: "Widerruf erklären" });
    await form.getByLabel("Bestellnummer").fill("BW-1");
    await form.getByLabel("Name").fill("Erika Mustermann");
    const email = form.getByLabel("E-Mail-Adresse");
    await email.fill("erika@example");
    await form.getByRole("button", { name: "Widerruf bestätigen" }).click();
    await expect(form.getByText(ERROR_EMAIL)).toBeVisible();
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription(new RegExp(ERROR_EMAIL));
    expect(posted).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("a double click sends the declaration once", async ({ page }) => {
    let posted = 0;
    page.on("request", (r) => {
      if (r.url().endsWith("/api/withdrawals")) posted++;
    });
    await page.goto("/widerruf#widerrufsbutton");
    await page.getByRole("button", { name: "Vertrag widerrufen" }).click();
    const form = page.getByRole("form", { name: "Widerruf erklären" });
    await form.getByLabel("Bestellnummer").fill("BW-7");
    await form.getByLabel("Name").fill("Max Muster");
    await form.getByLabel("E-Mail-Adresse").fill("max@example.org");
    await form.getByRole("button", { name: "Widerruf bestätigen" }).dblclick();
    await expect(page.getByTestId("withdrawal-confirmation")).toBeVisible();
    expect(posted).toBe(1);
  });

  test("keyboard only: Enter opens the form, Abbrechen returns focus to the button", async ({ page }) => {
    await page.goto("/widerruf#widerrufsbutton");
    const start = page.getByRole("button", { name: "Vertrag widerrufen" });
    await start.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Widerruf erklären" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Bestellnummer")).toBeFocused();
    await page.getByRole("button", { name: "Abbrechen" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: "Vertrag widerrufen" })).toBeFocused();
  });

  for (const [locale, t] of [
    [
      "de",
      {
        prefix: "",
        withdraw: "Vertrag widerrufen",
        form: "Widerruf erklären",
        order: /^Bestellnummer/,
        name: /^Name/,
        email: /^E-Mail-Adresse/,
      },
    ],
    [
      "en",
      {
        prefix: "/en",
        withdraw: "Withdraw from contract",
        form: "Declare withdrawal",
        order: /^Order number/,
        name: /^Name/,
        email: /^Email address/,
      },
    ],
  ] as const) {
    test(`„Vertrag widerrufen“ at an order in /orders opens the form filled in with it (#32, ${locale})`, async ({
      page,
    }) => {
      const email = uniqueEmail(`withdraw-${locale}`);
      await signUpAndIn(page, "Wilma Widerruf", email);
      const { number } = await placeGuestOrder(page, email, `withdraw-prefill-${locale}`, {
        firstName: "Wilma",
        lastName: "Widerruf",
      });
      await page.goto(`${t.prefix}/orders`);
      await waitForHydration(page);
      await page.getByTestId("order").filter({ hasText: number }).getByTestId("withdraw-order").click();
      await expect(page).toHaveURL(
        new RegExp(`${t.prefix}/widerruf\\?bestellung=${number}#widerrufsbutton$`),
      );
      const form = page.getByRole("form", { name: t.form });
      await expect(form.getByLabel(t.order)).toHaveValue(number);
      await expect(form.getByLabel(t.name)).toHaveValue("Wilma Widerruf");
      await expect(form.getByLabel(t.email)).toHaveValue(email);
      // Someone else's order number fills in nothing but the customer's own name and email.
      await page.goto(`${t.prefix}/widerruf?bestellung=BW-2020-000001#widerrufsbutton`);
      await page.getByRole("button", { name: t.withdraw }).click();
      await expect(form.getByLabel(t.order)).toHaveValue("");
      await expect(form.getByLabel(t.email)).toHaveValue(email);
    });
  }
});
