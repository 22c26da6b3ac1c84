import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readDatevFile } from "../../tests/support/datev-reader";
import { cashEffect } from "../orders/ledger";
import { netOfGross, type RateTotal, type VatRate } from "../orders/vat";
import {
  type BookDocument,
  type BookMovement,
  type BookVatRate,
  datevBalances,
  datevBookings,
  documentsJournal,
  journalAmount,
  paymentsJournal,
  periodTotals,
} from "./books";
import { DATEV_DEFAULT_ACCOUNTS, datevBuchungsstapel } from "./datev";

const accounts = DATEV_DEFAULT_ACCOUNTS.SKR03;

const rate = (vatRate: VatRate, grossCents: number): RateTotal => {
  const netCents = netOfGross(grossCents, vatRate);
  return { vatRate, netCents, vatCents: grossCents - netCents, grossCents };
};

const invoice: BookDocument = {
  kind: "invoice",
  number: "RE-2026-000001",
  issuedOn: "2026-10-05",
  orderNumber: "BW-2026-000001",
  customerName: "Jörg Müller",
  rates: [rate(7, 2140), rate(19, 1190)],
};
const credit: BookDocument = {
  kind: "credit",
  number: "RK-2026-000001",
  issuedOn: "2026-10-20",
  orderNumber: "BW-2026-000001",
  customerName: "Jörg Müller",
  rates: [rate(7, -1070)],
  refersTo: "RE-2026-000001",
  reason: "Pflanze beschädigt",
};
const payment: BookMovement = {
  id: "p1",
  kind: "payment",
  amountCents: 3330,
  reversesId: null,
  paidOn: "2026-10-10",
  method: "transfer",
  reason: null,
  orderNumber: "BW-2026-000001",
  customerName: "Jörg Müller",
  invoiceNumber: "RE-2026-000001",
  actor: "chef@blattwerk.example",
};
const refund: BookMovement = {
  ...payment,
  id: "r1",
  kind: "refund",
  amountCents: 1070,
  paidOn: "2026-10-21",
};
const reversal: BookMovement = {
  ...payment,
  id: "p2",
  reversesId: "p1",
  paidOn: "2026-10-11",
  reason: "Falsch erfasst",
};

