import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refusalText } from "../../app/features/admin/refusal.server";
import { auditLog, invoices, orderShipments, orders, plants, shippingLabels } from "../db/schema";
import { devMailbox } from "../mail/dev-mailbox";
import { type AccountsApp, accountsApp } from "../testing/accounts";
import { declareAndConfirm } from "../testing/confirmed-withdrawal";
import { TEST_DATABASES } from "../testing/databases";
import { type DhlServer, startDhlServer } from "../testing/dhl-server";
import { placeGuestOrder } from "../testing/guest-order";
import { pdfText } from "../testing/pdf-text";
import { WAREHOUSE } from "../testing/ship-order";
import { withTestDatabase } from "../testing/test-database";
import { createDhlClient } from "./dhl-client";

/**
 * The packing table (#34) against the local DHL server (server/testing/dhl-server.ts): the real client
 * (server/shipping/dhl-client.ts) talks HTTP to it, with its error answers.
 */
let dhl: DhlServer;
beforeAll(async () => {
  dhl = await startDhlServer();
});
afterAll(() => dhl.close());

const dhlEnv = (over: Record<string, string> = {}) => ({
  DHL_API_KEY: dhl.apiKey,
  DHL_USER: dhl.user,
  DHL_PASSWORD: dhl.password,
  DHL_BILLING_NUMBER: dhl.billingNumber,
  DHL_API_BASE: dhl.url,
  ...over,
});

/** The real client against the local DHL server, with its credentials (a wrong password where given). */
const localClient = (password = dhl.password) =>
  createDhlClient({
    apiKey: dhl.apiKey,
    user: dhl.user,
    password,
    billingNumber: dhl.billingNumber,
    profile: "STANDARD_GRUPPENPROFIL",
    returnReceiverId: "deu",
    apiBase: dhl.url,
  });

describe("the local DHL server answers as DHL documents it", () => {
  it("401 without the API key or with wrong basic auth, RFC 7807 style", async () => {
    const res = await fetch(`${dhl.url}/parcel/de/shipping/v2/orders`, { method: "POST", body: "{}" });
    expect(res.status).toBe(401);
    expect(res.headers.get("content-type")).toBe("application/problem+json");
    expect(await res.json()).toMatchObject({ title: "Unauthorized", status: 401 });
    const client = createDhlClient({
      apiKey: dhl.apiKey,
      user: dhl.user,
      password: "wrong",
      billingNumber: dhl.billingNumber,
      profile: "STANDARD_GRUPPENPROFIL",
      returnReceiverId: "deu",
      apiBase: dhl.url,
    });
    expect(await client.cancelLabel("00340434161094000001")).toEqual({ ok: false, reason: "unauthorized" });
  });

  it("400 as DHL's schema check answers; the client collects each field's reason in German", async () => {
    const client = createDhlClient({
      apiKey: dhl.apiKey,
      user: dhl.user,
      password: dhl.password,
      billingNumber: dhl.billingNumber,
      profile: "STANDARD_GRUPPENPROFIL",
      returnReceiverId: "deu",
      apiBase: dhl.url,
    });
    const address = {
      name1: "Greta Grün",
      addressStreet: "Gartenweg",
      addressHouse: "3",
      postalCode: "52062",
      city: "Aachen",
      country: "DE",
    };
    const r = await client.createLabel({
      refNo: "BW-2026-000001",
      shipper: address,
      consignee: address,
      weightGrams: 2000,
    });
    const country =
      "Das Land muss als dreibuchstabiger Ländercode nach ISO 3166-1 alpha-3 angegeben sein (z. B. DEU).";
    expect(r).toEqual({
      ok: false,
      reason: "refused",
      messages: [`Absender, Land: ${country}`, `Empfänger, Land: ${country}`],
    });
    // An unknown shipment cannot be deleted: 400, its item's reason.
    expect(await client.cancelLabel("00340434999999999999")).toEqual({
      ok: false,
      reason: "refused",
      messages: ["DHL kennt diese Sendungsnummer nicht (oder sie ist schon storniert)."],
    });
  });
});

