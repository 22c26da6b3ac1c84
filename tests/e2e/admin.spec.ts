import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import routes from "../../app/routes";
import { formatEuro } from "../../domain/money";
import { signIn, signInNewAdmin, signUp, uniqueEmail } from "./customer";
import { axeViolations, expect, giveConsent, test } from "./fixtures";

/** Every back-office address and action there is (#17): each must answer guests and customers 404. */
const ADMIN_PAGES = [
  "/admin",
  "/admin/team",
  "/admin/orders",
  "/admin/orders/BW-2026-000001",
  "/admin/withdrawals",
  "/admin/withdrawals/00000000-0000-4000-8000-000000000000",
  "/admin/plants",
  "/admin/plants/new",
  "/admin/plants/monstera-deliciosa",
  "/admin/plants/import",
  "/admin/mails",
  "/admin/books",
  "/admin/gibt-es-nicht",
  "/admin/team/x",
];
const ADMIN_DATA = [
  // Downloads and data requests: a bare 404, no page.
  "/admin/orders/export.csv",
  "/admin/plants/export.csv",
  "/admin/books/download/datev?from=2026-10-01&to=2026-10-31",
  "/admin/books.data",
  "/admin/plants/import.data",
  "/admin/mails.data",
  "/admin.data",
  "/admin/team.data",
  "/admin/orders.data",
  "/admin/orders/BW-2026-000001.data",
  "/admin/withdrawals.data",
  "/admin/withdrawals/00000000-0000-4000-8000-000000000000.data",
  "/admin/plants.data",
  "/admin/plants/new.data",
  "/admin/plants/monstera-deliciosa.data",
];
const ADMIN_ACTIONS: { path: string; form: Record<string, string> }[] = [
  { path: "/admin/team", form: { email: "x@example.de", role: "admin" } },
  // The order actions (confirm, ship, pay, complete, cancel) all post to the order page.
  ...["confirm", "ship", "pay", "complete", "cancel"].map((intent) => ({
    path: "/admin/orders/BW-2026-000001",
    form: {
      intent,
      version: "0",
      trackingNumber: "00340434161234567890",
      amount: "1",
      paidOn: "2026-01-01",
      reason: "x",
    },
  })),
  // The withdrawal actions (link, goods received, refund) post to the withdrawal's page.
  ...["link", "receive", "refund"].map((intent) => ({
    path: "/admin/withdrawals/00000000-0000-4000-8000-000000000000",
    form: {
      intent,
      version: "0",
      orderNumber: "BW-2026-000001",
      receivedOn: "2026-01-01",
      amount: "1",
      refundedOn: "2026-01-01",
    },
  })),
  // Plants: create, save, remove an image (uploads are multipart, tested in admin-plants.spec.ts), import.
  { path: "/admin/plants/import", form: { intent: "import" } },
  // A failed mail sent again.
  { path: "/admin/mails", form: { intent: "retry", id: "00000000-0000-4000-8000-000000000000" } },
  { path: "/admin/plants/new", form: { intent: "save", name: "Fremd", price: "1", stock: "1" } },
  ...["save", "remove-image"].map((intent) => ({
    path: "/admin/plants/monstera-deliciosa",
    form: { intent, version: "x", name: "Fremd", price: "1", stock: "1", image: "/plants/x.svg" },
  })),
];

test("the lists above name every back-office route of app/routes.ts", () => {
  const admin = routes.find((r) => r.id === "admin");
  const listed = [...ADMIN_PAGES, ...ADMIN_DATA];
  const paths = (admin?.children ?? []).map((r) => (r.index ? "" : `/${r.path}`));
  expect(paths.length).toBeGreaterThan(5);
  for (const p of paths) {
    const pattern = new RegExp(`^/admin${p.replace(/:[a-z]+|\*/g, "[^/]+").replace(/\./g, "\\.")}$`);
    expect(
      listed.some((l) => pattern.test(l)),
      `/admin${p}`,
    ).toBe(true);
  }
});

async function expectShopNotFound(page: Page, path: string) {
  const res = await page.goto(path);
  expect(res?.status(), path).toBe(404);
  expect(res?.headers()["cache-control"], path).toContain("no-store");
  await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(/Seite nicht gefunden/);
  // The shop's own frame: nothing says that a back office exists.
  await expect(page.getByRole("navigation", { name: "Backoffice-Navigation" })).toHaveCount(0);
}

