import type { Locator, Page } from "@playwright/test";
import { signInAsAdmin } from "./admin-session";
import { uniqueEmail } from "./customer";
import { axeViolations, expect, reviewScreenshot, test, waitForHydration } from "./fixtures";
import { placeGuestOrder } from "./guest-order";

// Every back-office screen passes axe and works by keyboard alone (#17), on desktop and mobile.

/** A guest's order (placed before signing in: no session), with its address. */
async function placeOrder(page: Page, key: string) {
  const email = uniqueEmail("a11y");
  const order = await placeGuestOrder(page, email, key, {
    firstName: "Tara",
    lastName: "Tastatur",
    quantity: 1,
  });
  return { ...order, email };
}

/**
 * Declares the withdrawal of `number` with the button of § 356a BGB, under `name`, without a session:
 * not linked until the order's customer confirms it by mail or staff link it by hand (#29).
 */
async function declareWithdrawal(page: Page, number: string, name: string, email: string) {
  await page.goto("/widerruf#widerrufsbutton");
  await page.locator("#widerrufsbutton").getByRole("button", { name: "Vertrag widerrufen" }).click();
  const form = page.getByRole("form", { name: "Widerruf erklären" });
  await form.getByLabel("Bestellnummer").fill(number);
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("E-Mail-Adresse").fill(email);
  await form.getByRole("button", { name: "Widerruf bestätigen" }).click();
  await expect(page.getByTestId("withdrawal-confirmation")).toBeVisible();
}

/**
 * The focused element can be seen: a focus outline or an opaque ring (box-shadow) of at least 2 px, its
 * whole width inside the viewport (a sideways-scrolled nav brought it into view), and what shows of it not
 * covered by anything else.
 */
async function expectVisibleFocus(page: Page) {
  const focus = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const s = getComputedStyle(el);
    const r = el.getBoundingClientRect();
    // The part on screen: a tall textarea is scrolled to its first line, not as a whole.
    const visibleTop = Math.max(r.top, 0);
    const visibleBottom = Math.min(r.bottom, window.innerHeight);
    const top = document.elementFromPoint((r.left + r.right) / 2, (visibleTop + visibleBottom) / 2);
    const outline = s.outlineStyle !== "none" ? Number.parseFloat(s.outlineWidth) : 0;
    // Rings are shadows "<colour> 0px 0px 0px <spread>"; a see-through colour (alpha < 1) does not count.
    const ring = Math.max(
      0,
      ...s.boxShadow
        .split(/,(?![^(]*\))/)
        .map((shadow) => shadow.trim().match(/^(.*\)) 0px 0px 0px ([\d.]+)px$/))
        .filter((m) => m && !/[,/]\s*0?\.\d+\)$|rgba\(0, 0, 0, 0\)/.test(m[1]!))
        .map((m) => Number.parseFloat(m![2]!)),
    );
    // A scrolling box (the nav) cuts off what is drawn beyond its edge: the whole indicator must fit.
    const reach = outline ? outline + Number.parseFloat(s.outlineOffset) : ring;
    let clippedBy = "";
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      const st = getComputedStyle(a);
      if (st.overflowX === "visible" && st.overflowY === "visible") continue;
      const ar = a.getBoundingClientRect();
      const left = ar.left + a.clientLeft;
      const boxTop = ar.top + a.clientTop;
      if (
        r.left - reach < left ||
        r.right + reach > left + a.clientWidth ||
        r.top - reach < boxTop ||
        r.bottom + reach > boxTop + a.clientHeight
      )
        clippedBy = `${a.tagName} ${a.className}`;
    }
    return {
      what: `${el.tagName} ${el.getAttribute("name") ?? el.textContent?.trim().slice(0, 40)}`,
      indicator: Math.max(outline, ring),
      clippedBy,
      // At least a line of text of it on screen: Chromium scrolls a textarea only as far as its caret's line.
      inViewport:
        r.left >= 0 && r.right <= window.innerWidth && visibleBottom - visibleTop >= Math.min(r.height, 24),
      // A <label> around a checkbox counts as the checkbox.
      uncovered:
        !!top && (el.contains(top) || top.contains(el) || top === (el as HTMLInputElement).labels?.[0]),
    };
  });
  expect(focus.indicator, `focus outline of ${focus.what}`).toBeGreaterThanOrEqual(2);
  expect(focus.clippedBy, `focus outline of ${focus.what} cut off`).toBe("");
  expect(focus.inViewport, `${focus.what} in the viewport`).toBe(true);
  expect(focus.uncovered, `${focus.what} not covered`).toBe(true);
}

