import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseBulkNumbers } from "../../domain/orders/bulk";
import { onlinePayments } from "../db/schema";
import type { AccountsApp } from "../testing/accounts";
import { TEST_DATABASES } from "../testing/databases";
import { type DhlServer, startDhlServer } from "../testing/dhl-server";
import { placeGuestOrder } from "../testing/guest-order";
import { pdfText } from "../testing/pdf-text";
import { withTestDatabase } from "../testing/test-database";

const WAREHOUSE = { id: null, email: "lager@example.de" };

let dhl: DhlServer;
beforeAll(async () => {
  dhl = await startDhlServer();
});
afterAll(() => dhl.close());

describe("the posted order numbers (#50 §5)", () => {
  it("are taken once each, well-formed, at most 50", () => {
    expect(parseBulkNumbers(["BW-2026-000001", "BW-2026-000001", " BW-2026-000002 "])).toEqual([
      "BW-2026-000001",
      "BW-2026-000002",
    ]);
    expect(parseBulkNumbers([])).toBeNull();
    expect(parseBulkNumbers(["BW-2026-000001", "'; drop table orders"])).toBeNull();
    expect(
      parseBulkNumbers(Array.from({ length: 51 }, (_, i) => `BW-2026-${String(i).padStart(6, "0")}`)),
    ).toBeNull();
  });
});

describe.each(TEST_DATABASES)("many orders at once on $name (#50 §5)", (target) => {
  let t: AccountsApp;
  let database: Awaited<ReturnType<typeof target.open>>;
  withTestDatabase(target, { stock: 1000 }, async (opened, { app }) => {
    database = opened;
    t = app({
      DHL_API_KEY: dhl.apiKey,
      DHL_USER: dhl.user,
      DHL_PASSWORD: dhl.password,
      DHL_BILLING_NUMBER: dhl.billingNumber,
      DHL_API_BASE: dhl.url,
    });
  });
  const bulk = () => t.services.admin.bulkOrders;
  const statusOf = async (number: string) => (await t.services.admin.order(number))!.order.status;

  it("confirm, label and ship each order for itself: one that cannot says why, the others go on", async () => {
    const a = await placeGuestOrder(t.services, { emailPrefix: "bulk" });
    const b = await placeGuestOrder(t.services, { emailPrefix: "bulk" });
    const c = await placeGuestOrder(t.services, { emailPrefix: "bulk" });
    expect(await t.services.admin.orderActions.confirm(WAREHOUSE, c.number, 0)).toMatchObject({ ok: true });

    const confirmed = await bulk().run(WAREHOUSE, "confirm", [
      a.number,
      b.number,
      c.number,
      "BW-2026-999999",
    ]);
    expect(confirmed.map((o) => [o.number, o.ok])).toEqual([
      [a.number, true],
      [b.number, true],
      [c.number, false],
      ["BW-2026-999999", false],
    ]);
    // Already confirmed: the lifecycle's own refusal, as its page would say it.
    expect(confirmed[2]).toMatchObject({ status: 422, error: "not_confirmable" });
    expect(confirmed[3]).toMatchObject({ error: "unknown_order" });

    // Shipping many at once takes each label's number: without a label, refused with that reason.
    const early = await bulk().run(WAREHOUSE, "ship", [a.number]);
    expect(early).toEqual([{ number: a.number, ok: false, status: 422, error: "no_label" }]);
    expect(await statusOf(a.number)).toBe("processing");

    const labelled = await bulk().run(WAREHOUSE, "label", [a.number, b.number]);
    expect(labelled.every((o) => o.ok)).toBe(true);
    const shipped = await bulk().run(WAREHOUSE, "ship", [a.number, b.number]);
    expect(shipped.map((o) => o.ok)).toEqual([true, true]);
    expect(await statusOf(a.number)).toBe("shipped");
    const detail = await t.services.admin.order(b.number);
    const label = (await t.services.admin.shipping.labelsOf(detail!.order.id))[0];
    expect(detail!.parcels[0]?.trackingNumber).toBe(label?.shipmentNo);
  });

  it("an order held for its bounced debit gets no label and is not shipped (#50 §6)", async () => {
    const held = await placeGuestOrder(t.services, { emailPrefix: "geplatzt" });
    expect(await t.services.admin.orderActions.confirm(WAREHOUSE, held.number, 0)).toMatchObject({
      ok: true,
    });
    await database.db.insert(onlinePayments).values({
      orderId: held.id,
      sessionId: `cs_test_${held.id}`,
      checkoutUrl: "https://checkout.stripe.test/x",
      state: "failed",
      method: "sepa_debit",
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    for (const action of ["label", "ship"] as const)
      expect(await bulk().run(WAREHOUSE, action, [held.number])).toEqual([
        { number: held.number, ok: false, status: 422, error: "held_debit_bounced" },
      ]);
    expect(await t.services.admin.shipping.labelsOf(held.id)).toEqual([]);
    // The order page's own „Versenden“ (a number typed by hand) is refused as well, nothing shipped.
    expect(
      await t.services.admin.orderActions.ship(WAREHOUSE, held.number, 1, {
        carrier: "DHL",
        trackingNumber: "00340434161234567890",
      }),
    ).toMatchObject({ ok: false, status: 422, error: "held_debit_bounced" });
    expect(await statusOf(held.number)).toBe("processing");
  });

  it("packing slips of the chosen orders only, in one PDF", async () => {
    const a = await placeGuestOrder(t.services, { emailPrefix: "slips", shipping: { lastName: "Auswahl" } });
    const b = await placeGuestOrder(t.services, { emailPrefix: "slips", shipping: { lastName: "Anders" } });
    const { count, pdf } = await t.services.admin.shipping.packingSlips([a.number]);
    expect(count).toBe(1);
    const text = pdfText(pdf);
    expect(text).toContain(a.number);
    expect(text).not.toContain(b.number);
  });
});
