import { readFileSync } from "node:fs";
import { formatEuro } from "../../domain/orders/money";
import { openMail, signInNewAdmin, uniqueEmail } from "./customer";
import { axeViolations, expect, test } from "./fixtures";

// Every back-office address and action answers guests and customers the shop's 404 (#17): asked of the
// server in server/production-app.test.ts (with the check that its lists name every back-office route); the
// 404 screen itself, on a phone too, is in shell.spec.ts.

test(
  "the first admin sets a password with admin:create's invitation, sees the overview and invites a staff member, who cannot open the team page",
  { tag: "@phone" },
  async ({ page, newContext, consoleErrors }, info) => {
    test.slow(); // mailbox, three people, six pages
    const adminEmail = `e2e-admin-${info.project.name}@example.de`;
    await signInNewAdmin(page, adminEmail);

    const res = await page.goto("/admin");
    expect(res?.status()).toBe(200);
    expect(res?.headers()["cache-control"]).toBe("private, no-store");
    expect(res?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
    await expect(page.getByRole("heading", { level: 1, name: "Übersicht" })).toBeVisible();
    await expect(page.getByText("Neue Bestellungen")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Umsatz der letzten 30 Tage" })).toBeVisible();
    await expect(page.getByTestId("revenue")).toContainText("€");
    // The back office's own frame, not the shop's header and cookie banner.
    await expect(page.getByRole("navigation", { name: "Backoffice-Navigation" })).toBeVisible();
    await expect(page.getByTestId("floating-buttons")).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    // A guest's order: found by its number, opened with items, address and total.
    const placed = await page.request.post("/api/orders", {
      headers: { origin: new URL(page.url()).origin },
      data: {
        items: [
          { id: "pothos", quantity: 2 },
          { id: "snake-plant", quantity: 1 },
        ],
        shipping: {
          firstName: "Gerda",
          lastName: "Gast",
          email: uniqueEmail("admin-guest"),
          address: "Lindenallee 7",
          addressAddition: "Hinterhaus",
          city: "Köln",
          postalCode: "50667",
          country: "DE",
        },
        idempotencyKey: `admin-e2e-${info.project.name}-${Date.now()}`,
      },
    });
    expect(placed.status()).toBe(201);
    const { order } = await placed.json();
    const nav = page.getByRole("navigation", { name: "Backoffice-Navigation" });
    await nav.getByRole("link", { name: "Bestellungen" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Bestellungen" })).toBeVisible();
    await page.getByLabel("Suche").fill(order.number.toLowerCase());
    await page.getByRole("button", { name: "Anzeigen" }).click();
    await expect(page.getByTestId("orders-found")).toHaveText("1 Bestellung");
    // The same selection as CSV for the accountant.
    const [csvDownload] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Als CSV für die Buchhaltung (diese Auswahl)" }).click(),
    ]);
    expect(csvDownload.suggestedFilename()).toBe("Blattwerk-Bestellungen.csv");
    const csv = readFileSync((await csvDownload.path())!, "utf8");
    expect(csv.split("\r\n")[0]).toContain("Bestellnummer;Bestelldatum;Status");
    expect(csv).toContain(`${order.number};`);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByTestId("order-list").getByRole("link").first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Bestellung ${order.number}`);
    await expect(page.getByTestId("order-status")).toHaveText("Neu");
    await expect(page.getByTestId("order-items")).toContainText("Efeutute");
    await expect(page.getByTestId("order-address")).toContainText("Hinterhaus");
    await expect(page.getByTestId("order-address")).toContainText("50667 Köln");
    await expect(page.getByTestId("order-total")).toHaveText(formatEuro(order.totalCents));
    expect(await axeViolations(page)).toEqual([]);

    // Someone without an account is invited on the team page (#34) and joins as staff with the mail's link.
    const staffEmail = uniqueEmail("staff");
    await page
      .getByRole("navigation", { name: "Backoffice-Navigation" })
      .getByRole("link", { name: "Team" })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Team" })).toBeVisible();
    await page.getByLabel("E-Mail-Adresse").fill(staffEmail);
    await page.getByLabel("Rolle", { exact: true }).selectOption({ label: "Kundenservice" });
    await page.getByRole("button", { name: "Speichern", exact: true }).click();
    await expect(page.getByRole("status")).toHaveText(
      `Das Konto ${staffEmail} ist angelegt und die Einladung verschickt: Sie enthält den Link zum Festlegen des Passworts.`,
    );
    const member = page.getByTestId("team").getByRole("listitem").filter({ hasText: staffEmail }).first();
    await expect(member).toContainText("Rolle: Kundenservice");
    await member.getByText("Verlauf").click();
    await expect(member).toContainText(`${adminEmail}: Kundin/Kunde → Kundenservice`);
    await expect(member).toContainText(`${adminEmail}: Einladung verschickt`);
    expect(await axeViolations(page)).toEqual([]);
    const staffPage = await (await newContext()).newPage();
    const invitation = await openMail(staffPage, staffEmail, "Einladung ins Backoffice von Blattwerk");
    await expect(invitation).toContainText("mit der Rolle „Kundenservice“");
    await expect(invitation).toContainText("Der Link ist 24 Stunden gültig");

    // Customer service runs its part of the back office but not the team or the settings.
    await signInNewAdmin(staffPage, staffEmail);
    await expect(staffPage).not.toHaveURL(/\/auth/);
    expect((await staffPage.goto("/admin"))?.status()).toBe(200);
    await expect(staffPage.getByRole("heading", { level: 1, name: "Übersicht" })).toBeVisible();
    await expect(
      staffPage
        .getByRole("navigation", { name: "Backoffice-Navigation" })
        .getByRole("link", { name: "Team" }),
    ).toHaveCount(0);
    expect((await staffPage.goto("/admin/team"))?.status()).toBe(403);
    await expect(staffPage.getByRole("heading", { level: 1 })).toHaveText("Dafür fehlt dir die Berechtigung");
    const refused = await staffPage.request.post("/admin/team", {
      form: { email: staffEmail, role: "owner" },
      headers: { origin: new URL(staffPage.url()).origin },
    });
    expect(refused.status()).toBe(403);
    expect(await axeViolations(staffPage)).toEqual([]);
    await staffPage.context().close();
    expect(consoleErrors).toEqual([]);
  },
);

test("a foreign site cannot post to the back office", async ({ page }) => {
  await page.goto("/");
  const res = await page.request.post("/admin/team", {
    form: { email: "x@example.de", role: "owner" },
    headers: { origin: "https://evil.example" },
  });
  expect(res.status()).toBe(403);
  expect((await res.json()).message).toBe("Diese Anfrage kam nicht von unserer Website und wurde abgelehnt.");
});