async function expectNoBackOffice(page: Page) {
  for (const path of ADMIN_PAGES) await expectShopNotFound(page, path);
  for (const path of ADMIN_DATA) {
    const res = await page.request.get(path);
    expect(res.status(), path).toBe(404);
    expect(await res.text(), path).not.toContain("Backoffice");
  }
  for (const { path, form } of ADMIN_ACTIONS) {
    const res = await page.request.post(path, { form, headers: { origin: new URL(page.url()).origin } });
    expect(res.status(), `POST ${path}`).toBe(404);
  }
}

// What the server answers does not depend on the screen (the 404 screen itself is checked on a phone in
// shell.spec.ts): one project asks.
test("guests and customers get the shop's 404 on every back-office address and action", {
  tag: "@desktop",
}, async ({ page }) => {
  test.slow(); // a dozen requests and a sign-up
  await page.goto("/");
  await expectNoBackOffice(page);
  const email = uniqueEmail("admin-404");
  await page.goto("/auth");
  await signUp(page, "Karla Kundin", email);
  await signIn(page, email);
  await expect(page).not.toHaveURL(/\/auth/);
  await expectNoBackOffice(page);
});

test(
  "the first admin sets a password with admin:create's link, sees the overview and makes a staff member, who cannot open the team page",
  { tag: "@phone" },
  async ({ page, browser, consoleErrors }, info) => {
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

    // A customer account becomes staff on the team page.
    const staffEmail = uniqueEmail("staff");
    const staffPage = await (async () => {
      const context = await browser.newContext({ baseURL: info.project.use.baseURL });
      const p = await context.newPage();
      await giveConsent(p);
      await p.goto("/auth");
      await signUp(p, "Stefan Staff", staffEmail);
      return p;
    })();
    await page
      .getByRole("navigation", { name: "Backoffice-Navigation" })
      .getByRole("link", { name: "Team" })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Team" })).toBeVisible();
    await page.getByLabel("E-Mail-Adresse").fill("niemand@example.de");
    await page.getByRole("button", { name: "Speichern" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "Zu niemand@example.de gibt es kein Kundenkonto. Die Person muss sich zuerst im Shop registrieren.",
    );
    await page.getByLabel("E-Mail-Adresse").fill(staffEmail);
    await page.getByLabel("Rolle", { exact: true }).selectOption({ label: "Mitarbeit" });
    await page.getByRole("button", { name: "Speichern" }).click();
    await expect(page.getByRole("status")).toHaveText(`Die Rolle von ${staffEmail} ist gespeichert.`);
    const member = page.getByTestId("team").getByRole("listitem").filter({ hasText: staffEmail }).first();
    await expect(member).toContainText("Rolle: Mitarbeit");
    await member.getByText("Verlauf").click();
    await expect(member).toContainText(`${adminEmail}: Kundin/Kunde → Mitarbeit`);
    expect(await axeViolations(page)).toEqual([]);

    // Staff run the back office but not its settings.
    await signIn(staffPage, staffEmail);
    await expect(staffPage).not.toHaveURL(/\/auth/);
    expect((await staffPage.goto("/admin"))?.status()).toBe(200);
    await expect(staffPage.getByRole("heading", { level: 1, name: "Übersicht" })).toBeVisible();
    await expect(
      staffPage
        .getByRole("navigation", { name: "Backoffice-Navigation" })
        .getByRole("link", { name: "Team" }),
    ).toHaveCount(0);
    expect((await staffPage.goto("/admin/team"))?.status()).toBe(403);
    await expect(staffPage.getByRole("heading", { level: 1 })).toHaveText("Nur für die Administration");
    const refused = await staffPage.request.post("/admin/team", {
      form: { email: staffEmail, role: "admin" },
      headers: { origin: new URL(staffPage.url()).origin },
    });
    expect(refused.status()).toBe(403);
    expect(await axeViolations(staffPage)).toEqual([]);
    await staffPage.context().close();
    // The refused form (unknown address) answers 422 by design; the browser logs every 4xx.
    expect(consoleErrors).toEqual([
      "Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)",
    ]);
  },
);

test("a foreign site cannot post to the back office", async ({ page }) => {
  await page.goto("/");
  const res = await page.request.post("/admin/team", {
    form: { email: "x@example.de", role: "admin" },
    headers: { origin: "https://evil.example" },
  });
  expect(res.status()).toBe(403);
  expect((await res.json()).message).toBe("Diese Anfrage kam nicht von unserer Website und wurde abgelehnt.");
});