describe("books of a period", () => {
  it("books each document per rate against the receivable, with its number as Belegfeld 1", () => {
    const bookings = datevBookings([credit, invoice], [], accounts);
    expect(bookings).toEqual([
      {
        amountCents: 2140,
        side: "S",
        account: "10000",
        contraAccount: "8300",
        date: "2026-10-05",
        documentNumber: "RE-2026-000001",
        text: "Rechnung BW-2026-000001 Jörg Müller",
      },
      expect.objectContaining({ amountCents: 1190, side: "S", contraAccount: "8400" }),
      expect.objectContaining({
        amountCents: 1070,
        side: "H",
        contraAccount: "8300",
        documentNumber: "RK-2026-000001",
        text: "Rechnungskorrektur BW-2026-000001 Jörg Müller",
      }),
    ]);
  });

  it("books a payment bank to receivable, a refund the other way, a reversal opposite its entry", () => {
    const bookings = datevBookings([], [refund, payment, reversal], accounts);
    expect(bookings.map((b) => [b.date, b.side, b.account, b.contraAccount, b.amountCents, b.text])).toEqual([
      ["2026-10-10", "S", "1200", "10000", 3330, "Zahlungseingang BW-2026-000001 Jörg Müller"],
      ["2026-10-11", "H", "1200", "10000", 3330, "Storno Zahlungseingang BW-2026-000001 Jörg Müller"],
      ["2026-10-21", "H", "1200", "10000", 1070, "Erstattung BW-2026-000001 Jörg Müller"],
    ]);
    expect(bookings.every((b) => b.documentNumber === "RE-2026-000001")).toBe(true);
    // Before the invoice exists the order's number stands in.
    expect(datevBookings([], [{ ...payment, invoiceNumber: null }], accounts)[0]!.documentNumber).toBe(
      "BW-2026-000001",
    );
  });

  it("books each way money moves on its own account: bank, till, Stripe's clearing account (#33, #50 §4)", () => {
    const by = (method: BookMovement["method"]) => ({ ...payment, id: method, method });
    const ways = [by("transfer"), by("cash"), by("stripe"), by("other")];
    // SKR03: Bank 1200, Kasse 1000, Geldtransit 1360 for Stripe and „Sonstiges“.
    // (Same day: in the order of their ids, cash, other, stripe, transfer.)
    expect(datevBookings([], ways, accounts).map((b) => [b.account, b.contraAccount])).toEqual([
      ["1000", "10000"],
      ["1360", "10000"],
      ["1360", "10000"],
      ["1200", "10000"],
    ]);
    // SKR04: Bank 1800, Kasse 1600, Geldtransit 1460.
    expect(datevBookings([], ways, DATEV_DEFAULT_ACCOUNTS.SKR04).map((b) => b.account)).toEqual([
      "1600",
      "1460",
      "1460",
      "1800",
    ]);
    // A refund in cash leaves the till; an account set by the owner is used.
    const set = { ...accounts, stripe: "1361", cash: "1001" };
    expect(
      datevBookings([], [{ ...refund, method: "cash" }, by("stripe")], set).map((b) => [b.account, b.side]),
    ).toEqual([
      ["1361", "S"],
      ["1001", "H"],
    ]);
  });

  it("gift vouchers (#43 §3): the sale bank to the vouchers' liability, the redemption liability to receivable, no revenue", () => {
    const sale = {
      number: "GS-2026-000001",
      paidOn: "2026-10-01",
      amountCents: 2000,
      buyerName: "Jonas Beck",
    };
    const redeemed = { ...payment, id: "v1", method: "voucher" as const, amountCents: 2000 };
    const bookings = datevBookings([invoice], [redeemed], accounts, [sale]);
    expect(bookings.slice(-2)).toEqual([
      expect.objectContaining({ account: "1604", contraAccount: "10000", side: "S", amountCents: 2000 }),
      expect.objectContaining({
        account: "1200",
        contraAccount: "1604",
        side: "S",
        amountCents: 2000,
        documentNumber: "GS-2026-000001",
        text: "Gutscheinverkauf GS-2026-000001 Jonas Beck",
      }),
    ]);
    // Sold and redeemed: the liability is back at zero; the revenue is the invoice's alone.
    const sums = datevBalances(bookings);
    expect(sums.get("1604") ?? 0).toBe(0);
    expect(DATEV_DEFAULT_ACCOUNTS.SKR04.voucher).toBe("3304");
  });

  it("writes the journals: a line per document and rate, a line per movement, signed", () => {
    const docs = documentsJournal([credit, invoice]);
    expect(docs.header).toContain("Belegnummer");
    expect(docs.rows).toEqual([
      [
        "05.10.2026",
        "RE-2026-000001",
        "Rechnung",
        "",
        "BW-2026-000001",
        "Jörg Müller",
        "7 %",
        "20,00",
        "1,40",
        "21,40",
        "",
      ],
      [
        "05.10.2026",
        "RE-2026-000001",
        "Rechnung",
        "",
        "BW-2026-000001",
        "Jörg Müller",
        "19 %",
        "10,00",
        "1,90",
        "11,90",
        "",
      ],
      [
        "20.10.2026",
        "RK-2026-000001",
        "Rechnungskorrektur",
        "RE-2026-000001",
        "BW-2026-000001",
        "Jörg Müller",
        "7 %",
        "-10,00",
        "-0,70",
        "-10,70",
        "Pflanze beschädigt",
      ],
    ]);
    const money = paymentsJournal([payment, reversal, refund]);
    expect(money.rows.map((r) => [r[0], r[1], r[5], r[6], r[7]])).toEqual([
      ["10.10.2026", "Zahlungseingang", "33,30", "Überweisung", ""],
      ["11.10.2026", "Storno Zahlungseingang", "-33,30", "Überweisung", "Falsch erfasst"],
      ["21.10.2026", "Erstattung", "-10,70", "Überweisung", ""],
    ]);
    expect(journalAmount(-5)).toBe("-0,05");
  });

  it("totals the period per rate, by kind, and the money net of reversals", () => {
    const t = periodTotals([invoice, credit], [payment, reversal, refund]);
    expect(t.rates.map((r) => r.vatRate)).toEqual([7, 19]);
    expect(t.rates[0]).toMatchObject({
      invoices: { netCents: 2000, vatCents: 140, grossCents: 2140 },
      credits: { netCents: -1000, vatCents: -70, grossCents: -1070 },
      total: { grossCents: 1070 },
    });
    expect(t.total.grossCents).toBe(2260);
    expect(t.paymentsCents).toBe(0);
    expect(t.refundsCents).toBe(1070);
  });
});

