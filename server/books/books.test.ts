import { eq } from "drizzle-orm";
import { unzipSync } from "fflate";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { datevBalances } from "../../domain/books/books";
import { DATEV_COLUMNS } from "../../domain/books/datev";
import { computeVat, type VatRate } from "../../domain/orders/vat";
import { readDatevFile } from "../../tests/support/datev-reader";
import { loadConfig } from "../config";
import type { Database } from "../db/client";
import { invoices, orderItems, orderPayments, orders, users } from "../db/schema";
import { cancellationData, creditNoteData, type InvoiceData, invoiceData } from "../invoices/issue";
import { type AccountsApp, insertOrder } from "../testing/accounts";
import { TEST_DATABASES } from "../testing/databases";
import { withTestDatabase } from "../testing/test-database";
import {
  BOOKS_MESSAGES,
  type BooksDownload,
  createBooksService,
  FORMULA_START,
  journalCsv,
  pdfArchive,
} from "./service";

const config = loadConfig({
  DATEV_CONSULTANT_NUMBER: "29098",
  DATEV_CLIENT_NUMBER: "55003",
});
const OCTOBER = { from: "2026-10-01", to: "2026-10-31" };

/** An order with lines at the given rates, invoiced (data as issue.ts freezes it) on `issuedAt`. */
async function invoicedOrder(
  database: Database,
  o: {
    number: string;
    firstName: string;
    lastName: string;
    issuedAt: Date;
    lines: { name: string; priceCents: number; quantity: number; vatRate: VatRate }[];
    invoiceNumber: string;
  },
) {
  const order = await insertOrder(database, {
    email: `${o.number.toLowerCase()}@example.de`,
    status: "processing",
    createdAt: o.issuedAt,
    items: o.lines.map((l) => ({
      plantId: "pothos",
      name: l.name,
      quantity: l.quantity,
      priceCents: l.priceCents,
    })),
  });
  const [row] = await database.db
    .update(orders)
    .set({ number: o.number, firstName: o.firstName, lastName: o.lastName })
    .where(eq(orders.id, order.id))
    .returning();
  const items = await database.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  const base = invoiceData(row!, items, config, o.invoiceNumber, row!.createdAt);
  // Mixed rates (a 19 % pot beside a 7 % plant): VAT per rate as domain/orders/vat.ts splits it.
  const vat = computeVat(
    o.lines.map((l) => ({ quantity: l.quantity, unitGrossCents: l.priceCents, vatRate: l.vatRate })),
    row!.shippingCents,
  );
  const data: InvoiceData = {
    ...base,
    lines: base.lines.map((l, i) => ({
      ...l,
      vatRate: o.lines[i]!.vatRate,
      lineNetCents: vat.lines[i]!.lineNetCents,
    })),
    shipping: vat.shipping,
    rates: vat.rates,
    totals: vat.totals,
  };
  await insertDocument(database, row!.id, data, o.issuedAt);
  return { order: row!, data };
}

async function insertDocument(database: Database, orderId: string, data: InvoiceData, issuedAt: Date) {
  await database.db.insert(invoices).values({
    number: data.number,
    kind: data.kind,
    orderId,
    issuedAt,
    deliveryDate: data.deliveryDate,
    totalCents: data.totals.grossCents,
    data,
  });
}

async function move(
  database: Database,
  orderId: string,
  m: {
    kind?: "payment" | "refund";
    amountCents: number;
    paidOn: string;
    reversesId?: string;
    reason?: string;
  },
) {
  const [row] = await database.db
    .insert(orderPayments)
    .values({ orderId, actor: "buchhaltung@blattwerk.example", kind: "payment", ...m })
    .returning();
  return row!;
}

