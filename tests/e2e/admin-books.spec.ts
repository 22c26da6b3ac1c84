import { readFileSync } from "node:fs";
import { datevBalances } from "../../domain/books/books";
import { formatEuro } from "../../domain/orders/money";
import { readDatevFile } from "../support/datev-reader";
import { signInAsAdmin } from "./admin-session";
import { axeViolations, expect, reviewScreenshot, test, waitForHydration } from "./fixtures";
import { SEEDED_BOOKS } from "./seed-books";

test("staff open the books, choose a period, see the totals per rate and download the DATEV Buchungsstapel", async ({
  page,
  consoleErrors,
}, info) => {
  test.slow(); // mailbox sign-in, a PDF archive
  const project = info.project.name.split("-")[0]!;
  await signInAsAdmin(page);

  // The overview's revenue comes from the documents, cancellations and credit notes deducted.
  await page.goto("/admin");
  await expect(page.getByTestId("revenue")).toContainText("abzüglich Stornos und Rechnungskorrekturen");
  await reviewScreenshot(page, info, `overview-${project}.png`, { fullPage: true });

  // From the back office's navigation; last month is the default period.
  await page
    .getByRole("navigation", { name: "Backoffice-Navigation" })
    .getByRole("link", { name: "Buchhaltung" })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Buchhaltung");
  await waitForHydration(page);
  await expect(page.getByLabel("Von", { exact: true })).toHaveValue(/^\d{4}-\d{2}-01$/);

  // A period the wrong way round: a German message, the form stays.
  await page.getByLabel("Von", { exact: true }).fill("2025-06-30");
  await page.getByLabel("Bis", { exact: true }).fill("2025-06-01");
  await page.getByRole("button", { name: "Anzeigen" }).click();
  await expect(page.getByRole("alert")).toHaveText("Das Von-Datum liegt nach dem Bis-Datum.");
  await expect(page.getByTestId("books-downloads")).toHaveCount(0);

  // June 2025 (tests/e2e/seed-books.ts): two invoices, a cancellation, a credit note, money both ways.
  await page.getByLabel("Von", { exact: true }).fill(SEEDED_BOOKS.from);
  await page.getByLabel("Bis", { exact: true }).fill(SEEDED_BOOKS.to);
  await page.getByRole("button", { name: "Anzeigen" }).click();
  await expect(page).toHaveURL(/from=2025-06-01&to=2025-06-30/);
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(page.getByTestId("books-totals").getByRole("heading")).toHaveText(
    "Summen vom 01.06.2025 bis 30.06.2025",
  );
  await expect(page.getByTestId("books-counts")).toHaveText("4 Belege, 4 Geldbewegungen");
  const seven = page.getByTestId("books-rate-7");
  await expect(seven.getByRole("row", { name: /^Umsatz/ })).toContainText(formatEuro(SEEDED_BOOKS.gross7));
  await expect(seven.getByRole("row", { name: /^Storno\u00ad?rechnungen/ })).toContainText(formatEuro(-3989));
  await expect(page.getByTestId("books-rate-19").getByRole("row", { name: /^Umsatz/ })).toContainText(
    formatEuro(SEEDED_BOOKS.gross19),
  );
  await expect(page.getByTestId("books-payments")).toHaveText(formatEuro(SEEDED_BOOKS.paymentsCents));
  await expect(page.getByTestId("books-refunds")).toHaveText(formatEuro(SEEDED_BOOKS.refundsCents));
  await expect(page.getByTestId("books-downloads")).toContainText(
    "EXTF_Buchungsstapel_2025-06-01_bis_2025-06-30.csv",
  );
  // Every account the export books on, and where it is set (#50 §4): cash on the till, Stripe on
  // Geldtransit by default.
  const accounts = page.getByTestId("books-accounts");
  await expect(accounts.getByRole("row")).toHaveCount(10);
  // Gift vouchers (#43 §3): a liability of their own, on sale and redemption.
  await expect(accounts.getByRole("row", { name: /^Geschenkgutscheine/ })).toContainText(
    "1604DATEV_ACCOUNT_VOUCHER",
  );
  // A small business's revenue (#50 §5): its own account, no tax key.
  await expect(accounts.getByRole("row", { name: /^Erlöse als Kleinunternehmen/ })).toContainText(
    "8195DATEV_ACCOUNT_REVENUE_SMALL_BUSINESS",
  );
  await expect(accounts.getByRole("row", { name: /^Bank: Überweisungen/ })).toContainText(
    "1200DATEV_ACCOUNT_BANK nicht gesetzt, Standard des SKR03",
  );
  await expect(accounts.getByRole("row", { name: /^Kasse: Barzahlungen/ })).toContainText(
    "1000DATEV_ACCOUNT_CASH",
  );
  await expect(accounts.getByRole("row", { name: /^Zahlungen und Erstattungen über Stripe/ })).toContainText(
    "1360DATEV_ACCOUNT_STRIPE",
  );
  await expect(accounts.getByRole("row", { name: /^Zahlweg „Sonstiges“/ })).toContainText(
    "1360DATEV_ACCOUNT_OTHER",
  );
  expect(await axeViolations(page)).toEqual([]);
  await reviewScreenshot(page, info, `books-${project}.png`, { fullPage: true });

  // The DATEV file, read as DATEV reads it.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "DATEV-Buchungsstapel" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("EXTF_Buchungsstapel_2025-06-01_bis_2025-06-30.csv");
  const bytes = readFileSync((await download.path())!);
  const file = readDatevFile(bytes);
  expect(file.header).toHaveLength(31);
  expect(file.header.slice(0, 5)).toEqual(["EXTF", "700", "21", "Buchungsstapel", "13"]);
  expect(file.header.slice(12, 16)).toEqual(["20250101", "4", "20250601", "20250630"]);
  expect(file.columns).toHaveLength(125);
  expect(file.rows.every((r) => r.length === 125 && /^\d+,\d{2}$/.test(r[0]!))).toBe(true);
  // „ä“ of Bäcker as the one Windows-1252 byte.
  expect(bytes.includes(Buffer.from([0xe4]))).toBe(true);
  expect(file.rows.find((r) => r[10] === SEEDED_BOOKS.invoiceNumber)![13]).toContain(SEEDED_BOOKS.customer);
  const balances = datevBalances(
    file.rows.map((r) => ({
      amountCents: Number(r[0]!.replace(",", "")),
      side: r[1] as "S" | "H",
      account: r[6]!,
      contraAccount: r[7]!,
    })),
  );
  expect(0 - balances.get("8300")!).toBe(SEEDED_BOOKS.gross7);
  expect(0 - balances.get("8400")!).toBe(SEEDED_BOOKS.gross19);
  expect(balances.get("1200")).toBe(SEEDED_BOOKS.paymentsCents - SEEDED_BOOKS.refundsCents);

  // The PDFs of the period, one archive.
  const [zip] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Alle Belege als PDF (ZIP)" }).click(),
  ]);
  expect(zip.suggestedFilename()).toBe("Blattwerk-Belege-2025-06-01-bis-2025-06-30.zip");
  // The 400 of the wrong period is the page's answer, not an error.
  expect(consoleErrors.filter((e) => !/status of 400/.test(e))).toEqual([]);
});
