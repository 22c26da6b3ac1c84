import { describe, expect, it } from "vitest";
import { existingAccountMail } from "./templates/existing-account";
import { cancellationMail } from "./templates/order-cancelled";
import { creditMail } from "./templates/order-credit";
import { parcelMail } from "./templates/order-parcel";
import { refundMail } from "./templates/order-refund";
import { shipmentMail } from "./templates/order-shipped";
import { resetPasswordMail } from "./templates/reset-password";
import { verifyEmailMail } from "./templates/verify-email";
import { withdrawalConfirmationMail } from "./templates/withdrawal-confirmation";
import { refusalMail } from "./templates/withdrawal-refused";

/** The customer mails besides the order confirmation (confirmation-mail.test.ts, api-locale.test.ts), #19. */
const GERMAN = /\b(Hallo|Bestellung|Rechnung|Grüße|dein|Widerruf[^s]|bitte)\b/;

describe("customer mails in the order's language", () => {
  const shipment = {
    to: "ada@example.com",
    firstName: " Ada ",
    orderNumber: "BW-2026-000042",
    carrier: "DHL" as const,
    trackingNumber: "00340434161234567890",
    trackingUrl: "https://www.dhl.de/track?x=1",
    invoice: {
      number: "RE-2026-000042",
      link: "https://shop.example/api/invoices/RE-2026-000042?t=x",
      payment: { termDays: 14, dueDate: "2026-12-09" },
      paid: false,
    },
  };

  it("shipment: English for en, German by default", () => {
    const en = shipmentMail({ ...shipment, locale: "en" });
    expect(en.subject).toBe("Your order BW-2026-000042 is on its way");
    expect(en.text).toMatch(/^Hello Ada,/);
    expect(en.text).toContain("Your invoice RE-2026-000042 (in German)");
    expect(en.text).toContain(
      "Payable without deduction within 14 days of the invoice date. It is therefore due on 9 December 2026.",
    );
    expect(en.text).not.toMatch(GERMAN);
    const de = shipmentMail(shipment);
    expect(de.subject).toBe("Deine Bestellung BW-2026-000042 ist unterwegs");
    expect(de.text).toMatch(/^Hallo Ada,/);
    expect(de.text).toContain(
      "Zahlbar ohne Abzug innerhalb von 14 Tagen ab Rechnungsdatum. Fällig ist sie also am 09.12.2026.",
    );
    // Paid before it left: no term to name.
    const paid = shipmentMail({ ...shipment, invoice: { ...shipment.invoice, paid: true } });
    expect(paid.text).toContain("Du hast sie schon bezahlt");
    expect(paid.text).not.toContain("Fällig");
    // Paid in part before it left (#50): what came and what is left, in the customer's language.
    const part = { ...shipment.invoice, prepaid: { paidCents: 1000, openCents: 899 } };
    expect(shipmentMail({ ...shipment, invoice: part }).text).toMatch(
      /Du hast schon 10,00\s€ bezahlt; offen sind noch 8,99\s€\./,
    );
    const partEn = shipmentMail({ ...shipment, invoice: part, locale: "en" }).text;
    expect(partEn).toContain("You have already paid €10.00; €8.99 is still open.");
    expect(partEn).not.toMatch(GERMAN);
  });

  it("cancellation: English for en with an English date, German by default", () => {
    const c = {
      to: "ada@example.com",
      firstName: "Ada",
      orderNumber: "BW-2026-000042",
      invoiceNumber: "RE-2026-000042",
      cancellationNumber: "RE-2026-000043",
      cancellationDate: "2026-11-25",
      link: "https://shop.example/api/invoices/RE-2026-000043?t=x",
    };
    const en = cancellationMail({ ...c, locale: "en" });
    expect(en.subject).toBe("Your order BW-2026-000042 has been cancelled");
    expect(en.text).toContain("of 25 November 2026 (in German)");
    expect(en.text).not.toMatch(GERMAN);
    expect(cancellationMail(c).text).toContain("Die Stornorechnung RE-2026-000043 vom 25.11.2026");
  });

  it("cancellation before shipping: no invoice, so no Stornorechnung; the refund promise stays", () => {
    const c = {
      to: "ada@example.com",
      firstName: "Ada",
      orderNumber: "BW-2026-000042",
      invoiceNumber: null,
      cancellationNumber: null,
      cancellationDate: "",
      link: null,
    };
    const de = cancellationMail(c).text;
    expect(de).toContain("Eine Rechnung hatten wir dir noch nicht geschickt");
    expect(de).toContain("Falls du schon bezahlt hast, bekommst du den Betrag von uns zurück.");
    expect(de).not.toMatch(/Stornorechnung [A-Z]{2}-|aufgehoben|https?:/);
    const en = cancellationMail({ ...c, locale: "en" }).text;
    expect(en).toContain("We had not sent you an invoice yet");
    expect(en).toContain("If you have already paid, we will refund the amount.");
    expect(en).not.toMatch(GERMAN);
  });

  it("refund: English for en, German by default", () => {
    const p = {
      to: "ada@example.com",
      firstName: "Ada",
      orderNumber: "BW-2026-000042",
      amountCents: 1899,
      refundedOn: "2026-11-25",
    };
    const en = refundMail({ ...p, locale: "en" });
    expect(en.subject).toBe("Your refund for order BW-2026-000042");
    expect(en.text).toContain("on 25 November 2026");
    expect(en.text).not.toMatch(GERMAN);
    expect(refundMail(p).subject).toBe("Deine Erstattung zur Bestellung BW-2026-000042");
    expect(refundMail(p).text).toMatch(
      /am 25\.11\.2026 18,99\s€ für die Bestellung BW-2026-000042 erstattet/,
    );
  });

  it("credit note (#27): says what is left to pay, never that money was refunded", () => {
    const p = {
      to: "ada@example.com",
      firstName: "Ada",
      orderNumber: "BW-2026-000042",
      credit: { number: "RK-2026-000001", link: "https://x/rk", amountCents: 1899 },
    };
    const unpaid = creditMail({ ...p, openCents: 0 });
    expect(unpaid.subject).toBe("Rechnungskorrektur zu deiner Bestellung BW-2026-000042");
    expect(unpaid.text).toMatch(/um 18,99\s€ gemindert/);
    expect(unpaid.text).toContain("Du musst nichts mehr bezahlen.");
    expect(unpaid.text).not.toMatch(/erstattet/);
    expect(creditMail({ ...p, openCents: 500 }).text).toMatch(/Offen ist jetzt noch 5,00\s€\./);
    expect(creditMail({ ...p, openCents: -500 }).text).toMatch(/5,00\s€ mehr bezahlt/);
    const en = creditMail({ ...p, openCents: 0, locale: "en" });
    expect(en.text).toContain("you do not need to pay anything more");
    expect(en.text).not.toMatch(GERMAN);
    // After a withdrawal it says so (#50), in both languages.
    const facts = { case: "withdrawal" as const, withdrawal: true, refundCents: 0, openCents: 0 };
    expect(creditMail({ ...p, openCents: 0, facts }).text).toContain(
      "nach deinem Widerruf haben wir deine Rechnung zur Bestellung BW-2026-000042",
    );
    const enW = creditMail({ ...p, openCents: 0, facts, locale: "en" }).text;
    expect(enW).toContain("following your withdrawal, we have reduced your invoice");
    expect(enW).not.toMatch(GERMAN);
  });

  it("parcel corrected (#27): names the wrong and the right number, both languages", () => {
    const p = {
      to: "ada@example.com",
      firstName: "Ada",
      orderNumber: "BW-2026-000042",
      carrier: "DHL",
      trackingNumber: "00340434161234567890",
      replaces: "00340434169999999999",
    };
    const de = parcelMail(p);
    expect(de.subject).toBe("Korrigierte Sendungsnummer zu deiner Bestellung BW-2026-000042");
    expect(de.text).toContain("falsche Sendungsnummer (00340434169999999999)");
    expect(de.text).toContain("Sendungsnummer: 00340434161234567890");
    const en = parcelMail({ ...p, locale: "en" });
    expect(en.text).toContain("wrong tracking number (00340434169999999999)");
    expect(en.text).not.toMatch(GERMAN);
    expect(parcelMail({ ...p, replaces: null }).subject).toBe(
      "Ein weiteres Paket zu deiner Bestellung BW-2026-000042",
    );
    expect(
      refusalMail({
        to: "a@b.de",
        name: "Ada",
        orderNumber: "BW-2026-000042",
        reason: "Frist abgelaufen",
        locale: "en",
      }).text,
    ).not.toMatch(GERMAN);
  });

  it("withdrawal confirmation: English for en; the stored declaration is quoted as it is (German)", () => {
    const receipt = {
      id: "6f1c2d3e-0000-4000-8000-000000000009",
      orderReference: "BW-2026-000042",
      name: "Ada Byron",
      email: "ada@example.com",
      receivedAt: "2026-11-25T10:00:00.000Z",
      items: "",
      message: "",
      statement:
        "Hiermit widerrufe ich den von mir abgeschlossenen Vertrag über die Bestellung BW-2026-000042.",
      confirmationMail: "queued" as const,
    };
    const en = withdrawalConfirmationMail(receipt, "en");
    expect(en.subject).toBe("Confirmation of receipt of your withdrawal – order BW-2026-000042");
    expect(en.text).toContain(receipt.statement);
    expect(en.text).toContain("Received on: 25 November 2026");
    expect(en.text.replace(receipt.statement, "")).not.toMatch(GERMAN);
    expect(withdrawalConfirmationMail(receipt).subject).toBe(
      "Eingangsbestätigung deines Widerrufs – Bestellung BW-2026-000042",
    );
    // The greeting of every other mail (#32): the first name, not the full name typed into the form.
    expect(en.text).toMatch(/^Hello Ada,\n\nwe have received/);
    expect(withdrawalConfirmationMail(receipt).text).toMatch(/^Hallo Ada,\n\nwir haben/);
    expect(withdrawalConfirmationMail(receipt).text).toContain("Name: Ada Byron");
  });

  it("account mails: English for en, German by default", () => {
    expect(verifyEmailMail("a@b.de", "Ada Byron", "https://x/v", "en").text).toMatch(
      /^Hello Ada,\n\nwelcome/,
    );
    expect(resetPasswordMail("a@b.de", "", "https://x/r", "en").text).toMatch(/^Hello,\n\nyou would like/);
    const existing = existingAccountMail(
      "a@b.de",
      "Ada",
      "https://x/en/auth",
      "https://x/en/auth?view=forgot",
      "en",
    );
    expect(existing.subject).toBe("You already have an account with Blattwerk");
    expect(existing.text).not.toMatch(GERMAN);
    expect(verifyEmailMail("a@b.de", "Ada", "https://x/v").subject).toBe(
      "Bestätige deine E-Mail-Adresse für Blattwerk",
    );
  });
});
