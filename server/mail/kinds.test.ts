import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { MAIL_UI } from "../../app/features/admin/messages";
import { mailOutbox } from "../db/schema";
import { TEST_DATABASES } from "../testing/databases";
import { isMailKind, MAIL_KINDS, type MailKind } from "./kinds";
import { ACCOUNT_MAIL_KINDS, createOutbox, enqueueMail, type OutboxMail } from "./outbox";
import { existingAccountMail } from "./templates/existing-account";
import { cancellationMail } from "./templates/order-cancelled";
import { orderChangedMail } from "./templates/order-changed";
import { orderConfirmationMail } from "./templates/order-confirmation";
import { creditMail } from "./templates/order-credit";
import { parcelMail } from "./templates/order-parcel";
import { refundMail } from "./templates/order-refund";
import { shipmentMail } from "./templates/order-shipped";
import { paymentFailedMail } from "./templates/payment-failed";
import { paymentFailedStaffMail } from "./templates/payment-failed-staff";
import { reminderMail } from "./templates/payment-reminder";
import { resetPasswordMail } from "./templates/reset-password";
import {
  staffInvoiceOverdueMail,
  staffLowStockMail,
  staffMailFailedMail,
  staffNewOrderMail,
  staffPaymentMail,
  staffWithdrawalMail,
} from "./templates/staff-notifications";
import { teamInvitationMail } from "./templates/team-invitation";
import { verifyEmailMail } from "./templates/verify-email";
import { voucherMail } from "./templates/voucher";
import { withdrawalConfirmationMail } from "./templates/withdrawal-confirmation";
import { refusalMail } from "./templates/withdrawal-refused";
import { returnLabelMail } from "./templates/withdrawal-return-label";