/** Presses `key` (Tab or Shift+Tab) until `target` has the focus, checking each stop's focus is visible. */
async function tabTo(page: Page, target: Locator, key: "Tab" | "Shift+Tab" = "Tab", max = 40) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(key);
    await expectVisibleFocus(page);
  }
  await expect(target).toBeFocused();
}

test("every back-office screen has no axe violations", async ({ page, consoleErrors }, info) => {
  test.slow(); // ten screens, an order and a withdrawal
  const order = await placeOrder(page, `a11y-axe-${info.project.name}`);
  await declareWithdrawal(page, order.number, `Axel Axe ${info.project.name}`, order.email);
  await signInAsAdmin(page);

  /** Opens `path`, checks it with axe, and returns its HTTP status. */
  const check = async (path: string, heading: string | RegExp) => {
    const res = await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(heading);
    await waitForHydration(page);
    expect(await axeViolations(page), path).toEqual([]);
    return res?.status();
  };
  await check("/admin", "Übersicht");
  await check(`/admin/orders?q=${order.number}`, "Bestellungen");
  await check(`/admin/orders/${order.number}`, `Bestellung ${order.number}`);
  await page.getByTestId("customer-link").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kunde: Tara Tastatur");
  await check(new URL(page.url()).pathname, "Kunde: Tara Tastatur");
  await check(`/admin/customers?q=${encodeURIComponent(order.email)}`, "Kunden");
  await check("/admin/withdrawals", "Widerrufe");
  const withdrawal = await page
    .getByTestId("withdrawal-list")
    .getByRole("listitem")
    .filter({ hasText: `Axel Axe ${info.project.name}` })
    .first()
    .getByRole("link")
    .getAttribute("href");
  await check(withdrawal!, `Widerruf von Axel Axe ${info.project.name}`);
  await check("/admin/plants", "Pflanzen");
  await check("/admin/plants/new", "Neue Pflanze");
  await check("/admin/plants/pothos", /Efeutute/);
  await check("/admin/plants/import", "Pflanzen per CSV importieren");
  await check("/admin/mails", "E-Mails");
  await check("/admin/team", "Team");
  await check("/admin/settings", "Einstellungen");
  expect(await check("/admin/unknown", "Seite nicht gefunden")).toBe(404);
  // The unknown address answers 404 by design; the browser logs it.
  expect(consoleErrors.filter((e) => !e.includes("404 (Not Found)"))).toEqual([]);
});

