import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { shopClock } from "../../domain/orders/delivery";
import { invoices, orders, plants, stockJournal } from "../db/schema";
import type { InvoiceData } from "../invoices/issue";
import { accessory } from "../testing/accessory";
import type { accountsApp } from "../testing/accounts";
import { declareAndConfirm } from "../testing/confirmed-withdrawal";
import { TEST_DATABASES } from "../testing/databases";
import { pdfText } from "../testing/pdf-text";
import { shipMixedOrder } from "../testing/ship-order";
import { withTestDatabase } from "../testing/test-database";
import { loadLedger } from "./ledger";

const kasse = { id: null, email: "kasse@example.de" };
const today = () => shopClock(new Date()).day.toISOString().slice(0, 10);

/** A 19 % pot as the back office would create it. */
const POT = accessory("uebertopf-terrakotta", "Übertopf Terrakotta", 790);

describe.each(TEST_DATABASES)("returns credited per line on $name (#50 §2)", (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let t: ReturnType<typeof accountsApp>;
  withTestDatabase(target, { stock: 1000 }, async (opened, { app }) => {
    database = opened;
    await database.db.insert(plants).values(POT);
    t = app();
  });
  const money = () => t.services.admin.ledgerActions;
  const orderRow = async (id: string) =>
    (await database.db.select().from(orders).where(eq(orders.id, id)))[0]!;

  /** The order, shipped: three snake plants (7 %) and one pot (19 %). */
  async function shippedOrder() {
    const { id } = await shipMixedOrder(t.services, { potId: POT.id, plants: 3, emailPrefix: "retoure" });
    const row = await orderRow(id);
    const [invoice] = await database.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, row.id), eq(invoices.kind, "invoice")));
    const data = invoice!.data as InvoiceData;
    const line = (id: string) => data.lines.findIndex((l) => l.plantId === id);
    return { row, data, plantLine: line("snake-plant"), potLine: line(POT.id) };
  }
  const stockOf = async (id: string) =>
    (await database.db.select({ stock: plants.stock }).from(plants).where(eq(plants.id, id)))[0]!.stock;

  it("only the 19 % pot came back: 7,90 € at 19 %, back in stock, journalled as a return", async () => {
    const o = await shippedOrder();
    const before = await stockOf(POT.id);
    const r = await money().credit(kasse, o.row.number, o.row.version, {
      amount: "",
      rate: "",
      reason: "Rücksendung",
      lines: `${o.potLine}:1`,
      restock: `${o.potLine}`,
    });
    expect(r).toMatchObject({ ok: true });
    const [note] = await database.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, o.row.id), eq(invoices.kind, "credit")));
    const data = note!.data as InvoiceData;
    expect(note!.totalCents).toBe(-790);
    expect(data.rates).toEqual([{ vatRate: 19, grossCents: -790, netCents: -664, vatCents: -126 }]);
    expect(data.lines).toMatchObject([{ name: "Übertopf Terrakotta", quantity: -1, returnOf: o.potLine }]);
    // Unpaid: the return reduces what is owed, it refunds nothing (#50 §1).
    expect(data.correction).toMatchObject({ case: "reduction", refundCents: 0 });
    expect(data.shipping).toEqual([]);
    expect(await stockOf(POT.id)).toBe(before + 1);
    const journal = await database.db
      .select()
      .from(stockJournal)
      .where(and(eq(stockJournal.plantId, POT.id), eq(stockJournal.orderId, o.row.id)));
    expect(journal.map((j) => [j.reason, j.delta])).toEqual([
      ["sale", -1],
      ["return", 1],
    ]);
    // The document names the pot and its 19 %, read back from the PDF.
    const text = pdfText(await t.services.invoices.pdf((await t.services.invoices.find(note!.number))!));
    expect(text).toContain("Übertopf Terrakotta");
    expect(text).toMatch(/19\s?%/);
    // It says what came off the invoice: these articles, not a price reduced by some amount.
    expect(text.replace(/\s+/g, " ")).toContain(
      `Wir mindern Rechnung ${o.data.number} um die unten genannten Artikel.`,
    );
  });

  it("one dead plant of three, written off: one unit credited, no stock back, no shipping", async () => {
    const o = await shippedOrder();
    const before = await stockOf("snake-plant");
    const r = await money().credit(kasse, o.row.number, o.row.version, {
      amount: "",
      rate: "",
      reason: "vertrocknet angekommen",
      lines: `${o.plantLine}:1`,
      restock: "",
    });
    expect(r).toMatchObject({ ok: true });
    const unit = o.data.lines[o.plantLine]!.unitGrossCents;
    const { balance } = await loadLedger(database.db, await orderRow(o.row.id));
    expect(balance.creditedCents).toBe(unit);
    expect(await stockOf("snake-plant")).toBe(before);
  });

  it("the last goods back bring the shipping with them, once; more than came is refused", async () => {
    const o = await shippedOrder();
    const credit = async (lines: string) =>
      money().credit(kasse, o.row.number, (await orderRow(o.row.id)).version, {
        amount: "",
        rate: "",
        reason: "Widerruf",
        lines,
        restock: "",
      });
    expect(await credit(`${o.potLine}:1`)).toMatchObject({ ok: true });
    expect(await credit(`${o.potLine}:1`)).toMatchObject({
      ok: false,
      error: "return_too_many",
      params: { max: 0 },
    });
    expect(await credit(`${o.plantLine}:3`)).toMatchObject({ ok: true });
    const { balance } = await loadLedger(database.db, await orderRow(o.row.id));
    // Everything came back: the whole invoice, shipping included, is credited.
    expect(balance.creditedCents).toBe(o.data.totals.grossCents);
    expect(await credit("0:1")).toMatchObject({ ok: false });
  });

  it("the approval limit sees the return's amount", async () => {
    const o = await shippedOrder();
    expect(await money().returnAmount(o.row.number, `${o.potLine}:1`)).toBe(790);
    expect(await money().returnAmount(o.row.number, `${o.potLine}:2`)).toBeNull();
  });

  it("a withdrawal settled per line: the pot's credit note, the withdrawal's stock untouched", async () => {
    const o = await shippedOrder();
    const declared = await declareAndConfirm(t.services, {
      orderReference: o.row.number,
      name: "Greta Grün",
      email: o.row.email,
    });
    const id = declared.receipt.id;
    const w = t.services.admin.withdrawalActions;
    expect(await w.receive(kasse, id, 0, { receivedOn: today(), restock: { [POT.id]: "1" } })).toMatchObject({
      ok: true,
    });
    const stock = await stockOf(POT.id);
    const r = await w.credit(kasse, id, 1, {
      amount: "",
      rate: "",
      reason: "Widerruf",
      lines: `${o.potLine}:1`,
    });
    expect(r).toMatchObject({ ok: true });
    expect(await stockOf(POT.id)).toBe(stock);
    const [note] = await database.db.select().from(invoices).where(eq(invoices.withdrawalId, id));
    expect(note).toMatchObject({ kind: "credit", totalCents: -790 });
  });
});