/** One mail of every template (and both kinds of the parcel template). */
function everyTemplate(locale: "de" | "en" = "de"): OutboxMail[] {
  const order = { to: "ada@example.de", firstName: "Ada", orderNumber: "BW-2026-000042", locale };
  return [
    orderConfirmationMail({
      orderId: "6f1c2d3e-0000-4000-8000-000000000001",
      number: order.orderNumber,
      createdAt: new Date("2026-11-24T09:00:00Z"),
      customer: {
        firstName: "Ada",
        lastName: "Berg",
        email: order.to,
        address: "Gartenweg 3",
        addressAddition: null,
        postalCode: "52062",
        city: "Aachen",
        country: "DE",
      },
      items: [
        {
          name: "Snake Plant",
          botanicalName: "Dracaena trifasciata",
          size: "medium",
          height: "60 cm",
          potDiameter: "17 cm",
          quantity: 1,
          priceCents: 1999,
        },
      ],
      subtotalCents: 1999,
      shippingCents: 490,
      totalCents: 2489,
      paymentTermDays: 14,
      publicUrl: "https://blattwerk.example",
      locale,
    }),
    shipmentMail({
      ...order,
      carrier: "DHL",
      trackingNumber: "00340434161234567890",
      trackingUrl: "https://www.dhl.de/track",
      invoice: { number: "RE-2026-000042", link: "https://x/re", payment: null, paid: false },
    }),
    cancellationMail({
      ...order,
      invoiceNumber: null,
      cancellationNumber: null,
      cancellationDate: "",
      link: null,
    }),
    creditMail({
      ...order,
      credit: { number: "RK-1", link: "https://x/rk", amountCents: 100 },
      openCents: 0,
    }),
    refundMail({ ...order, amountCents: 100, refundedOn: "2026-11-25" }),
    reminderMail({
      ...order,
      level: 1,
      invoice: { number: "RE-2026-000001", link: "https://blattwerk.example/i", dueDate: "2026-11-25" },
      openCents: 2489,
      firstSentOn: null,
      bank: { accountHolder: "Blattwerk GmbH", iban: "DE02120300000000202051", bic: "BYLADEM1001" },
    }),
    orderChangedMail({
      ...order,
      change: "quantity",
      lines: [{ name: "Efeutute", quantity: 1, priceCents: 1299, vatRate: 7 }],
      subtotalCents: 1299,
      shippingCents: 490,
      totalCents: 1789,
      address: {
        firstName: "Ada",
        lastName: "Berg",
        address: "Gartenweg 3",
        addressAddition: null,
        postalCode: "52062",
        city: "Aachen",
      },
      openCents: 1789,
      paid: false,
    }),
    paymentFailedMail({
      ...order,
      amountCents: 100,
      method: "SEPA-Lastschrift",
      bank: {
        iban: "DE89370400440532013000",
        bic: "COBADEFFXXX",
        bankName: "Bank",
        accountHolder: "Blattwerk",
      },
      paymentTermDays: 14,
    }),
    paymentFailedStaffMail({
      to: "hallo@blattwerk.example",
      orderNumber: order.orderNumber,
      amountCents: 100,
      method: "SEPA-Lastschrift",
      orderUrl: "https://x/admin/orders/1",
    }),
    parcelMail({ ...order, carrier: "DHL", trackingNumber: "0034", replaces: "0033" }),
    parcelMail({ ...order, carrier: "DHL", trackingNumber: "0035", replaces: null }),
    withdrawalConfirmationMail({
      id: "W-1",
      receivedAt: "2026-11-25T10:00:00.000Z",
      orderReference: order.orderNumber,
      name: "Ada Berg",
      email: order.to,
      items: "",
      message: "",
      statement: "Hiermit widerrufe ich …",
      confirmationMail: "queued",
    }),
    refusalMail({ ...order, name: "Ada Berg", reason: "Frist abgelaufen" }),
    voucherMail({
      to: order.to,
      name: "Ada",
      buyerName: "Jonas",
      gift: true,
      code: "7K3MQ9TA2BXC4DEF",
      amountCents: 3000,
      validUntil: "2029-12-31",
      message: "Alles Gute!",
      balanceUrl: "https://x/gutschein",
      locale,
    }),
    returnLabelMail({
      to: order.to,
      name: "Ada",
      orderNumber: order.orderNumber,
      shipmentNo: "999910000001",
      labelId: "6f1c2d3e-0000-4000-8000-000000000002",
    }),
    verifyEmailMail(order.to, "Ada", "https://x/v"),
    resetPasswordMail(order.to, "Ada", "https://x/r"),
    existingAccountMail(order.to, "Ada", "https://x/s", "https://x/r"),
    teamInvitationMail({
      to: order.to,
      name: "Ada",
      inviter: "inhaberin@blattwerk.example",
      role: "Mitarbeit",
      setPassword: { url: "https://x/r", validHours: 24 },
      signInUrl: "https://x/s",
      forgotUrl: "https://x/f",
      backofficeUrl: "https://x/admin",
    }),
    staffNewOrderMail({
      to: "team@blattwerk.example",
      orderNumber: order.orderNumber,
      customerName: "Ada Berg",
      totalCents: 2490,
      payment: "Kauf auf Rechnung",
      lines: 1,
      url: "https://x/admin/orders/BW-2026-000042",
    }),
    staffWithdrawalMail({
      to: "team@blattwerk.example",
      orderReference: order.orderNumber,
      name: "Ada Berg",
      refundDeadline: "12.12.2026",
      url: "https://x/admin/withdrawals/1",
    }),
    staffLowStockMail({
      to: "team@blattwerk.example",
      plantName: "Efeutute",
      left: 2,
      threshold: 3,
      url: "https://x/p",
    }),
    staffMailFailedMail({
      to: "team@blattwerk.example",
      subject: "Betreff",
      orderNumber: null,
      url: "https://x/m",
    }),
    staffInvoiceOverdueMail({
      to: "team@blattwerk.example",
      invoiceNumber: "RE-2026-000042",
      orderNumber: order.orderNumber,
      customerName: "Ada Berg",
      openCents: 2490,
      dueOn: "24.11.2026",
      url: "https://x/admin/orders/BW-2026-000042",
    }),
    staffPaymentMail({
      to: "team@blattwerk.example",
      orderNumber: order.orderNumber,
      url: "https://x/admin/orders/BW-2026-000042",
      what: "refund-failed",
      amountCents: 2490,
      detail: "expired_or_canceled_card",
    }),
  ];
}

