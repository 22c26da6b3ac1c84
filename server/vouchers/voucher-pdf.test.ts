import { describe, expect, it } from "vitest";
import { newVoucherCode } from "../../domain/vouchers/vouchers";
import { vouchers } from "../db/schema";
import { TEST_DATABASES } from "../testing/databases";
import { pdfText } from "../testing/pdf-text";
import { withTestDatabase } from "../testing/test-database";
import { voucherAttachment } from "./voucher-pdf";

/**
 * #43 §3: the voucher as a PDF, attached to its mail and drawn from its row at delivery: the code in
 * groups of four, the value, the last valid day, the message and from whom, in the buyer's language.
 */
describe.each(TEST_DATABASES)("the voucher PDF on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  withTestDatabase(target, {}, async (opened) => {
    database = opened;
  });
  const insert = async (over: Partial<typeof vouchers.$inferInsert>) => {
    const [row] = await database.db
      .insert(vouchers)
      .values({
        code: "7K3MQ9TA2BXC4DEF",
        initialCents: 5000,
        balanceCents: 5000,
        validUntil: "2029-12-31",
        state: "active",
        buyerName: "Jonas Beck",
        buyerEmail: "jonas@example.de",
        recipientName: "Mia Gut",
        recipientEmail: "mia@example.de",
        deliverOn: "2026-12-24",
        message: "Alles Gute zum neuen Zuhause – möge es grünen!",
        paidAt: new Date("2026-12-08T10:00:00Z"),
        ...over,
      })
      .returning();
    return row!;
  };
  const draw = (ref: { voucherId: string }) =>
    voucherAttachment(database.db, "https://blattwerk.example")(ref);

  it("German: code in groups, value, valid until, message, from whom", async () => {
    const v = await insert({});
    const file = await draw({ voucherId: v.id });
    expect(file.contentType).toBe("application/pdf");
    expect(file.filename).toBe(`Blattwerk-Gutschein-${v.number}.pdf`);
    const text = pdfText(file.content).replace(/\s+/g, " ");
    expect(text).toContain("Geschenkgutschein");
    expect(text).toContain("7K3M-Q9TA-2BXC-4DEF");
    expect(text).toContain("50,00 €");
    expect(text).toContain("Gültig bis 31. Dezember 2029");
    expect(text).toContain("Für Mia Gut");
    expect(text).toContain("Von Jonas Beck");
    expect(text).toContain("„Alles Gute zum neuen Zuhause – möge es grünen!“");
    expect(text).toContain(
      "Einlösen auf blattwerk.example an der Kasse im Feld „Gutschein- oder Rabattcode“",
    );
    expect(text).toContain(`Gutschein-Nr. ${v.number}`);
  });

  it("English for a buyer on the English pages; no recipient: no „for“ line, no message", async () => {
    const v = await insert({
      code: newVoucherCode(),
      locale: "en",
      initialCents: 2500,
      balanceCents: 2500,
      recipientName: null,
      recipientEmail: null,
      message: null,
      buyerName: "Łukasz Wiśniewski",
    });
    const file = await draw({ voucherId: v.id });
    expect(file.filename).toBe(`Blattwerk-gift-card-${v.number}.pdf`);
    const text = pdfText(file.content).replace(/\s+/g, " ");
    expect(text).toContain("Gift card");
    expect(text).toContain("€25.00");
    expect(text).toContain("Valid until 31 December 2029");
    expect(text).toContain("From Łukasz Wiśniewski");
    expect(text).not.toContain("For ");
    expect(text).toContain("Discount code or gift card");
  });

  it("an unknown voucher fails the delivery attempt (the outbox retries it)", async () => {
    await expect(draw({ voucherId: "00000000-0000-4000-8000-000000000000" })).rejects.toThrow(/not found/);
  });
});
