import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { shopClock } from "../../domain/orders/delivery";
import { formatEuro, formatEuroInput } from "../../domain/orders/money";
import { invoices, orders } from "../db/schema";
import { devMailbox } from "../mail/dev-mailbox";
import type { accountsApp } from "../testing/accounts";
import { declareAndConfirm } from "../testing/confirmed-withdrawal";
import { TEST_DATABASES } from "../testing/databases";
import { placeGuestOrder } from "../testing/guest-order";
import { pdfText } from "../testing/pdf-text";
import { withTestDatabase } from "../testing/test-database";
import { girocodeFor } from "./invoice-pdf";

const today = () => shopClock(new Date()).day.toISOString().slice(0, 10);
const germanToday = () => today().split("-").reverse().join(".");
const lager = { id: null, email: "lager@example.de" };
const kasse = { id: null, email: "kasse@example.de" };
const TRACKING = "00340434161234567890";
const euro = (cents: number) => formatEuroInput(cents);
/** pdftotext's layout as one line of words, no-break spaces as spaces. */
const flat = (s: string) => s.replace(/\u00a0/g, " ").replace(/\s+/g, " ");
const eur = (cents: number) => flat(formatEuro(cents));

/**
 * #50 §1: every document says what happened — a price reduction, a withdrawal, money paid back; an
 * invoice written after a payment says it is paid, or what is still open.
 */