describe("mail kinds (#30)", () => {
  it("every template says its kind, a member of MailKind, and every kind but the generic one has a template", () => {
    const kinds = everyTemplate().map((m) => m.kind);
    expect(kinds.every((k) => k !== undefined && isMailKind(k))).toBe(true);
    expect(new Set(kinds)).toEqual(new Set(MAIL_KINDS.filter((k) => k !== "mail")));
    expect(ACCOUNT_MAIL_KINDS.every(isMailKind)).toBe(true);
  });

  it("a customer's mail writes amounts as the pages of its language do: „19,99 €“ in German, „€19.99“ in English (#46)", () => {
    const customers = (locale: "de" | "en") =>
      everyTemplate(locale).filter((m) => !m.kind?.startsWith("staff-") && m.kind !== "payment-failed-staff");
    const amounts = (m: OutboxMail) => `${m.text}\n${m.html ?? ""}`;
    const english = customers("en").filter((m) => /€\d/.test(amounts(m)));
    expect(english.map((m) => m.kind)).toEqual(
      expect.arrayContaining(["order-confirmation", "order-refund", "order-credit", "payment-failed"]),
    );
    for (const m of customers("en")) expect(amounts(m), m.kind).not.toMatch(/\d,\d\d\s?€/);
    for (const m of customers("de")) expect(amounts(m), m.kind).not.toMatch(/€\s?\d/);
    expect(amounts(customers("en").find((m) => m.kind === "order-confirmation")!)).toContain("€19.99");
  });

  it("the back office has a label for every kind a template makes", () => {
    for (const kind of MAIL_KINDS.filter((k) => k !== "mail")) expect(MAIL_UI.kinds[kind]).toBeTruthy();
  });
});

describe.each(TEST_DATABASES)("stored mail kinds on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  const dataDir = mkdtempSync(path.join(tmpdir(), "bw-kinds-"));
  const storedKinds = async () =>
    (await database.db.selectDistinct({ kind: mailOutbox.kind }).from(mailOutbox)).map((r) => r.kind);

  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(async () => {
    await database?.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await database.db.delete(mailOutbox);
  });

  it("holds only members of MailKind: each template's kind as it said, 'mail' without one", async () => {
    await database.db.transaction(async (tx) => {
      // Without the order: these mails belong to no order row of this database.
      for (const mail of everyTemplate()) await enqueueMail(tx, { ...mail, orderId: undefined });
      await enqueueMail(tx, { to: "a@example.de", subject: "Ohne Art", text: "x" });
    });
    const stored = await storedKinds();
    expect(stored.every(isMailKind)).toBe(true);
    expect(new Set(stored)).toEqual(new Set(MAIL_KINDS));
  });

  it("refuses a kind outside the union (past the type, by a cast) and stores nothing", async () => {
    const stray = { to: "a@example.de", subject: "Fremd", text: "x", kind: "newsletter" as MailKind };
    await expect(database.db.transaction((tx) => enqueueMail(tx, stray))).rejects.toThrow(
      'unknown mail kind "newsletter"',
    );
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const box = createOutbox({ db: database.db, from: "x@blattwerk.example", dataDir, deliver: false });
    expect(await box.send(stray)).toBe(false);
    expect(log.mock.calls.flat().join(" ")).toContain("could not record a newsletter");
    log.mockRestore();
    expect(await storedKinds()).toEqual([]);
  });
});