describe("the local DHL server refuses what DHL refuses of a Locker or PostOffice (#43 §4)", () => {
  const client = () => localClient();
  const shipper = {
    name1: "Blattwerk",
    addressStreet: "Gartenweg",
    addressHouse: "3",
    postalCode: "52062",
    city: "Aachen",
    country: "DEU",
  };
  const locker = {
    name: "Paula Paket",
    lockerID: 118,
    postNumber: "12345678",
    city: "Berlin",
    postalCode: "10115",
    country: "DEU",
  };
  const label = (consignee: Record<string, unknown>) =>
    client().createLabel({
      refNo: "BW-2026-000001",
      shipper,
      consignee: consignee as never,
      weightGrams: 2000,
    });

  it("takes a well-formed Locker and PostOffice", async () => {
    expect(await label(locker)).toMatchObject({ ok: true });
    const { lockerID: _, ...rest } = locker;
    expect(await label({ ...rest, retailID: 518 })).toMatchObject({ ok: true });
  });

  it("refuses a Postnummer not of 6 to 10 digits, a station out of range, a street beside the number", async () => {
    for (const bad of [
      { ...locker, postNumber: "12345" },
      { ...locker, postNumber: "12345678901" },
      { ...locker, lockerID: 99 },
      { ...locker, lockerID: 1000 },
      { ...locker, addressStreet: "Packstation" },
      { ...locker, name: "" },
      { ...locker, country: "AUT" },
    ])
      expect(await label(bad)).toMatchObject({ ok: false, reason: "refused" });
    const { lockerID: _, ...rest } = locker;
    expect(await label({ ...rest, retailID: 400 })).toMatchObject({ ok: false, reason: "refused" });
  });
});

