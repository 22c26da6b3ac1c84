import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { shopClock } from "../../domain/orders/delivery";
import { formatEuro } from "../../domain/orders/money";
import { SMALL_BUSINESS_NOTICE } from "../../domain/shop/small-business";
import { readDatevFile } from "../../tests/support/datev-reader";
import type { BooksDownload } from "../books/service";
import { invoices, orders, plants } from "../db/schema";
import { devMailbox } from "../mail/dev-mailbox";
import { accessory } from "../testing/accessory";
import type { accountsApp } from "../testing/accounts";
import { TEST_ADDRESS } from "../testing/address";
import { TEST_DATABASES } from "../testing/databases";
import { pdfText } from "../testing/pdf-text";
import { shipMixedOrder } from "../testing/ship-order";
import { withTestDatabase } from "../testing/test-database";
import type { InvoiceData } from "./issue";

const OWNER = { id: null, email: "inhaberin@example.de" };
const kasse = { id: null, email: "kasse@example.de" };
const POT = accessory("uebertopf-klein", "Übertopf klein", 790);
const dayOf = (d: Date) => shopClock(d).day.toISOString().slice(0, 10);
const today = () => dayOf(new Date());
const tomorrow = () => dayOf(new Date(Date.now() + 86_400_000));
const flat = (s: string) => s.replace(/\u00a0/g, " ").replace(/\s+/g, " ");

/**
 * #50 §5: a shop under the small-business rule (§ 19 UStG) charges no VAT — its invoices, credit notes,
 * mails and books say so — and the switch is dated: a document keeps what held on its own date.
 */
