import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { shopFacts } from "../../domain/shop/shop-facts";
import { createLocalCatalog } from "../catalog/local";
import { loadConfig } from "../config";
import { invoices, mailOutbox, orders } from "../db/schema";
import { devMailbox } from "../mail/dev-mailbox";
import { LEGAL_PDF_FILENAME, legalAttachment } from "../mail/legal-pdf";
import { createOutbox } from "../mail/outbox";
import { createPublicChanges } from "../public-changes";
import { TEST_DATABASES } from "../testing/databases";
import { pdfText } from "../testing/pdf-text";
import { withTestDatabase } from "../testing/test-database";
import { createOrderService } from "./order-service";

const SHIPPING = {
  firstName: "Lena",
  lastName: "Vogel",
  email: "lena.vogel@example.de",
  address: "Birkenweg 12",
  addressAddition: "3. OG links",
  city: "Leipzig",
  postalCode: "04109",
  country: "DE",
};

describe.each(TEST_DATABASES)("order confirmation through the outbox on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let dataDir: string;
  const config = loadConfig({ PUBLIC_URL: "https://blattwerk.example", PAYMENT_TERM_DAYS: "14" });
  withTestDatabase(target, {}, (opened) => {
    database = opened;
  });
  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "bw-order-mail-"));
    await database.db.delete(mailOutbox);
  });

  it("records exactly one confirmation with the order, delivers it with the legal PDF and no invoice, none on replay", async () => {
    const service = createOrderService({
      publicChanges: createPublicChanges(),
      db: database.db,
      catalog: createLocalCatalog(database.db),
      config,
    });
    const request = {
      items: [
        { id: "monstera-deliciosa", quantity: 1 },
        { id: "pothos", quantity: 2 },
      ],
      shipping: SHIPPING,
      idempotencyKey: randomUUID(),
    };
    const placed = await service.place(request, { userId: null });
    if (!placed.ok) throw new Error(placed.error);
    expect(placed.order.maskedEmail).toBe("le***@example.de");
    expect(await service.place(request, { userId: null })).toMatchObject({ ok: true, created: false });

    const rows = await database.db.select().from(mailOutbox);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: "order-confirmation",
      orderId: placed.order.id,
      recipient: "lena.vogel@example.de",
      status: "pending",
      attachments: [{ type: "legal" }],
    });
    // The invoice is issued when the parcel leaves (server/orders/commands/lifecycle.ts), not with the order.
    expect(await database.db.select().from(invoices).where(eq(invoices.orderId, placed.order.id))).toEqual(
      [],
    );

    const outbox = createOutbox({
      db: database.db,
      from: config.mail.from,
      dataDir,
      attachments: {
        legal: legalAttachment(shopFacts(config)),
        invoice: async () => {
          throw new Error("the confirmation carries no invoice");
        },
      },
    });
    await outbox.flush();
    const [mail] = await devMailbox(dataDir).list();
    expect(mail?.subject).toBe(`Deine Bestellung ${placed.order.number} bei Blattwerk`);
    expect(mail?.text).toContain("Monstera deliciosa");
    expect(mail?.text).toContain("3. OG links");
    expect(mail?.html).toContain(placed.order.number);
    expect(mail?.attachments).toMatchObject([
      { filename: LEGAL_PDF_FILENAME, contentType: "application/pdf" },
    ]);
    const pdf = await devMailbox(dataDir).attachment(mail!.id, 0);
    const text = pdfText(pdf!.content);
    expect(text).toContain("Allgemeine Geschäftsbedingungen (AGB)");
    expect(text).toContain("Widerrufsbelehrung");
    expect(text).toContain("Muster-Widerrufsformular");
    // The AGB in the PDF state the same term as the mail, verbatim.
    const term = "Zahlbar ohne Abzug innerhalb von 14 Tagen ab Rechnungsdatum.";
    expect(text.replace(/\s+/g, " ")).toContain(term);
    expect(mail?.text).toContain(term);
    const [sent] = await database.db.select().from(mailOutbox);
    expect(sent?.status).toBe("sent");
  });

  it("writes no mail when the order's transaction fails", async () => {
    const broken = {
      byIds: async () => [
        {
          id: "pothos",
          name: "Efeutute",
          priceCents: -5,
          imageUrl: "/plants/pothos.svg",
          size: "small" as const,
        },
      ],
    };
    const service = createOrderService({
      publicChanges: createPublicChanges(),
      db: database.db,
      catalog: broken as never,
      config,
    });
    const key = randomUUID();
    await expect(
      service.place(
        { items: [{ id: "pothos", quantity: 1 }], shipping: SHIPPING, idempotencyKey: key },
        { userId: null },
      ),
    ).rejects.toThrow();
    expect(await database.db.select().from(orders).where(eq(orders.idempotencyKey, key))).toEqual([]);
    expect(await database.db.select().from(mailOutbox)).toEqual([]);
  });
});