describe.each(TEST_DATABASES)("the packing table on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let t: AccountsApp;
  let plain: AccountsApp;
  withTestDatabase(target, { stock: 1000 }, async (opened, { app }) => {
    database = opened;
    t = app(dhlEnv());
    plain = app();
  });

  const confirmed = async (items?: { id: string; quantity: number }[]) => {
    const order = await placeGuestOrder(t.services, { items });
    const r = await t.services.admin.orderActions.confirm(WAREHOUSE, order.number, 0);
    if (!r.ok) throw new Error(r.error);
    return order;
  };
  const shipping = () => t.services.admin.shipping;
  const mailsTo = async (to: string) => {
    await t.services.outbox.flush();
    return (await devMailbox(t.dataDir).list()).filter((m) => m.to === to);
  };

  it("„DHL-Label erstellen“: a DHL Paket at DHL, its label kept as a PDF; „Versenden“ takes its number into the mail", async () => {
    const order = await confirmed();
    const r = await shipping().createLabel(WAREHOUSE, order.number, "2,5");
    expect(r).toMatchObject({ ok: true });
    const [label] = await database.db
      .select()
      .from(shippingLabels)
      .where(eq(shippingLabels.orderId, order.id));
    expect(label).toMatchObject({
      kind: "outbound",
      weightGrams: 2500,
      actor: WAREHOUSE.email,
      cancelledAt: null,
    });
    expect(label!.shipmentNo).toMatch(/^\d{20}$/);
    expect(r.ok && r.message).toContain(label!.shipmentNo);
    // DHL got the order's address, street and number apart, and the shop as the sender.
    const sent = dhl.shipments().find((s) => s.shipmentNo === label!.shipmentNo)!;
    expect(sent).toMatchObject({
      kind: "outbound",
      refNo: order.number,
      name: "Greta Grün",
      postalCode: "52062",
      weightGrams: 2500,
    });
    const pdf = await shipping().labelPdf(label!.id);
    expect(pdf!.filename).toBe(`DHL-Label-${label!.shipmentNo}.pdf`);
    expect(pdfText(pdf!.content)).toContain(label!.shipmentNo);
    // The order page's list and the audit.
    expect(await shipping().labelsOf(order.id)).toMatchObject([
      { shipmentNo: label!.shipmentNo, cancelledAt: null },
    ]);
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order.id), eq(auditLog.action, "order.label")));
    expect(entry!.after).toEqual({ shipmentNo: label!.shipmentNo, weightGrams: 2500 });

    // A second label for the same order is refused while the first stands.
    const again = await shipping().createLabel(WAREHOUSE, order.number, "2");
    expect(again).toMatchObject({ ok: false, status: 409, error: "label_exists" });
    expect(refusalText(again as never)).toContain(label!.shipmentNo);

    // "Versenden" without a typed number: the label's number is the tracking number, and the mail has it.
    const shipped = await t.services.admin.orderActions.ship(WAREHOUSE, order.number, 1, {
      carrier: "DHL",
      trackingNumber: "",
    });
    expect(shipped).toMatchObject({ ok: true, status: "shipped" });
    const [parcel] = await database.db
      .select()
      .from(orderShipments)
      .where(eq(orderShipments.orderId, order.id));
    expect(parcel!.trackingNumber).toBe(label!.shipmentNo);
    const [mail] = await mailsTo(order.email);
    expect(mail!.text).toContain(`piececode=${label!.shipmentNo}`);
    // Shipped: the label stays; cancelling it is refused.
    expect(await shipping().cancelLabel(WAREHOUSE, order.number)).toMatchObject({
      ok: false,
      error: "label_not_cancellable",
    });
  });

  it("two staff creating a label at once: one label stands, the other is cancelled at DHL again", async () => {
    const order = await confirmed();
    const before = dhl.shipments().length;
    const other = { id: null, email: "kasse@example.de" };
    const results = await Promise.all([
      shipping().createLabel(WAREHOUSE, order.number, "2"),
      shipping().createLabel(other, order.number, "2"),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const loser = results.find((r) => !r.ok);
    const labels = await shipping().labelsOf(order.id);
    expect(labels).toHaveLength(1);
    // (Both databases' orders are numbered from 1: this test's shipments are the ones made during it.)
    const atDhl = dhl.shipments().slice(before);
    // Either both reached DHL (the loser's shipment deleted again) or the loser saw the winner first.
    expect(atDhl.filter((s) => !s.deleted).map((s) => s.shipmentNo)).toEqual([labels[0]!.shipmentNo]);
    expect(loser).toMatchObject({
      ok: false,
      status: 409,
      error: "label_exists",
      params: { shipmentNo: labels[0]!.shipmentNo },
    });
  });

  it("refuses a label for a new or unknown order, and a weight DHL Paket cannot carry — without calling DHL", async () => {
    const before = dhl.shipments().length;
    const order = await placeGuestOrder(t.services);
    expect(await shipping().createLabel(WAREHOUSE, order.number, "2")).toMatchObject({
      ok: false,
      status: 422,
      error: "not_labelable",
    });
    expect(await shipping().createLabel(WAREHOUSE, "BW-0000-000000", "2")).toMatchObject({
      ok: false,
      status: 404,
      error: "unknown_order",
    });
    const c = await confirmed();
    const heavy = await shipping().createLabel(WAREHOUSE, c.number, "40");
    expect(heavy).toMatchObject({ ok: false, status: 422, error: "weight_out_of_range" });
    expect(dhl.shipments().length).toBe(before);
  });

  it("DHL's validation messages reach staff in German as a 422, never a 500; nothing is stored", async () => {
    const order = await confirmed();
    // An address DHL cannot route (an older order, typed before the checkout checked postcodes).
    await database.db.update(orders).set({ postalCode: "5206" }).where(eq(orders.id, order.id));
    const r = await shipping().createLabel(WAREHOUSE, order.number, "2");
    const why = "Empfänger: Der Ort passt nicht zur Postleitzahl, DHL kann die Sendung so nicht leiten.";
    expect(r).toEqual({ ok: false, status: 422, error: "dhl_refused", params: { messages: [why] } });
    expect(refusalText(r as never)).toBe(`DHL hat das Label abgelehnt: ${why}`);
    expect(await shipping().labelsOf(order.id)).toEqual([]);
  });

  it("wrong credentials and an unreachable or failing DHL are German refusals (502, 503)", async () => {
    const order = await confirmed();
    const wrong = app(dhlEnv({ DHL_PASSWORD: "falsch" }));
    const refused = await wrong.services.admin.shipping.createLabel(WAREHOUSE, order.number, "2");
    expect(refused).toMatchObject({ ok: false, status: 502, error: "dhl_unauthorized" });
    expect(refusalText(refused as never)).toMatch(/^DHL hat die Zugangsdaten abgelehnt/);
    dhl.failNext(503);
    expect(await shipping().createLabel(WAREHOUSE, order.number, "2")).toMatchObject({
      ok: false,
      status: 503,
      error: "dhl_unavailable",
    });
    const gone = app(dhlEnv({ DHL_API_BASE: "http://127.0.0.1:9" }));
    expect(await gone.services.admin.shipping.createLabel(WAREHOUSE, order.number, "2")).toMatchObject({
      ok: false,
      status: 503,
      error: "dhl_unavailable",
    });
    expect(await shipping().labelsOf(order.id)).toEqual([]);
  });
  /** Another shop process on the same database, with other DHL settings (it writes no mail). */
  const app = (env: Record<string, string>) => accountsApp(database, { ...env, MAIL_WORKER: "off" });

  it("„Label stornieren“ deletes it at DHL; a new one can be made", async () => {
    const order = await confirmed();
    await shipping().createLabel(WAREHOUSE, order.number, "2");
    const [first] = await shipping().labelsOf(order.id);
    const r = await shipping().cancelLabel(WAREHOUSE, order.number);
    expect(r).toEqual({ ok: true, message: `Das DHL-Label ${first!.shipmentNo} ist bei DHL storniert.` });
    expect(dhl.shipments().find((s) => s.shipmentNo === first!.shipmentNo)!.deleted).toBe(true);
    expect(await shipping().cancelLabel(WAREHOUSE, order.number)).toMatchObject({
      ok: false,
      error: "no_label",
    });
    expect(await shipping().createLabel(WAREHOUSE, order.number, "3")).toMatchObject({ ok: true });
    const labels = await shipping().labelsOf(order.id);
    expect(labels.map((l) => l.cancelledAt === null)).toEqual([true, false]);
  });

  it("cancelling the order cancels its label at DHL, and says so", async () => {
    const order = await confirmed();
    await shipping().createLabel(WAREHOUSE, order.number, "2");
    const [label] = await shipping().labelsOf(order.id);
    const r = await t.services.admin.orderActions.cancel(WAREHOUSE, order.number, 1, {
      reason: "Kundin hat angerufen",
    });
    expect(r).toMatchObject({ ok: true, status: "cancelled" });
    expect(r.ok && r.message).toContain(`Das DHL-Label ${label!.shipmentNo} ist bei DHL storniert.`);
    expect(dhl.shipments().find((s) => s.shipmentNo === label!.shipmentNo)!.deleted).toBe(true);
    expect((await shipping().labelsOf(order.id))[0]!.cancelledAt).not.toBeNull();
  });

  it("a label DHL cannot cancel stays standing, and the cancellation's message tells staff to cancel it in the portal", async () => {
    const order = await confirmed();
    await shipping().createLabel(WAREHOUSE, order.number, "2");
    const [label] = await shipping().labelsOf(order.id);
    dhl.failNext(503);
    const r = await t.services.admin.orderActions.cancel(WAREHOUSE, order.number, 1, {
      reason: "Doppelt bestellt",
    });
    expect(r).toMatchObject({ ok: true, status: "cancelled" });
    expect(r.ok && r.message).toContain(
      `Das DHL-Label ${label!.shipmentNo} ließ sich bei DHL nicht stornieren (DHL nicht erreichbar); bitte storniere es im Geschäftskundenportal.`,
    );
    expect((await shipping().labelsOf(order.id))[0]!.cancelledAt).toBeNull();
    // Staff try again from the page: now DHL answers.
    expect(await shipping().cancelLabel(WAREHOUSE, order.number)).toMatchObject({ ok: true });
  });

  it("the return label the withdrawal receipt promised: made at DHL, mailed to the customer as a PDF, once", async () => {
    const order = await confirmed();
    await t.services.admin.orderActions.ship(WAREHOUSE, order.number, 1, {
      carrier: "DHL",
      trackingNumber: "00340434161234567890",
    });
    const w = await declareAndConfirm(t.services, {
      orderReference: order.number,
      name: "Greta Grün",
      email: order.email,
    });
    const r = await shipping().sendReturnLabel(WAREHOUSE, w.receipt.id);
    expect(r).toMatchObject({ ok: true });
    const [label] = await shipping().returnLabelsOf(w.receipt.id);
    expect(label!.shipmentNo).toMatch(/^\d{12}$/);
    expect(dhl.shipments().find((s) => s.shipmentNo === label!.shipmentNo)).toMatchObject({
      kind: "return",
      refNo: order.number,
      name: "Greta Grün",
    });
    const mail = (await mailsTo(order.email)).find((m) => m.subject.startsWith("Dein Rücksendeetikett"))!;
    expect(mail.subject).toBe(`Dein Rücksendeetikett zur Bestellung ${order.number}`);
    expect(mail.text).toContain(label!.shipmentNo);
    expect(mail.attachments).toMatchObject([
      { filename: `DHL-Ruecksendeetikett-${label!.shipmentNo}.pdf`, contentType: "application/pdf" },
    ]);
    const attached = await devMailbox(t.dataDir).attachment(mail.id, 0);
    expect(pdfText(attached!.content)).toContain(label!.shipmentNo);
    expect(await shipping().sendReturnLabel(WAREHOUSE, w.receipt.id)).toMatchObject({
      ok: false,
      status: 409,
      error: "return_label_exists",
    });
  });

  it("no return label for an order that never left the shop (#50 §3): nothing is bought at DHL", async () => {
    const order = await confirmed();
    const w = await declareAndConfirm(t.services, {
      orderReference: order.number,
      name: "Greta Grün",
      email: order.email,
    });
    const before = dhl.shipments().length;
    expect(await shipping().sendReturnLabel(WAREHOUSE, w.receipt.id)).toEqual({
      ok: false,
      status: 422,
      error: "return_label_not_shipped",
    });
    expect(dhl.shipments().length).toBe(before);
    expect(await shipping().returnLabelsOf(w.receipt.id)).toEqual([]);
  });

  it("a return label needs the withdrawal's order; without DHL the page is told so", async () => {
    const r = await t.services.withdrawals.declare({
      orderReference: "BW-0000-000000",
      name: "Fremd",
      email: "fremd@example.de",
    });
    if (!r.ok) throw new Error(r.issue);
    expect(await shipping().sendReturnLabel(WAREHOUSE, r.receipt.id)).toMatchObject({
      ok: false,
      error: "return_label_needs_order",
    });
    expect(await plain.services.admin.shipping.sendReturnLabel(WAREHOUSE, r.receipt.id)).toMatchObject({
      ok: false,
      status: 503,
      error: "dhl_not_configured",
    });
    expect(await plain.services.admin.shipping.createLabel(WAREHOUSE, "BW-0000-000000", "2")).toMatchObject({
      error: "dhl_not_configured",
    });
  });

  it("packing slips: per order and the day's batch, German, with quantities and no prices", async () => {
    const a = await confirmed([
      { id: "pothos", quantity: 2 },
      { id: "snake-plant", quantity: 1 },
    ]);
    const b = await confirmed();
    const one = pdfText((await shipping().packingSlip(a.number))!);
    expect(one).toContain("Lieferschein");
    expect(one).toContain(a.number);
    expect(one).toContain("Greta Grün");
    expect(one).toContain("Gartenweg 3");
    expect(one).toContain("52062 Aachen");
    expect(one).toMatch(/2\s+Efeutute/);
    expect(one).toContain("3 Pflanzen in diesem Paket.");
    expect(one).not.toContain("€");
    expect(await shipping().packingSlip("BW-0000-000000")).toBeNull();

    const batch = await shipping().packingSlips();
    const text = pdfText(batch.pdf);
    expect(text).toContain(a.number);
    expect(text).toContain(b.number);
    expect(text.split("\f").filter((p) => p.includes("Lieferschein")).length).toBe(batch.count);
    expect(batch.count).toBeGreaterThanOrEqual(2);
  });

  it("without DHL's API: the day's dispatches as CSV for the business portal's import", async () => {
    const order = await confirmed();
    const { csv, rows } = await plain.services.admin.shipping.portalCsv();
    expect(
      csv.startsWith(
        "\uFEFFEmpfänger Name;Adresszusatz;Straße;Hausnummer;PLZ;Ort;Land;E-Mail;Gewicht (kg);Referenz\r\n",
      ),
    ).toBe(true);
    const line = csv.split("\r\n").find((l) => l.includes(order.number))!;
    // No e-mail: the customer did not tick the box for DHL (#49).
    // Two Efeututen („0,5–0,8 kg“) and the packaging (#50).
    expect(line).toBe(`Greta Grün;;Gartenweg;3;52062;Aachen;DEU;;2,1;${order.number}`);
    expect(rows).toBeGreaterThanOrEqual(1);
    // Only confirmed orders waiting to be shipped.
    const fresh = await placeGuestOrder(t.services);
    expect((await plain.services.admin.shipping.portalCsv()).csv).not.toContain(fresh.number);
  });

  /** A pot (19 %, not a plant) with its weight on its page; the seed sells only plants. */
  const aPot = async () => {
    const id = `topf-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
    await database.db.insert(plants).values({
      id,
      name: "Übertopf Terrakotta",
      priceCents: 790,
      vatRate: 19,
      size: "medium",
      weight: "1,2 kg",
      stock: 100,
    });
    return id;
  };

  it("the packing slip counts plants and other articles apart: a pot is no plant (#50)", async () => {
    const pot = await aPot();
    const order = await confirmed([
      { id: "pothos", quantity: 2 },
      { id: pot, quantity: 1 },
    ]);
    const text = pdfText((await shipping().packingSlip(order.number))!).replace(/\s+/g, " ");
    expect(text).toContain("2 Pflanzen und 1 weiterer Artikel in diesem Paket.");
    expect(text).not.toContain("3 Pflanzen");
  });

  it("the portal CSV and the label weigh each parcel by its contents, with one function (#50)", async () => {
    const pot = await aPot();
    // Efeutute „0,5–0,8 kg“ twice, the pot 1,2 kg, 0,5 kg packaging: 3,3 kg.
    const mixed = await confirmed([
      { id: "pothos", quantity: 2 },
      { id: pot, quantity: 1 },
    ]);
    const one = await confirmed([{ id: "pothos", quantity: 1 }]);
    expect(await csvLine(mixed.number)).toContain(";DEU;;3,3;");
    expect(await csvLine(one.number)).toContain(";DEU;;1,3;");
    // The label form suggests the same, and a label made without a typed weight carries it.
    expect(await shipping().suggestedWeightKg(mixed.id)).toBe("3,3");
    expect(await shipping().createLabel(WAREHOUSE, mixed.number, "")).toMatchObject({ ok: true });
    const [label] = await shipping().labelsOf(mixed.id);
    expect(label!.weightGrams).toBe(3300);
    expect(dhl.shipments().find((s) => s.shipmentNo === label!.shipmentNo)!.weightGrams).toBe(3300);
  });

  const returnLabelFor = async (order: { number: string; email: string }) => {
    await t.services.admin.orderActions.ship(WAREHOUSE, order.number, 1, {
      carrier: "DHL",
      trackingNumber: "00340434161234567890",
    });
    const w = await declareAndConfirm(t.services, {
      orderReference: order.number,
      name: "Greta Grün",
      email: order.email,
    });
    const r = await shipping().sendReturnLabel(WAREHOUSE, w.receipt.id);
    expect(r).toMatchObject({ ok: true });
    const [label] = await shipping().returnLabelsOf(w.receipt.id);
    return dhl.shipments().find((s) => s.shipmentNo === label!.shipmentNo)!;
  };
  const outboundFor = async (order: { number: string }) => {
    const r = await shipping().createLabel(WAREHOUSE, order.number, "2");
    expect(r).toMatchObject({ ok: true });
    const [label] = await shipping().labelsOf((await t.services.orders.get(await idOf(order.number)))!.id);
    return dhl.shipments().find((s) => s.shipmentNo === label!.shipmentNo)!;
  };
  const idOf = async (number: string) =>
    (await database.db.select({ id: orders.id }).from(orders).where(eq(orders.number, number)))[0]!.id;
  const csvLine = async (number: string) =>
    (await plain.services.admin.shipping.portalCsv()).csv.split("\r\n").find((l) => l.includes(number))!;

  it("the customer's e-mail goes to DHL only with the checkout's consent: label, return label, portal export (#49)", async () => {
    const without = await confirmed();
    const [stored] = await database.db.select().from(orders).where(eq(orders.id, without.id));
    expect(stored!.dhlEmailConsent).toBe(false);
    expect(await csvLine(without.number)).toBe(
      `Greta Grün;;Gartenweg;3;52062;Aachen;DEU;;2,1;${without.number}`,
    );
    expect((await outboundFor(without)).email).toBeNull();
    expect((await returnLabelFor(without)).email).toBeNull();

    const consenting = await placeGuestOrder(t.services, { dhlEmailConsent: true });
    await t.services.admin.orderActions.confirm(WAREHOUSE, consenting.number, 0);
    const [row] = await database.db.select().from(orders).where(eq(orders.id, consenting.id));
    expect(row!.dhlEmailConsent).toBe(true);
    expect(await csvLine(consenting.number)).toContain(`;DEU;${consenting.email};2,1;`);
    expect((await outboundFor(consenting)).email).toBe(consenting.email);
    expect((await returnLabelFor(consenting)).email).toBe(consenting.email);
  });

  it("an e-mail over DHL's 80 characters is not sent even with consent; the label is made (#49)", async () => {
    const email = `${"greta.gruen.".repeat(6)}${Date.now()}@example.de`;
    expect(email.length).toBeGreaterThan(80);
    const order = await placeGuestOrder(t.services, { dhlEmailConsent: true, shipping: { email } });
    await t.services.admin.orderActions.confirm(WAREHOUSE, order.number, 0);
    expect((await outboundFor(order)).email).toBeNull();
    expect(await csvLine(order.number)).toContain(";DEU;;2,1;");
  });

  it("a name over 50 characters continues in name2 and name3 between words, on the label and the return label (#49)", async () => {
    const firstName = "Anna-Lena Maximiliane Friederike";
    const lastName = "Gräfin von Hohenberg-Schwarzenfels zu Altenkirchen";
    const order = await placeGuestOrder(t.services, { shipping: { firstName, lastName } });
    await t.services.admin.orderActions.confirm(WAREHOUSE, order.number, 0);
    const sent = await outboundFor(order);
    expect(sent.names.every((n) => n.length <= 50)).toBe(true);
    expect(sent.names.length).toBeGreaterThan(1);
    expect(sent.names.join(" ")).toBe(`${firstName} ${lastName}`);
    const back = await returnLabelFor(order);
    expect(back.names.join(" ")).toBe(`${firstName} ${lastName}`);
  });

  it("DHL's address warnings ride along with the created label's message", async () => {
    const order = await confirmed();
    // An older order, typed before the checkout asked for the house number.
    await database.db.update(orders).set({ address: "Gut Rosenhof" }).where(eq(orders.id, order.id));
    const r = await shipping().createLabel(WAREHOUSE, order.number, "2");
    expect(r).toMatchObject({ ok: true });
    expect(r.ok && r.message).toContain("DHL weist hin: Empfänger: Die Hausnummer wurde nicht gefunden.");
  });

  it("a return label for an older order without a house number is refused before DHL, telling staff what to do (#49)", async () => {
    const order = await confirmed();
    await t.services.admin.orderActions.ship(WAREHOUSE, order.number, 1, {
      carrier: "DHL",
      trackingNumber: "00340434161234567890",
    });
    // Typed before the checkout asked for the number; shipped, so its address can no longer be edited.
    await database.db.update(orders).set({ address: "Gut Rosenhof" }).where(eq(orders.id, order.id));
    const w = await declareAndConfirm(t.services, {
      orderReference: order.number,
      name: "Greta Grün",
      email: order.email,
    });
    const before = dhl.shipments().length;
    const r = await shipping().sendReturnLabel(WAREHOUSE, w.receipt.id);
    expect(r).toMatchObject({ ok: false, status: 422, error: "return_label_needs_house_number" });
    expect(refusalText(r as never)).toBe(
      "Die Lieferadresse dieser Bestellung hat keine Hausnummer, und ohne sie erstellt DHL kein Rücksendeetikett. Bitte erfrage die Hausnummer und erstelle das Etikett im Geschäftskundenportal.",
    );
    expect(dhl.shipments().length).toBe(before);
  });

  const BILLING = {
    firstName: "Greta",
    lastName: "Grün",
    address: "Lindenstraße 12",
    city: "Köln",
    postalCode: "50667",
    country: "DE",
  };
  const pickupOrder = async (
    deliveryKind: "packstation" | "postfiliale",
    stationNumber: string,
    gift?: { message?: string },
  ) => {
    const order = await placeGuestOrder(t.services, {
      gift,
      shipping: {
        firstName: "Paula",
        lastName: "Paket",
        deliveryKind,
        address: undefined,
        postNumber: "12345678",
        stationNumber,
        city: "Berlin",
        postalCode: "10115",
      },
      billing: BILLING,
    });
    await t.services.admin.orderActions.confirm(WAREHOUSE, order.number, 0);
    return order;
  };

  it("a Packstation order goes to DHL as a Locker: lockerID, postNumber, no street (#43 §4)", async () => {
    const order = await pickupOrder("packstation", "118");
    const [row] = await database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({
      deliveryKind: "packstation",
      postNumber: "12345678",
      stationNumber: 118,
      address: "Packstation 118",
      addressAddition: "Postnummer 12345678",
      billingAddress: { ...BILLING, addressAddition: null },
    });
    const sent = await outboundFor(order);
    expect(sent.consignee).toEqual({
      name: "Paula Paket",
      lockerID: 118,
      postNumber: "12345678",
      city: "Berlin",
      postalCode: "10115",
      country: "DEU",
    });
    const [label] = await shipping().labelsOf(order.id);
    expect(pdfText((await shipping().labelPdf(label!.id))!.content)).toContain("Packstation 118");
  });

  it("a Postfiliale order goes to DHL as a PostOffice with its retailID (#43 §4)", async () => {
    const order = await pickupOrder("postfiliale", "518");
    expect((await outboundFor(order)).consignee).toMatchObject({ name: "Paula Paket", retailID: 518 });
  });

  it("a return of a Packstation parcel starts at the buyer's billing address (#43 §4)", async () => {
    const order = await pickupOrder("packstation", "118");
    const back = await returnLabelFor(order);
    expect(back.postalCode).toBe("50667");
  });

  it("a gift to a Packstation: the slip says wrap it and carries the card, no invoice; the invoice goes to the buyer (#43 §4)", async () => {
    const order = await pickupOrder("packstation", "118", {
      message: "Alles Gute zum Geburtstag,\nliebe Paula!",
    });
    const [row] = await database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ gift: true, giftMessage: "Alles Gute zum Geburtstag,\nliebe Paula!" });
    // The confirmation goes to the buyer: greeted by name, with both addresses and the gift.
    const [confirmation] = await mailsTo(order.email);
    expect(confirmation!.text).toContain("Hallo Greta");
    expect(confirmation!.text).toContain(
      "LIEFERADRESSE\nPaula Paket\nPackstation 118\nPostnummer 12345678\n10115 Berlin",
    );
    expect(confirmation!.text).toContain("RECHNUNGSADRESSE\nGreta Grün\nLindenstraße 12\n50667 Köln");
    expect(confirmation!.text).toContain(
      "Wir verpacken die Bestellung als Geschenk und legen eine Karte bei",
    );
    const slip = pdfText((await shipping().packingSlip(order.number))!).replace(/\s+/g, " ");
    expect(slip).toContain("Packstation 118");
    expect(slip).toContain("Postnummer 12345678");
    expect(slip).toContain("Als Geschenk verpacken – Grußkarte beilegen");
    expect(slip).toContain("Alles Gute zum Geburtstag, liebe Paula!");
    expect(slip).not.toContain("Die Rechnung bekommst du");
    expect(slip).not.toMatch(/€/);

    await t.services.admin.orderActions.ship(WAREHOUSE, order.number, 1, {
      carrier: "DHL",
      trackingNumber: "00340434161234567890",
    });
    const [invoice] = await database.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, order.id), eq(invoices.kind, "invoice")));
    const pdf = pdfText((await t.services.invoices.attachment(invoice!.id))!.content).replace(/\s+/g, " ");
    expect(pdf).toContain("Greta Grün Lindenstraße 12 50667 Köln");
    expect(pdf).not.toContain("Packstation 118");
    // The shipping mail with the invoice goes to the buyer's address, the one typed at the checkout.
    const mail = (await mailsTo(order.email)).find((m) => m.attachments.length);
    expect(mail!.attachments.map((a) => a.filename)).toEqual([`Rechnung-${invoice!.number}.pdf`]);
    expect(mail!.text).toMatch(/^Hallo Greta,/);
  });

  it("a gift without a card: wrapped, no card printed (#43 §4)", async () => {
    const order = await pickupOrder("postfiliale", "518", {});
    const slip = pdfText((await shipping().packingSlip(order.number))!).replace(/\s+/g, " ");
    expect(slip).toContain("Als Geschenk verpacken");
    expect(slip).not.toContain("Grußkarte");
  });
});
