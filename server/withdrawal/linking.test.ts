import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox, withdrawals } from "../db/schema";
import { type accountsApp, insertOrder } from "../testing/accounts";
import { confirmationLink } from "../testing/confirmed-withdrawal";
import { TEST_DATABASES } from "../testing/databases";
import { placeGuestOrder } from "../testing/guest-order";
import { shipOrder } from "../testing/ship-order";
import { withTestDatabase } from "../testing/test-database";

/**
 * #29: without a session, `POST /api/withdrawals` with another customer's order number and address was
 * linked to that order, took „verifizierter Kauf“ from her reviews and mailed her the stranger's text.
 * Now only the order's customer links a declaration: signed in, or through the link mailed to the
 * order's address; the withdrawal function still works for guests (§ 356a BGB).
 */
describe.each(TEST_DATABASES)("who links a withdrawal to an order ($name)", (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let t: ReturnType<typeof accountsApp>;
  withTestDatabase(target, {}, async (opened, { app }) => {
    database = opened;
    t = app();
  });

  const declare = (json: Record<string, string>, init: { cookie?: string; ip?: string } = {}) =>
    t.request("/api/withdrawals", { method: "POST", json, ip: "203.0.113.20", ...init });
  const linkedOrder = async (id: string) =>
    (await database.db.select().from(withdrawals).where(eq(withdrawals.id, id)))[0]!.orderId;
  /** The receipt of declaration `id` as recorded in the outbox. */
  const receiptOf = async (id: string) =>
    (
      await database.db
        .select()
        .from(mailOutbox)
        // The receipt, not the staff's notice of the withdrawal (#34), which links to it too.
        .where(and(like(mailOutbox.text, `%${id}%`), eq(mailOutbox.kind, "withdrawal-confirmation")))
    )[0]!;

  it("a stranger's declaration naming another customer's order and address is not linked and carries none of their text", async () => {
    const order = await placeGuestOrder(t.services, { emailPrefix: "opfer" });
    const res = await declare({
      orderReference: order.number,
      name: "Echt Nicht",
      email: order.email,
      message: "Ruf sofort 0900-123456 an!",
    });
    expect(res.status).toBe(201);
    const { id } = await res.json();
    expect(await linkedOrder(id)).toBeNull();
    const mail = await receiptOf(id);
    expect(mail.recipient).toBe(order.email);
    expect(mail.text).not.toContain("0900-123456");
    expect(mail.text).not.toContain("Echt Nicht");
    // The order's customer may confirm it (if it was them); the link leads to a page, not an action.
    expect(mail.text).toMatch(/\/api\/withdrawals\/[0-9a-f-]{36}\/confirm\?order=/);
    expect((await t.services.admin.withdrawals()).rows).toContainEqual(
      expect.objectContaining({ id, orderNumber: null }),
    );
  });

  it("before shipment the receipt promises no return label: nothing to send back (#50 §3)", async () => {
    const waiting = await placeGuestOrder(t.services, { emailPrefix: "noch-da" });
    const before = await declare({ orderReference: waiting.number, name: "Noch Da", email: waiting.email });
    const text = (await receiptOf((await before.json()).id)).text.replace(/\s+/g, " ");
    expect(text).toContain("Die Bestellung ist noch nicht verschickt, wir verschicken sie nicht mehr");
    expect(text).not.toContain("Rücksendeetikett");

    const sent = await placeGuestOrder(t.services, { emailPrefix: "unterwegs" });
    await shipOrder(t.services, sent.number);
    const after = await declare({ orderReference: sent.number, name: "Unterwegs", email: sent.email });
    expect((await receiptOf((await after.json()).id)).text).toContain("kostenloses Rücksendeetikett");
  });

  it("the receipt repeats an order number only as the address's own order has it, never the typed reference (#49 §4)", async () => {
    const order = await placeGuestOrder(t.services, { emailPrefix: "echo" });
    const other = await placeGuestOrder(t.services, { emailPrefix: "fremd" });
    // The real number with a stranger's text around it: only the number as the shop has it comes back.
    const padded = await declare({
      orderReference: `${order.number} ruf 0900-123456 an`,
      name: "Echo",
      email: order.email,
    });
    const mail = await receiptOf((await padded.json()).id);
    expect(mail.text).toContain(`Bestellung ${order.number}.`);
    expect(mail.text).not.toContain("0900");
    // Another address's order, or text that names no order: a neutral sentence instead.
    for (const orderReference of [other.number, "Gewinnspiel auf evil.example"]) {
      const res = await declare({ orderReference, name: "Echo", email: order.email });
      const text = (await receiptOf((await res.json()).id)).text;
      expect(text).not.toContain(orderReference);
      expect(text).toContain(
        "Die Erklärung nennt keine Bestellung, die mit dieser E-Mail-Adresse aufgegeben wurde.",
      );
    }
  });

  it("a guest who ordered with their address confirms through the mailed link: the GET shows a button, its POST links", async () => {
    const order = await placeGuestOrder(t.services, { emailPrefix: "gast" });
    const res = await declare({ orderReference: order.number, name: "Gina Gast", email: order.email });
    const { id } = await res.json();
    const link = (await confirmationLink(t.services, id))!;
    // Opening the link (as a mail scanner would) changes nothing.
    const page = await t.request(link.pathname + link.search);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Widerruf bestätigen");
    expect(html).toContain(order.number);
    expect(await linkedOrder(id)).toBeNull();
    const altered = await t.request(`${link.pathname}${link.search}x`);
    expect(altered.status).toBe(400);
    expect(await altered.text()).toContain("Dieser Link ist ungültig");
    // The button posts the form back (same origin).
    const form = new URLSearchParams({
      order: link.searchParams.get("order")!,
      sig: link.searchParams.get("sig")!,
    });
    const post = (body: URLSearchParams, origin = t.config.publicUrl) =>
      t.request(link.pathname, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin },
        body: body.toString(),
      });
    expect((await post(form, "https://evil.example")).status).toBe(403);
    const forged = new URLSearchParams(form);
    forged.set("sig", "A".repeat(43));
    const refused = await post(forged);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Dieser Link ist ungültig");
    expect(await linkedOrder(id)).toBeNull();
    const done = await post(form);
    expect(done.status).toBe(200);
    expect(await done.text()).toContain(`deiner Bestellung ${order.number} zugeordnet`);
    expect(await linkedOrder(id)).toBe(order.id);
    // The link of one declaration does not fit another.
    const other = await declare({ orderReference: order.number, name: "Gina Gast", email: order.email });
    const otherId = (await other.json()).id;
    const moved = await t.request(`/api/withdrawals/${otherId}/confirm`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: t.config.publicUrl },
      body: form.toString(),
    });
    expect(moved.status).toBe(400);
    expect(await linkedOrder(otherId)).toBeNull();
  });

  it("a signed-in customer's declaration of an own order is linked at once and mailed in full", async () => {
    const dora = await t.signUp("Dora Daheim");
    const order = await insertOrder(database, {
      userId: dora.user.id,
      email: dora.email,
      status: "completed",
      items: [{ plantId: "pothos", name: "Efeutute", quantity: 1, priceCents: 1499 }],
    });
    const res = await declare(
      { orderReference: order.number, name: "Dora Daheim", email: dora.email, message: "Zu groß." },
      { cookie: dora.cookie },
    );
    const { id } = await res.json();
    expect(await linkedOrder(id)).toBe(order.id);
    const mail = await receiptOf(id);
    expect(mail.text).toContain("Zu groß.");
    expect(mail.text).toContain("Dora");
    expect(mail.text).not.toContain("/confirm?");
    // Signed in, but naming someone else's order: not linked.
    const foreign = await placeGuestOrder(t.services, { emailPrefix: "fremd" });
    const other = await declare(
      { orderReference: foreign.number, name: "Dora Daheim", email: foreign.email, message: "Haha" },
      { cookie: dora.cookie },
    );
    const otherId = (await other.json()).id;
    expect(await linkedOrder(otherId)).toBeNull();
    expect((await receiptOf(otherId)).text).not.toContain("Haha");
  });
});
