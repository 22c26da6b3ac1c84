import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { formatVoucherCode, shopDay } from "../../domain/vouchers/vouchers";
import { createApp } from "../app";
import { loadConfig } from "../config";
import { mailOutbox, vouchers } from "../db/schema";
import { createServices, type Services } from "../services";
import { TEST_ADDRESS } from "../testing/address";
import { TEST_DATABASES } from "../testing/databases";
import { withTestDatabase } from "../testing/test-database";

/**
 * #43 §3 through the HTTP edge: a voucher bought on invoice works only once the merchant marked it paid;
 * its balance is shown by code; wrong codes are limited per client at the balance, the checkout's
 * „Einlösen“ and the order alike.
 */
describe.each(TEST_DATABASES)("the voucher API on $name", (target) => {
  let app: ReturnType<typeof createApp>;
  let services: Services;
  let database: Awaited<ReturnType<typeof target.open>>;
  withTestDatabase(target, { stock: 1000 }, async (opened) => {
    database = opened;
    services = createServices(
      loadConfig({ TRUST_PROXY: "true", CODE_RATE_LIMIT_MAX: "3", INVOICE_FIRST_ORDER_MAX_EUR: "100000" }),
      database,
    );
    app = createApp({ services });
  });
  const post = (path: string, body: unknown, ip = "203.0.113.7", locale = "de") =>
    app.request(path, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": ip, "x-shop-locale": locale },
      body: JSON.stringify(body),
    });
  const today = shopDay(new Date());
  const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const buy = (over: Record<string, unknown> = {}) =>
    post("/api/vouchers", {
      amountCents: 3000,
      buyerName: "Jonas Beck",
      buyerEmail: "Jonas@Example.de",
      recipientEmail: "mia@example.de",
      deliverOn: today,
      message: "Alles Gute!",
      idempotencyKey: randomUUID(),
      ...over,
    });
  const codeOf = async (id: string) =>
    (await database.db.select().from(vouchers).where(eq(vouchers.id, id)))[0]!.code;

  it("online payment in a shop that takes none: 422 with a message, and no voucher", async () => {
    const key = randomUUID();
    const res = await buy({ payment: "online", idempotencyKey: key });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      error: "online_unavailable",
      message: "Online bezahlen ist hier gerade nicht möglich. Bitte wähle Kauf auf Rechnung.",
    });
    expect(await database.db.select().from(vouchers).where(eq(vouchers.idempotencyKey, key))).toEqual([]);
  });

  it("bought on invoice: pending until marked paid, then its balance is shown and it pays", async () => {
    const res = await buy({ deliverOn: tomorrow });
    expect(res.status).toBe(201);
    const { voucher } = (await res.json()) as { voucher: { id: string; number: string; state: string } };
    expect(voucher).toMatchObject({ state: "pending", number: expect.stringMatching(/^GS-\d{4}-\d{6}$/) });
    const [row] = await database.db.select().from(vouchers).where(eq(vouchers.id, voucher.id));
    expect(row).toMatchObject({ buyerEmail: "jonas@example.de", initialCents: 3000, balanceCents: 3000 });
    expect(row!.validUntil).toBe(`${new Date().getUTCFullYear() + 3}-12-31`);
    const code = await codeOf(voucher.id);
    // Not paid: as good as unknown.
    expect((await post("/api/vouchers/balance", { code }, "198.51.100.1")).status).toBe(404);
    expect(
      await services.vouchers.markPaid(voucher.id, { id: null, email: "chefin@blattwerk.example" }),
    ).toBe(true);
    expect(
      await services.vouchers.markPaid(voucher.id, { id: null, email: "chefin@blattwerk.example" }),
    ).toBe(false);
    // Paid: the voucher's mail to the recipient is recorded, held until the chosen day's morning.
    const [mail] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "voucher"));
    expect(mail).toMatchObject({ recipient: "mia@example.de", status: "pending" });
    expect(mail!.text).toContain(formatVoucherCode(code));
    expect(mail!.text).toContain("Alles Gute!");
    // The voucher itself as a PDF, drawn from its row when the mail goes out (server/vouchers/voucher-pdf.ts).
    expect(mail!.attachments).toEqual([{ type: "voucher", voucherId: voucher.id }]);
    expect(mail!.nextAttemptAt.toISOString()).toBe(`${tomorrow}T07:00:00.000Z`);
    const balance = await post("/api/vouchers/balance", { code: code.toLowerCase() }, "198.51.100.1");
    expect(await balance.json()).toMatchObject({ balance: { balanceCents: 3000, initialCents: 3000 } });
    // The checkout's „Einlösen“ shows what it pays and what is left.
    const preview = await post("/api/discounts/preview", {
      items: [{ id: "pothos", quantity: 2 }],
      codes: [code],
    });
    expect(await preview.json()).toMatchObject({ totalCents: 4288, voucherCents: 3000, dueCents: 1288 });
  });

  it("refuses an amount outside 10–200 € and a day in the past, in the page's language", async () => {
    const low = await buy({ amountCents: 999 });
    expect(low.status).toBe(400);
    expect(await low.json()).toMatchObject({ message: "Bitte wähle einen Betrag von 10 € bis 200 €." });
    expect((await buy({ amountCents: 20001 })).status).toBe(400);
    const past = await buy({ deliverOn: "2020-01-01" });
    expect(await past.json()).toMatchObject({ error: "deliver_on_out_of_range" });
  });

  it("limits wrong codes per client: after three, even a right code waits; other clients do not", async () => {
    const { voucher } = (await (await buy()).json()) as { voucher: { id: string } };
    await services.vouchers.markPaid(voucher.id, { id: null, email: "t" });
    const code = await codeOf(voucher.id);
    // To be sent today: due at once.
    const due = await database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "voucher"));
    expect(due.filter((m) => m.nextAttemptAt.getTime() <= Date.now())).toHaveLength(1);
    const ip = "192.0.2.55";
    expect((await post("/api/vouchers/balance", { code: "AAAA-BBBB-CCCC-DDDD" }, ip)).status).toBe(404);
    expect(
      (await post("/api/discounts/preview", { items: [{ id: "pothos", quantity: 1 }], codes: ["RATEN"] }, ip))
        .status,
    ).toBe(422);
    const order = {
      items: [{ id: "pothos", quantity: 1 }],
      shipping: { firstName: "Lena", lastName: "Vogt", email: "lena@example.de", ...TEST_ADDRESS },
      idempotencyKey: randomUUID(),
      codes: ["NOCHMAL"],
    };
    expect((await post("/api/orders", order, ip)).status).toBe(422);
    // A right code is not looked up any more.
    const limited = await post("/api/vouchers/balance", { code }, ip);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(
      (await post("/api/discounts/preview", { items: [{ id: "pothos", quantity: 1 }], codes: [code] }, ip))
        .status,
    ).toBe(429);
    expect(
      (await post("/api/orders", { ...order, idempotencyKey: randomUUID(), codes: [code] }, ip)).status,
    ).toBe(429);
    // An order without codes is not held up; another client is not either.
    expect(
      (await post("/api/orders", { ...order, idempotencyKey: randomUUID(), codes: [] }, ip)).status,
    ).toBe(201);
    expect((await post("/api/vouchers/balance", { code }, "192.0.2.56")).status).toBe(200);
  });
});