// Random books: documents of all kinds at one or both rates, payments, refunds and reversals.
const day = fc.integer({ min: 1, max: 28 }).map((d) => `2026-10-${String(d).padStart(2, "0")}`);
const documentArb = fc
  .record({
    kind: fc.constantFrom("invoice", "cancellation", "credit") as fc.Arbitrary<BookDocument["kind"]>,
    n: fc.integer({ min: 1, max: 999_999 }),
    issuedOn: day,
    gross7: fc.integer({ min: 0, max: 500_000 }),
    gross19: fc.integer({ min: 0, max: 500_000 }),
    name: fc.string({ maxLength: 30 }),
  })
  .map(({ kind, n, issuedOn, gross7, gross19, name }): BookDocument => {
    const sign = kind === "invoice" ? 1 : -1;
    return {
      kind,
      number: `${kind === "invoice" ? "RE" : kind === "cancellation" ? "ST" : "RK"}-2026-${String(n).padStart(6, "0")}`,
      issuedOn,
      orderNumber: `BW-2026-${String(n).padStart(6, "0")}`,
      customerName: name,
      rates: [
        ...(gross7 || !gross19 ? [rate(7, sign * gross7 || 0)] : []),
        ...(gross19 ? [rate(19, sign * gross19 || 0)] : []),
      ],
    };
  });
const movementsArb = fc
  .array(
    fc.record({
      kind: fc.constantFrom("payment", "refund") as fc.Arbitrary<BookMovement["kind"]>,
      amountCents: fc.integer({ min: 1, max: 500_000 }),
      paidOn: day,
      reversed: fc.boolean(),
      method: fc.constantFrom("transfer", "cash", "stripe", "other") as fc.Arbitrary<BookMovement["method"]>,
    }),
    { maxLength: 12 },
  )
  .map((list) =>
    list.flatMap((m, i): BookMovement[] => {
      const entry: BookMovement = {
        id: `m${i}`,
        kind: m.kind,
        amountCents: m.amountCents,
        reversesId: null,
        paidOn: m.paidOn,
        method: m.method,
        reason: null,
        orderNumber: `BW-2026-${i}`,
        customerName: "Kundin",
        invoiceNumber: null,
      };
      return m.reversed
        ? [entry, { ...entry, id: `m${i}r`, reversesId: entry.id, reason: "Fehler" }]
        : [entry];
    }),
  );

describe("books, property", () => {
  it("the DATEV export's sums per account equal the documents' sums per rate and the money's, to the cent — read back from the file", () => {
    fc.assert(
      fc.property(
        fc.array(documentArb, { maxLength: 15 }),
        movementsArb,
        fc.constantFrom("SKR03", "SKR04"),
        (docs, movements, chart) => {
          const acc = DATEV_DEFAULT_ACCOUNTS[chart as "SKR03" | "SKR04"];
          const grossAt = (r: BookVatRate) =>
            docs
              .flatMap((d) => d.rates)
              .filter((x) => x.vatRate === r)
              .reduce((s, x) => s + x.grossCents, 0);
          const cash = movements.reduce((s, m) => s + cashEffect(m), 0);

          const bookings = datevBookings(docs, movements, acc);
          const file = readDatevFile(
            datevBuchungsstapel(
              {
                consultantNumber: 1001,
                clientNumber: 1,
                chart: chart as "SKR03",
                from: "2026-10-01",
                to: "2026-10-31",
                createdAt: new Date(),
              },
              bookings,
            ),
          );
          // As the importer sees it: amount, S/H, Konto, Gegenkonto of every line.
          const read = file.rows.map((r) => ({
            amountCents: Number(r[0]!.replace(",", "")),
            side: r[1] as "S" | "H",
            account: r[6]!,
            contraAccount: r[7]!,
          }));
          expect(file.rows.every((r) => r.length === 125 && /^\d{1,10},\d{2}$/.test(r[0]!))).toBe(true);
          const balances = datevBalances(read);
          // Revenue is credited: its balance is minus the documents' gross at that rate.
          expect(0 - (balances.get(acc.revenue7) ?? 0)).toBe(grossAt(7));
          expect(0 - (balances.get(acc.revenue19) ?? 0)).toBe(grossAt(19));
          // The money accounts together (bank, till, clearing) hold the money's net movement, each its way's.
          const moneyAccounts = [...new Set([acc.bank, acc.cash, acc.stripe, acc.other])];
          expect(moneyAccounts.reduce((s, a) => s + (balances.get(a) ?? 0), 0)).toBe(cash);
          expect(balances.get(acc.bank) ?? 0).toBe(
            movements.filter((m) => m.method === "transfer").reduce((s, m) => s + cashEffect(m), 0),
          );
          expect(balances.get(acc.receivable) ?? 0).toBe(grossAt(7) + grossAt(19) - cash);

          const totals = periodTotals(docs, movements);
          for (const t of totals.rates) {
            expect(t.total.grossCents).toBe(grossAt(t.vatRate));
            expect(t.total.netCents + t.total.vatCents).toBe(t.total.grossCents);
          }
          expect(totals.paymentsCents - totals.refundsCents).toBe(cash);
          expect(documentsJournal(docs).rows).toHaveLength(docs.reduce((s, d) => s + d.rates.length, 0));
          expect(paymentsJournal(movements).rows).toHaveLength(movements.length);
        },
      ),
      { numRuns: 150 },
    );
  });
});