describe.each(TEST_DATABASES)("books of a period on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let t: AccountsApp;
  const service = () => createBooksService({ db: database.db, config });
  const books = () => ({
    ...service(),
    download: async (...args: Parameters<ReturnType<typeof service>["download"]>) =>
      (await service().download(...args)) as BooksDownload,
  });

  withTestDatabase(target, {}, async (opened, { app }) => {
    database = opened;
    t = app({ DATEV_CONSULTANT_NUMBER: "29098", DATEV_CLIENT_NUMBER: "55003" });
    // A: one 7 % plant and a 19 % pot, issued 00:30 on 1 October in Berlin (still 30 September in UTC).
    const a = await invoicedOrder(database, {
      number: "BW-2026-100001",
      firstName: "Jörg",
      lastName: "Bäcker",
      issuedAt: new Date("2026-09-30T22:30:00Z"),
      invoiceNumber: "RE-2026-100001",
      lines: [
        { name: "Efeutute", priceCents: 1899, quantity: 2, vatRate: 7 },
        { name: "Übertopf Terrakotta", priceCents: 2499, quantity: 1, vatRate: 19 },
      ],
    });
    // Paid too little by mistake, reversed, then paid in full.
    const wrong = await move(database, a.order.id, { amountCents: 1000, paidOn: "2026-10-03" });
    await move(database, a.order.id, {
      amountCents: 1000,
      paidOn: "2026-10-04",
      reversesId: wrong.id,
      reason: "Falscher Betrag",
    });
    await move(database, a.order.id, { amountCents: a.data.totals.grossCents, paidOn: "2026-10-06" });
    // A plant damaged in transit: a credit note of 10 € at 7 %, refunded.
    const credit = creditNoteData(
      a.data,
      "RK-2026-100001",
      "2026-10-20",
      [{ vatRate: a.data.lines[0]!.vatRate, grossCents: 1000 }],
      "Gutschrift",
    );
    await insertDocument(database, a.order.id, credit, new Date("2026-10-20T09:00:00Z"));
    await move(database, a.order.id, {
      kind: "refund",
      amountCents: 1000,
      paidOn: "2026-10-21",
      reason: "Kulanz",
    });

    // B: cancelled after a part payment, the part refunded.
    const b = await invoicedOrder(database, {
      number: "BW-2026-100002",
      firstName: "=HYPERLINK(1)",
      lastName: "Kundin",
      issuedAt: new Date("2026-10-10T10:00:00Z"),
      invoiceNumber: "RE-2026-100002",
      lines: [{ name: "Monstera", priceCents: 3499, quantity: 1, vatRate: 7 }],
    });
    await move(database, b.order.id, { amountCents: 1000, paidOn: "2026-10-11" });
    const storno = cancellationData(b.data, "ST-2026-100001", "2026-10-12");
    await insertDocument(database, b.order.id, storno, new Date("2026-10-12T08:00:00Z"));
    await move(database, b.order.id, { kind: "refund", amountCents: 1000, paidOn: "2026-10-13" });

    // Outside the period: an invoice at 00:30 on 1 November in Berlin, a payment in September.
    const c = await invoicedOrder(database, {
      number: "BW-2026-100003",
      firstName: "Nora",
      lastName: "November",
      issuedAt: new Date("2026-10-31T23:30:00Z"),
      invoiceNumber: "RE-2026-100003",
      lines: [{ name: "Efeutute", priceCents: 1899, quantity: 1, vatRate: 7 }],
    });
    await move(database, c.order.id, { amountCents: 500, paidOn: "2026-09-30" });
  });

  it("totals the period per rate and kind, the money net of the reversal", async () => {
    const s = await books().summary(OCTOBER);
    expect(s.documents).toBe(4);
    expect(s.movements).toBe(6);
    // A: 2 × 18,99 + 24,99 + 4,90 shipping split by the goods' gross (37,98 : 24,99).
    const seven = s.rates.find((r) => r.vatRate === 7)!;
    const nineteen = s.rates.find((r) => r.vatRate === 19)!;
    expect(seven.invoices.grossCents + nineteen.invoices.grossCents).toBe(1899 * 2 + 2499 + 490 + 3499 + 490);
    expect(seven.cancellations.grossCents).toBe(-(3499 + 490));
    expect(seven.credits).toEqual({ netCents: -935, vatCents: -65, grossCents: -1000 });
    expect(nineteen.cancellations.grossCents).toBe(0);
    for (const r of s.rates) expect(r.total.netCents + r.total.vatCents).toBe(r.total.grossCents);
    expect(s.paymentsCents).toBe(1899 * 2 + 2499 + 490 + 1000);
    expect(s.refundsCents).toBe(2000);
  });

  it("exports the DATEV Buchungsstapel as an importer reads it: header, 125 columns, decimal comma, Windows-1252, CR LF", async () => {
    const file = await books().download("datev", OCTOBER, new Date("2026-11-02T08:00:00Z"));
    expect(file.fileName).toBe("EXTF_Buchungsstapel_2026-10-01_bis_2026-10-31.csv");
    expect(file.contentType).toBe("text/csv; charset=windows-1252");
    const bytes = file.body as Uint8Array;
    // „ä“ of Bäcker is the single byte 0xE4; no UTF-8 anywhere, no BOM.
    expect(Buffer.from(bytes).includes(Buffer.from([0xe4]))).toBe(true);
    expect(Buffer.from(bytes).includes(Buffer.from("ä", "utf8"))).toBe(false);
    expect([bytes[0], bytes[1]]).toEqual([0x22, 0x45]); // "E
    const text = Buffer.from(bytes).toString("latin1");
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replaceAll("\r\n", "")).not.toMatch(/[\r\n]/);

    const read = readDatevFile(bytes);
    expect(read.header).toHaveLength(31);
    expect(read.header.slice(0, 5)).toEqual(["EXTF", "700", "21", "Buchungsstapel", "13"]);
    expect(read.header.slice(10, 16)).toEqual(["29098", "55003", "20260101", "4", "20261001", "20261031"]);
    expect(read.header[26]).toBe("03");
    expect(read.columns).toEqual(DATEV_COLUMNS);
    expect(read.rows.every((r) => r.length === 125)).toBe(true);
    expect(read.rows.every((r) => /^\d{1,10},\d{2}$/.test(r[0]!) && /^(S|H)$/.test(r[1]!))).toBe(true);
    expect(read.rows.every((r) => /^(0[1-9]|[12]\d|3[01])10$/.test(r[9]!))).toBe(true);

    // Each document per rate with its number; payments against the order's invoice.
    const byDocument = (n: string) =>
      read.rows.filter((r) => r[10] === n).map((r) => [r[0], r[1], r[6], r[7], r[9]]);
    expect(byDocument("RE-2026-100001")).toEqual([
      ["40,94", "S", "10000", "8300", "0110"],
      ["26,93", "S", "10000", "8400", "0110"],
      ["10,00", "S", "1200", "10000", "0310"],
      ["10,00", "H", "1200", "10000", "0410"],
      ["67,87", "S", "1200", "10000", "0610"],
      ["10,00", "H", "1200", "10000", "2110"],
    ]);
    expect(byDocument("ST-2026-100001")).toEqual([["39,89", "H", "10000", "8300", "1210"]]);
    expect(byDocument("RK-2026-100001")).toEqual([["10,00", "H", "10000", "8300", "2010"]]);
    expect(read.rows.find((r) => r[10] === "RE-2026-100001")![13]).toBe(
      "Rechnung BW-2026-100001 Jörg Bäcker",
    );
    expect(read.rows.some((r) => r[10] === "RE-2026-100003")).toBe(false);

    // The sums per account equal the documents' per rate and the money's, to the cent.
    const s = await books().summary(OCTOBER);
    const balances = datevBalances(
      read.rows.map((r) => ({
        amountCents: Number(r[0]!.replace(",", "")),
        side: r[1] as "S" | "H",
        account: r[6]!,
        contraAccount: r[7]!,
      })),
    );
    expect(0 - balances.get("8300")!).toBe(s.rates.find((r) => r.vatRate === 7)!.total.grossCents);
    expect(0 - balances.get("8400")!).toBe(s.rates.find((r) => r.vatRate === 19)!.total.grossCents);
    expect(balances.get("1200")).toBe(s.paymentsCents - s.refundsCents);
  });

  it("DATEV: cash on the till, Stripe on Geldtransit, a name's quotes and semicolons mapped — read back from the file (#50 §4)", async () => {
    const DECEMBER = { from: "2026-12-01", to: "2026-12-31" };
    const d = await invoicedOrder(database, {
      number: "BW-2026-100004",
      firstName: 'Anna-Maria "Blümchen"; Sophie',
      lastName: "Schmidt-Gartenfreundin",
      issuedAt: new Date("2026-12-03T10:00:00Z"),
      invoiceNumber: "RE-2026-100004",
      lines: [{ name: "Efeutute", priceCents: 1899, quantity: 1, vatRate: 7 }],
    });
    await database.db.insert(orderPayments).values([
      {
        orderId: d.order.id,
        actor: "kasse@blattwerk.example",
        kind: "payment",
        amountCents: 1000,
        paidOn: "2026-12-04",
        method: "cash",
      },
      {
        orderId: d.order.id,
        actor: "Stripe",
        kind: "payment",
        amountCents: 500,
        paidOn: "2026-12-05",
        method: "stripe",
        providerRef: "ch_books_50",
      },
      {
        orderId: d.order.id,
        actor: "kasse@blattwerk.example",
        kind: "payment",
        amountCents: 300,
        paidOn: "2026-12-06",
        method: "other",
      },
      {
        orderId: d.order.id,
        actor: "kasse@blattwerk.example",
        kind: "payment",
        amountCents: 200,
        paidOn: "2026-12-07",
        method: "transfer",
      },
    ]);
    const file = await books().download("datev", DECEMBER, new Date("2027-01-02T08:00:00Z"));
    const read = readDatevFile(file.body as Uint8Array);
    const money = read.rows.filter((r) => r[7] === "10000").map((r) => [r[0], r[1], r[6], r[9]]);
    expect(money).toEqual([
      ["10,00", "S", "1000", "0412"],
      ["5,00", "S", "1360", "0512"],
      ["3,00", "S", "1360", "0612"],
      ["2,00", "S", "1200", "0712"],
    ]);
    const texts = read.rows.map((r) => r[13]!);
    expect(texts.every((t) => t.length <= 60 && !/[";]/.test(t))).toBe(true);
    expect(texts[0]).toBe("Rechnung BW-2026-100004 Anna-Maria 'Blümchen', Sophie Schmid");
  });

  it("writes the documents and payments journals for German Excel, formulas defused, amounts signed", async () => {
    const parse = (body: string) => {
      expect(body.startsWith("\uFEFF")).toBe(true);
      return Papa.parse<string[]>(body.slice(1).trim(), { delimiter: ";" }).data;
    };
    const documents = parse((await books().download("documents", OCTOBER)).body as string);
    expect(documents[0]).toEqual([
      "Belegdatum",
      "Belegnummer",
      "Belegart",
      "Bezieht sich auf",
      "Bestellnummer",
      "Kunde",
      "USt-Satz",
      "Netto",
      "USt",
      "Brutto",
      "Grund",
    ]);
    expect(documents.slice(1).map((r) => [r[0], r[1], r[2], r[6], r[9]])).toEqual([
      ["01.10.2026", "RE-2026-100001", "Rechnung", "7 %", "40,94"],
      ["01.10.2026", "RE-2026-100001", "Rechnung", "19 %", "26,93"],
      ["10.10.2026", "RE-2026-100002", "Rechnung", "7 %", "39,89"],
      ["12.10.2026", "ST-2026-100001", "Stornorechnung", "7 %", "-39,89"],
      ["20.10.2026", "RK-2026-100001", "Rechnungskorrektur", "7 %", "-10,00"],
    ]);
    // The customer named "=HYPERLINK(1)" cannot become a formula.
    expect(documents[3]![5]).toBe("'=HYPERLINK(1) Kundin");
    expect(documents[4]![3]).toBe("RE-2026-100002");

    const payments = parse((await books().download("payments", OCTOBER)).body as string);
    expect(payments.slice(1).map((r) => [r[0], r[1], r[3], r[5]])).toEqual([
      ["03.10.2026", "Zahlungseingang", "RE-2026-100001", "10,00"],
      ["04.10.2026", "Storno Zahlungseingang", "RE-2026-100001", "-10,00"],
      ["06.10.2026", "Zahlungseingang", "RE-2026-100001", "67,87"],
      ["11.10.2026", "Zahlungseingang", "RE-2026-100002", "10,00"],
      ["13.10.2026", "Erstattung", "RE-2026-100002", "-10,00"],
      ["21.10.2026", "Erstattung", "RE-2026-100001", "-10,00"],
    ]);
    expect(FORMULA_START.test("-10,00")).toBe(false);
    expect(FORMULA_START.test("-1+2")).toBe(true);
    expect(journalCsv({ header: ["a"], rows: [["@x"]] })).toContain("'@x");
  });

  it("zips every document of the period as its PDF", async () => {
    const file = await books().download("pdfs", OCTOBER);
    expect(file.fileName).toBe("Blattwerk-Belege-2026-10-01-bis-2026-10-31.zip");
    const files = unzipSync(file.body as Uint8Array);
    expect(Object.keys(files).sort()).toEqual([
      "RE-2026-100001.pdf",
      "RE-2026-100002.pdf",
      "RK-2026-100001.pdf",
      "ST-2026-100001.pdf",
    ]);
    for (const pdf of Object.values(files)) expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe("%PDF-");
    // More than an archive holds: a German sentence instead of a request that never ends.
    expect(await pdfArchive(database.db, OCTOBER, 3)).toEqual({ tooMany: 4 });
  });

  it("the page and the downloads: staff only, a bad period a German 400, never a 500", async () => {
    const page = await import("../../app/routes/admin/books");
    const download = await import("../../app/routes/admin/books-download");
    const { user, cookie } = await t.signUp();
    const context = { services: t.services } as never;
    const get = (path: string, c = cookie) =>
      new Request(`http://localhost:3000${path}`, { headers: c ? { cookie: c } : {} });

    // A customer: the back office does not exist.
    await expect(
      page.loader({ request: get("/admin/books"), params: {}, context } as never),
    ).rejects.toMatchObject({
      init: { status: 404 },
    });
    // Customer service keeps no books (#49 §3): 403, the page and the DATEV file alike.
    await database.db.update(users).set({ role: "service" }).where(eq(users.id, user.id));
    await expect(
      page.loader({ request: get("/admin/books"), params: {}, context } as never),
    ).rejects.toMatchObject({ init: { status: 403 } });
    await expect(
      download.loader({
        request: get("/admin/books/download/datev?from=2026-10-01&to=2026-10-31"),
        params: { kind: "datev" },
        context,
      } as never),
    ).rejects.toMatchObject({ init: { status: 403 } });
    await database.db.update(users).set({ role: "accounting" }).where(eq(users.id, user.id));

    const ok = await page.loader({
      request: get("/admin/books?from=2026-10-01&to=2026-10-31"),
      params: {},
      context,
    } as never);
    expect(ok).toMatchObject({ period: OCTOBER, error: null, summary: { documents: 4 } });

    for (const [from, to, message] of [
      ["2026-10-31", "2026-10-01", "Das Von-Datum liegt nach dem Bis-Datum."],
      ["2025-12-01", "2026-01-31", /Kalenderjahr/],
      ["2026-02-30", "2026-03-01", /gültige Daten/],
      ["<script>", "2026-10-01", /gültige Daten/],
      ["2026-10-01", "", /von und bis/],
    ] as const) {
      const query = `?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
      const bad = (await page.loader({
        request: get(`/admin/books${query}`),
        params: {},
        context,
      } as never)) as {
        init: { status: number };
        data: { error: string; summary: null };
      };
      expect(bad.init.status).toBe(400);
      expect(bad.data.error).toMatch(message);
      expect(bad.data.summary).toBeNull();
      const res = (await download.loader({
        request: get(`/admin/books/download/datev${query}`),
        params: { kind: "datev" },
        context,
      } as never)) as Response;
      expect(res.status).toBe(400);
      expect(await res.text()).toMatch(message);
    }
    // An unknown file is a 404; a good one a download.
    await expect(
      download.loader({ request: get("/admin/books/download/x"), params: { kind: "x" }, context } as never),
    ).rejects.toMatchObject({ init: { status: 404 } });
    const res = (await download.loader({
      request: get("/admin/books/download/datev?from=2026-10-01&to=2026-10-31"),
      params: { kind: "datev" },
      context,
    } as never)) as Response;
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe(
      'attachment; filename="EXTF_Buchungsstapel_2026-10-01_bis_2026-10-31.csv"',
    );
    expect(readDatevFile(new Uint8Array(await res.arrayBuffer())).header[10]).toBe("29098");
    // Too many PDFs for one archive: 422 with the reason, in German.
    const crowded = {
      services: {
        ...t.services,
        books: { ...t.services.books, download: async () => ({ refused: BOOKS_MESSAGES.tooManyPdfs(2000) }) },
      },
    } as never;
    const refused = (await download.loader({
      request: get("/admin/books/download/pdfs?from=2026-01-01&to=2026-12-31"),
      params: { kind: "pdfs" },
      context: crowded,
    } as never)) as Response;
    expect(refused.status).toBe(422);
    expect(await refused.text()).toBe(
      "In diesem Zeitraum liegen 2.000 Belege; ein Archiv fasst höchstens 1.500. Bitte wähle einen kürzeren Zeitraum, zum Beispiel einen Monat.",
    );
  });
});