test("an admin runs the back office by keyboard alone: skip link, nav, order search and confirmation, a withdrawal, the plant form", async ({
  page,
}, info) => {
  test.slow(); // an order, a withdrawal and five screens walked by Tab
  const order = await placeOrder(page, `a11y-keys-${info.project.name}`);
  const withdrawer = `Karl Keyboard ${info.project.name}`;
  await declareWithdrawal(page, order.number, withdrawer, uniqueEmail("a11y-unlinked"));
  await signInAsAdmin(page);
  await page.goto("/admin");
  await waitForHydration(page);

  // The first Tab reaches the skip link; it moves the focus past the frame into the page's content.
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Zum Inhalt springen" });
  await expect(skip).toBeFocused();
  await expectVisibleFocus(page);
  await reviewScreenshot(page, info, `skip-link-${info.project.name}.png`);
  await page.keyboard.press("Enter");
  const main = page.locator("main");
  await expect(main).toBeFocused();
  await page.keyboard.press("Tab");
  const nav = page.getByRole("navigation", { name: "Backoffice-Navigation" });
  const holdsFocus = (l: Locator) => l.evaluate((el) => el.contains(document.activeElement));
  expect(await holdsFocus(main)).toBe(true);
  expect(await holdsFocus(nav)).toBe(false);

  // The nav: each section in turn, with visible focus (on mobile the nav scrolls to the focused link).
  const sections = [
    ["Übersicht", /\/admin$/, "Übersicht"],
    ["Bestellungen", /\/admin\/orders$/, "Bestellungen"],
    ["Kunden", /\/admin\/customers$/, "Kunden"],
    ["Widerrufe", /\/admin\/withdrawals$/, "Widerrufe"],
    ["Pflanzen", /\/admin\/plants$/, "Pflanzen"],
    ["E-Mails", /\/admin\/mails$/, "E-Mails"],
    ["Team", /\/admin\/team$/, "Team"],
    ["Einstellungen", /\/admin\/settings$/, "Einstellungen"],
  ] as const;
  await tabTo(page, nav.getByRole("link", { name: "Übersicht" }), "Shift+Tab");
  for (const [name, url, heading] of sections) {
    await tabTo(page, nav.getByRole("link", { name }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(url);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(nav.getByRole("link", { name })).toHaveAttribute("aria-current", "page");
  }
  await reviewScreenshot(page, info, `nav-focus-${info.project.name}.png`);

  // Orders: search by number, open the order, confirm it with its button.
  await tabTo(page, nav.getByRole("link", { name: "Bestellungen" }), "Shift+Tab");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bestellungen");
  await tabTo(page, page.getByLabel("Suche"));
  await page.keyboard.type(order.number);
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("orders-found")).toHaveText("1 Bestellung");
  await tabTo(page, page.getByTestId("order-list").getByRole("link").first());
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Bestellung ${order.number}`);
  const actions = page.getByTestId("order-actions");
  await tabTo(page, actions.getByRole("button", { name: "Bestätigen" }));
  await page.keyboard.press("Space");
  await expect(actions.getByRole("status")).toHaveText("Die Bestellung ist bestätigt.");
  await expect(page.getByTestId("order-status")).toHaveText("Bestätigt");

  // Withdrawals: back up to the nav, open the list and the customer's withdrawal.
  await tabTo(page, nav.getByRole("link", { name: "Widerrufe" }), "Shift+Tab", 60);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Widerrufe");
  await tabTo(page, page.getByTestId("withdrawal-list").getByRole("link", { name: withdrawer }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Widerruf von ${withdrawer}`);
  await tabTo(page, page.getByRole("button", { name: "Ware erhalten" }));
  // Not linked (no session, another address than the order's): „nicht bestätigt“, the form to link it.
  await expect(page.getByTestId("withdrawal-linked-order")).toContainText(
    "Nicht bestätigt: keiner Bestellung zugeordnet.",
  );
  expect(await axeViolations(page)).toEqual([]);

  // The plant form: every field in reading order, then the save button (not pressed: other specs
  // count the plants).
  await tabTo(page, nav.getByRole("link", { name: "Pflanzen" }), "Shift+Tab");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pflanzen");
  await tabTo(page, page.getByTestId("plant-list").getByRole("link", { name: /Efeutute/ }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Efeutute bearbeiten");
  const form = page.getByTestId("plant-form");
  await tabTo(page, form.getByLabel("Name", { exact: true }));
  const fields = [
    "botanicalName",
    // „Weitere Namen“ (#46 §3): former botanical and trade names, searched like the name.
    "synonyms",
    "sku",
    "gtin",
    "price",
    "vatRate",
    // „Als Aktionspreis zeigen“ (#43 §2) beside the price.
    "onSale",
    "size",
    "popularity",
    // One checkbox per category of the shop's vocabulary (#34), „Tierfreundlich“ is petFriendly.
    ...Array.from({ length: 7 }, () => "categories"),
    "lightLevel",
    "waterLevel",
    "petFriendly",
    "description",
    "height",
    "potDiameter",
    "maturity",
    "weight",
    "waterTips",
    "lightTips",
    "temperatureTips",
    "humidityTips",
    "nameEn",
    "descriptionEn",
    "heightEn",
    "potDiameterEn",
    "maturityEn",
    "weightEn",
    "waterTipsEn",
    "lightTipsEn",
    "temperatureTipsEn",
    "humidityTipsEn",
    "stock",
    // A stock correction's reason and note (#50 §6), on an existing plant.
    "stockReason",
    "stockNote",
    "published",
  ];
  const reached: string[] = [];
  for (let i = 0; i < fields.length; i++) {
    await page.keyboard.press("Tab");
    await expectVisibleFocus(page);
    reached.push(await page.evaluate(() => document.activeElement?.getAttribute("name") ?? ""));
  }
  expect(reached).toEqual(fields);
  await page.keyboard.press("Tab");
  await expect(form.getByRole("button", { name: "Speichern", exact: true })).toBeFocused();
  await expectVisibleFocus(page);

  // The CSV import: from the list, the file field, then the dry run before the import (not pressed).
  await tabTo(page, nav.getByRole("link", { name: "Pflanzen" }), "Shift+Tab", 60);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pflanzen");
  await tabTo(page, page.getByRole("link", { name: "CSV importieren" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pflanzen per CSV importieren");
  await tabTo(page, page.getByLabel("CSV-Datei"));
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Probelauf" })).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Importieren", exact: true })).toBeFocused();
  await expectVisibleFocus(page);
});