describe.each(TEST_DATABASES)("small business (§ 19 UStG) on $name (#50 §5)", (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let t: ReturnType<typeof accountsApp>;
  withTestDatabase(target, { stock: 1000 }, async (opened, { app }) => {
    database = opened;
    await database.db.insert(plants).values(POT);
    t = app({ DATEV_CONSULTANT_NUMBER: "29098", DATEV_CLIENT_NUMBER: "55003" });
  });

  const setTax = async (form: { smallBusiness: "ja" | "nein"; since: string; taxNumber?: string }) => {
    await t.services.settings.refresh();
    const result = await t.services.settings.update(OWNER, "tax", t.services.settings.version(), {
      taxNumber: "201/123/45678",
      ...form,
    });
    expect(result).toMatchObject({ ok: true });
  };

  /** A snake plant (7 %) and a pot (19 %), placed, confirmed and shipped today. */
  async function shippedOrder() {
    const { id } = await shipMixedOrder(t.services, { potId: POT.id, emailPrefix: "klein" });
    const [order] = await database.db.select().from(orders).where(eq(orders.id, id));
    return order!;
  }
  const documents = (orderId: string) =>
    database.db.select().from(invoices).where(eq(invoices.orderId, orderId)).orderBy(invoices.issuedAt);
  const pdfOf = async (number: string) =>
    flat(pdfText(await t.services.invoices.pdf((await t.services.invoices.find(number))!)));

  it("an invoice charges no VAT: no rate, no tax amount, the § 19 notice and the Steuernummer", async () => {
    await setTax({ smallBusiness: "ja", since: "" });
    const order = await shippedOrder();
    const [invoice] = await documents(order.id);
    const data = invoice!.data as InvoiceData;
    expect(data.smallBusiness).toBe(true);
    expect(data.totals).toEqual({ netCents: order.totalCents, vatCents: 0, grossCents: order.totalCents });
    expect(data.rates.every((r) => r.vatCents === 0 && r.netCents === r.grossCents)).toBe(true);
    const text = await pdfOf(invoice!.number);
    expect(text).toContain(SMALL_BUSINESS_NOTICE.de);
    expect(text).toContain("Steuernummer des Verkäufers 201/123/45678");
    expect(text).not.toMatch(/Umsatzsteuer \d+ %|Nettobetrag|brutto|7 %|19 %/);
    expect(text).toContain(`Gesamtbetrag ${flat(formatEuro(order.totalCents))}`);
    // Shipping split per rate is a VAT matter: one line here.
    expect(text.match(/Versand \d/g)).toHaveLength(1);
    expect(text).toContain(`Versand ${flat(formatEuro(order.shippingCents))}`);

    // A correction of it charges none either, whatever the status is by then.
    await setTax({ smallBusiness: "nein", since: "" });
    const credit = await t.services.admin.ledgerActions.credit(kasse, order.number, order.version, {
      amount: "3,00",
      rate: "",
      reason: "Kulanz: Topf angeschlagen",
    });
    expect(credit).toMatchObject({ ok: true });
    const rk = (await documents(order.id)).find((d) => d.kind === "credit")!;
    expect((rk.data as InvoiceData).smallBusiness).toBe(true);
    expect((rk.data as InvoiceData).totals.vatCents).toBe(0);
    expect(await pdfOf(rk.number)).toContain(SMALL_BUSINESS_NOTICE.de);
  });

  it("the switch is dated: before its day the other status holds, documents keep what they said", async () => {
    // Small business from tomorrow: today still charges VAT.
    await setTax({ smallBusiness: "ja", since: tomorrow() });
    const before = await shippedOrder();
    const [withVat] = await documents(before.id);
    expect((withVat!.data as InvoiceData).smallBusiness).toBeUndefined();
    expect((withVat!.data as InvoiceData).totals.vatCents).toBeGreaterThan(0);
    expect(await pdfOf(withVat!.number)).toContain("Umsatzsteuer 7 %");

    // Charging VAT from tomorrow (the shop outgrew the limit): today is still a small business's day.
    await setTax({ smallBusiness: "nein", since: tomorrow() });
    const after = await shippedOrder();
    const [exempt] = await documents(after.id);
    expect((exempt!.data as InvoiceData).totals.vatCents).toBe(0);
    // The first invoice is as it was issued.
    const [again] = await documents(before.id);
    expect((again!.data as InvoiceData).totals.vatCents).toBe((withVat!.data as InvoiceData).totals.vatCents);
    // The order page follows the invoice, not the status its day has now: VAT per rate, no § 19 line.
    const page = (await t.services.admin.order(before.number))!;
    expect(page.smallBusiness).toBe(false);
    expect(page.vatRates.map((r) => r.vatRate)).toEqual([7, 19]);
    expect((await t.services.admin.order(after.number))!.smallBusiness).toBe(true);
  });

  it("the books and DATEV put the revenue on the small business's account (8195), without VAT or tax key", async () => {
    await setTax({ smallBusiness: "ja", since: "" });
    const order = await shippedOrder();
    const [invoice] = await documents(order.id);
    const period = { from: today(), to: today() };
    const summary = await t.services.books.summary(period);
    const exempt = summary.rates.find((r) => r.vatRate === 0)!;
    expect(exempt.invoices.vatCents).toBe(0);
    expect(exempt.invoices.grossCents).toBeGreaterThanOrEqual(order.totalCents);

    const file = (await t.services.books.download("datev", period)) as BooksDownload;
    const rows = readDatevFile(file.body as Uint8Array).rows.filter((r) => r[10] === invoice!.number);
    // One booking for the whole document (7 % plant and 19 % pot alike): receivable against 8195, no BU key.
    const amount = `${Math.floor(order.totalCents / 100)},${String(order.totalCents % 100).padStart(2, "0")}`;
    expect(rows.map((r) => [r[0], r[1], r[6], r[7], r[8]])).toEqual([[amount, "S", "10000", "8195", ""]]);

    const journal = Buffer.from(
      ((await t.services.books.download("documents", period)) as BooksDownload).body as Uint8Array,
    ).toString("utf8");
    expect(journal).toContain("keine USt (§ 19 UStG)");
  });

  it("the order confirmation names no VAT on a small business's day", async () => {
    await setTax({ smallBusiness: "ja", since: "" });
    const email = `mail.${randomUUID()}@example.de`;
    const r = await t.services.orders.place(
      {
        items: [{ id: "snake-plant", quantity: 1 }],
        shipping: { firstName: "Greta", lastName: "Grün", email, ...TEST_ADDRESS },
        idempotencyKey: randomUUID(),
      },
      { userId: null },
    );
    if (!r.ok) throw new Error(r.error);
    await t.services.outbox.flush();
    const mail = (await devMailbox(t.dataDir).list()).find((m) => m.to === email)!;
    expect(flat(mail.text)).toContain(SMALL_BUSINESS_NOTICE.de);
    expect(mail.text).not.toContain("inkl. MwSt.");
    expect(mail.html ?? "").not.toContain("inkl. MwSt.");
  });
});