describe.each(TEST_DATABASES)("documents that say what happened on $name (#50)", (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let t: ReturnType<typeof accountsApp>;
  withTestDatabase(target, { stock: 1000 }, async (opened, { app }) => {
    database = opened;
    t = app();
  });

  const place = () => placeGuestOrder(t.services, { emailPrefix: "docs" });
  const lifecycle = () => t.services.admin.orderActions;
  const money = () => t.services.admin.ledgerActions;
  const version = async (id: string) =>
    (await database.db.select().from(orders).where(eq(orders.id, id)))[0]!.version;
  const ship = async (order: { id: string; number: string }) =>
    expect(
      await lifecycle().ship(lager, order.number, await version(order.id), {
        carrier: "DHL",
        trackingNumber: TRACKING,
      }),
    ).toMatchObject({ ok: true });
  const documents = (orderId: string) =>
    database.db.select().from(invoices).where(eq(invoices.orderId, orderId)).orderBy(invoices.issuedAt);
  const pdfOf = async (number: string) =>
    flat(pdfText(await t.services.invoices.pdf((await t.services.invoices.find(number))!)));
  const mailTo = async (to: string, subject: string) => {
    await t.services.outbox.flush();
    return (await devMailbox(t.dataDir).list()).find((m) => m.to === to && m.subject.startsWith(subject))!;
  };

  it("goodwill on an unpaid invoice is a price reduction, not a refund after a withdrawal", async () => {
    const order = await place();
    await lifecycle().confirm(lager, order.number, 0);
    await ship(order);
    const credit = await money().credit(kasse, order.number, await version(order.id), {
      amount: "3,00",
      rate: "",
      reason: "Kulanz: Blatt geknickt",
    });
    expect(credit).toMatchObject({ ok: true });
    const rk = (await documents(order.id)).find((d) => d.kind === "credit")!;
    const text = await pdfOf(rk.number);
    const open = order.totalCents - 300;
    expect(text).not.toContain("Widerruf");
    expect(text).not.toContain("erstatten");
    expect(text).not.toContain("Erstattungsbetrag");
    expect(text).not.toContain("Gutschrift");
    expect(text).toContain("Wir mindern den Preis aus Rechnung RE-");
    expect(text).toContain("Preisminderung: Kulanz: Blatt geknickt");
    expect(text).toContain(`Minderungsbetrag ${eur(-300)}`);
    expect(text).toContain(`Offen ist jetzt noch ${eur(open)}`);
    const mail = await mailTo(order.email, "Rechnungskorrektur");
    expect(flat(mail.text)).toContain(`Offen ist jetzt noch ${eur(open)}`);
  });

  it("the withdrawal of an unpaid invoice unwinds it: nothing refunded, nothing left to pay", async () => {
    const order = await place();
    await lifecycle().confirm(lager, order.number, 0);
    await ship(order);
    const declared = await declareAndConfirm(t.services, {
      orderReference: order.number,
      name: "Greta Grün",
      email: order.email,
    });
    const w = t.services.admin.withdrawalActions;
    const id = declared.receipt.id;
    expect(await w.receive(kasse, id, 0, { receivedOn: today(), restock: {} })).toMatchObject({ ok: true });
    expect(
      await w.credit(kasse, id, 1, { amount: euro(order.totalCents), rate: "", reason: "Widerruf" }),
    ).toMatchObject({ ok: true });
    const rk = (await documents(order.id)).find((d) => d.kind === "credit")!;
    const text = await pdfOf(rk.number);
    expect(text).toContain("Nach deinem Widerruf");
    expect(text).not.toContain("erstatten");
    expect(text).not.toContain("Erstattungsbetrag");
    expect(text).not.toContain("Gutschrift");
    expect(text).not.toContain("Widerruf: Widerruf");
    expect(text).toContain("Rückabwicklung nach Widerruf");
    expect(text).toContain(`Minderungsbetrag nach Widerruf ${eur(-order.totalCents)}`);
    expect(text).toContain("Du musst nichts mehr bezahlen");
    const mail = await mailTo(order.email, "Rechnungskorrektur");
    expect(mail.text).toContain("nach deinem Widerruf haben wir deine Rechnung");
    expect(mail.text).toContain("Du musst nichts mehr bezahlen.");
  });

  it("a Stornorechnung says money comes back only where some was paid (#50)", async () => {
    const unpaid = await place();
    await lifecycle().confirm(lager, unpaid.number, 0);
    await ship(unpaid);
    expect(await t.services.orders.cancel(unpaid.id)).toMatchObject({ ok: true });
    const storno = (await documents(unpaid.id)).find((d) => d.kind === "cancellation")!;
    const unpaidText = await pdfOf(storno.number);
    expect(unpaidText).toContain("du musst nichts bezahlen.");
    expect(unpaidText).not.toContain("erstatten");

    const paid = await place();
    await lifecycle().confirm(lager, paid.number, 0);
    await ship(paid);
    await money().pay(kasse, paid.number, await version(paid.id), { amount: "10,00", paidOn: today() });
    expect(await t.services.orders.cancel(paid.id)).toMatchObject({ ok: true });
    const paidStorno = (await documents(paid.id)).find((d) => d.kind === "cancellation")!;
    expect(await pdfOf(paidStorno.number)).toContain(`die bereits gezahlten ${eur(1000)} erstatten wir dir.`);
  });

  it("a correction of a paid invoice gives money back and says so", async () => {
    const order = await place();
    await lifecycle().confirm(lager, order.number, 0);
    await ship(order);
    await money().pay(kasse, order.number, await version(order.id), {
      amount: euro(order.totalCents),
      paidOn: today(),
    });
    expect(
      await money().credit(kasse, order.number, await version(order.id), {
        amount: "5,00",
        rate: "",
        reason: "Pflanze beim Transport beschädigt",
      }),
    ).toMatchObject({ ok: true });
    const rk = (await documents(order.id)).find((d) => d.kind === "credit")!;
    const text = await pdfOf(rk.number);
    expect(text).toContain(`Erstattungsbetrag ${eur(-500)}`);
    expect(text).toContain(`Wir erstatten dir ${eur(500)}`);
    expect(text).not.toContain("Widerruf");
    expect(text).not.toContain("Gutschrift");
  });

  it("an invoice issued after a full prepayment by transfer is marked paid and asks for nothing", async () => {
    const order = await place();
    await lifecycle().confirm(lager, order.number, 0);
    await money().pay(kasse, order.number, await version(order.id), {
      amount: euro(order.totalCents),
      paidOn: today(),
    });
    await ship(order);
    const re = (await documents(order.id)).find((d) => d.kind === "invoice")!;
    const text = await pdfOf(re.number);
    expect(text).toContain(`Bereits bezahlt am ${germanToday()} per Überweisung`);
    expect(text).not.toContain("Zahlbar bis");
    expect(text).not.toContain("GiroCode");
    expect(text).not.toContain("Stripe");
    expect(girocodeFor((await t.services.invoices.find(re.number))!.data)).toBeNull();
    const mail = await mailTo(order.email, "Deine Bestellung");
    expect(mail.text).toContain("Du hast sie schon bezahlt");
  });

  it("an invoice issued after a part payment names what was paid and asks only for the rest", async () => {
    const order = await place();
    await lifecycle().confirm(lager, order.number, 0);
    await money().pay(kasse, order.number, await version(order.id), { amount: "10,00", paidOn: today() });
    await ship(order);
    const re = (await documents(order.id)).find((d) => d.kind === "invoice")!;
    const text = await pdfOf(re.number);
    const open = order.totalCents - 1000;
    expect(text).toContain(`Bereits bezahlt am ${germanToday()}: ${eur(1000)}`);
    expect(text).toContain(`Noch zu zahlen: ${eur(open)}`);
    expect(text).toContain(`GiroCode: ${eur(open)}`);
    expect(text).toContain("Zahlbar bis");
    // The shipping mail says the same: what came, what is left.
    const mail = flat((await mailTo(order.email, "Deine Bestellung")).text);
    expect(mail).toContain(`Du hast schon ${eur(1000)} bezahlt; offen sind noch ${eur(open)}.`);
    const payload = girocodeFor((await t.services.invoices.find(re.number))!.data)!;
    expect(payload.split("\n")[7]).toBe(
      `EUR${Math.floor(open / 100)}.${String(open % 100).padStart(2, "0")}`,
    );
  });
});
