import { describe, expect, it } from "vitest";
import { germanDate, timeline, timelineText } from "./timeline";

const who = "lager@example.de";

describe("order timeline", () => {
  it("reads the money and parcel entries of #27 as German", () => {
    expect(
      timelineText({
        action: "order.refund",
        actorEmail: who,
        before: {},
        after: { amountCents: 1000, paidOn: "2026-11-24", reason: "Storno" },
      }),
    ).toBe("Erstattung über 10,00\u00a0€ vom 24.11.2026 erfasst von lager@example.de: „Storno“");
    expect(
      timelineText({
        action: "order.reverse",
        actorEmail: who,
        before: { kind: "payment", amountCents: 2000 },
        after: { reason: "falsche Bestellung" },
      }),
    ).toBe("Zahlung über 20,00\u00a0€ storniert von lager@example.de: „falsche Bestellung“");
    expect(
      timelineText({
        action: "order.credit",
        actorEmail: who,
        before: {},
        after: { creditNote: "RK-2026-000001", amountCents: 500, reason: "Kulanz" },
      }),
    ).toBe("Rechnungskorrektur RK-2026-000001 über 5,00\u00a0€ von lager@example.de: „Kulanz“");
    expect(
      timelineText({
        action: "order.parcel.correct",
        actorEmail: who,
        before: { trackingNumber: "1" },
        after: { trackingNumber: "2", reason: "Zahlendreher" },
      }),
    ).toBe("Sendungsnummer korrigiert (1 → 2) von lager@example.de: „Zahlendreher“");
  });

  it("reads each action as German", () => {
    expect(timelineText({ action: "order.confirm", actorEmail: who, before: {}, after: {} })).toBe(
      "Bestätigt von lager@example.de",
    );
    expect(
      timelineText({
        action: "order.ship",
        actorEmail: who,
        before: {},
        after: { status: "shipped", carrier: "DHL", trackingNumber: "00340434161234567890" },
      }),
    ).toBe("Versendet (DHL 00340434161234567890) von lager@example.de");
    expect(
      timelineText({
        action: "order.pay",
        actorEmail: who,
        before: {},
        after: { status: "completed", amountCents: 2999, paidOn: "2026-11-24" },
      }),
    ).toBe("Zahlung über 29,99\u00a0€ vom 24.11.2026 erfasst von lager@example.de – damit abgeschlossen");
    expect(
      timelineText({
        action: "order.cancel",
        actorEmail: who,
        before: {},
        after: { reason: "Kundin rief an" },
      }),
    ).toBe("Storniert von lager@example.de: „Kundin rief an“");
    expect(timelineText({ action: "order.complete", actorEmail: who, before: {}, after: {} })).toBe(
      "Abgeschlossen von lager@example.de",
    );
    expect(timelineText({ action: "order.other", actorEmail: who, before: null, after: null })).toBe(
      "order.other von lager@example.de",
    );
  });

  it("reads the edits and notes of #34 as German, old → new", () => {
    expect(timelineText({ action: "order.note", actorEmail: who, before: null, after: { text: "x" } })).toBe(
      "Interne Notiz von lager@example.de",
    );
    expect(
      timelineText({
        action: "order.edit.quantity",
        actorEmail: who,
        before: { name: "Efeutute", quantity: 2, totalCents: 5887 },
        after: { name: "Efeutute", quantity: 3, totalCents: 7296 },
      }),
    ).toBe("Menge von Efeutute geändert (2 → 3), Summe 58,87\u00a0€ → 72,96\u00a0€, von lager@example.de");
    expect(
      timelineText({
        action: "order.edit.remove",
        actorEmail: who,
        before: { name: "Grünlilie", quantity: 1, totalCents: 5887 },
        after: { name: "Grünlilie", quantity: 0, totalCents: 4288 },
      }),
    ).toBe("Grünlilie entfernt (1 Stück), Summe 58,87\u00a0€ → 42,88\u00a0€, von lager@example.de");
    expect(
      timelineText({
        action: "order.edit.address",
        actorEmail: who,
        before: { city: "Aachen", addressAddition: null },
        after: { city: "Berlin", addressAddition: "2. OG" },
      }),
    ).toBe("Lieferadresse geändert (Aachen → Berlin, – → 2. OG) von lager@example.de");
  });

  it("runs oldest first from the order", () => {
    const lines = timeline("2026-11-20T10:00:00.000Z", [
      {
        id: "b",
        at: "2026-11-22T10:00:00.000Z",
        actorEmail: who,
        action: "order.complete",
        before: {},
        after: {},
      },
      {
        id: "a",
        at: "2026-11-21T10:00:00.000Z",
        actorEmail: who,
        action: "order.confirm",
        before: {},
        after: {},
      },
    ]);
    expect(lines.map((l) => l.id)).toEqual(["placed", "a", "b"]);
    expect(germanDate("2026-02-01")).toBe("01.02.2026");
  });
});
