import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ledgerRefusalMessages } from "../contracts/ledger-messages";
import { renderRefusal } from "../text/refusal";
import { TEXT_RULE_MESSAGES } from "../text/text-rules";
import {
  balance,
  cashEffect,
  creditableByRate,
  type LedgerDocument,
  type LedgerMovement,
  reversalRefusal,
  splitCredit,
} from "./ledger";
import {
  type LedgerRefusal,
  parseCreditRate,
  parseLedgerPayment,
  parseReason,
  parseRefund,
} from "./ledger-input";
import { settledStatus } from "./order-lifecycle";

/** A refusal as the back office shows it. */
const german = (r: { ok: true } | ({ ok: false } & LedgerRefusal)) =>
  r.ok ? null : renderRefusal(ledgerRefusalMessages, "de", r);

const pay = (id: string, amountCents: number, reversesId: string | null = null): LedgerMovement => ({
  id,
  kind: "payment",
  amountCents,
  reversesId,
});
const refund = (id: string, amountCents: number, reversesId: string | null = null): LedgerMovement => ({
  id,
  kind: "refund",
  amountCents,
  reversesId,
});

describe("balance", () => {
  it("before the invoice the order's total is owed; a cancelled order owes nothing", () => {
    expect(balance({ orderTotalCents: 2989, cancelled: false, documents: [], movements: [] })).toMatchObject({
      invoiced: false,
      owedCents: 2989,
      openCents: 2989,
      dueCents: 2989,
      refundDueCents: 0,
    });
    // Cancelled with a part payment (issue #27, case 2): the 10 € are due back, nothing is open.
    expect(
      balance({ orderTotalCents: 2989, cancelled: true, documents: [], movements: [pay("a", 1000)] }),
    ).toMatchObject({ owedCents: 0, paidCents: 1000, openCents: -1000, dueCents: 0, refundDueCents: 1000 });
  });

  it("an unpaid withdrawal settled by a credit note leaves nothing open and nothing to refund", () => {
    const documents: LedgerDocument[] = [
      { kind: "invoice", totalCents: 3788 },
      { kind: "credit", totalCents: -3788 },
    ];
    expect(balance({ orderTotalCents: 3788, cancelled: false, documents, movements: [] })).toMatchObject({
      invoicedCents: 3788,
      creditedCents: 3788,
      owedCents: 0,
      dueCents: 0,
      refundDueCents: 0,
    });
  });

  it("a reversed payment counts nothing; a reversed refund is money held again", () => {
    const documents: LedgerDocument[] = [{ kind: "invoice", totalCents: 5000 }];
    const movements = [
      pay("a", 5000),
      pay("b", 5000, "a"),
      pay("c", 6000),
      refund("d", 1000),
      refund("e", 1000, "d"),
    ];
    expect(balance({ orderTotalCents: 5000, cancelled: false, documents, movements })).toMatchObject({
      paidCents: 6000,
      refundedCents: 0,
      openCents: -1000,
      refundDueCents: 1000,
    });
  });

  it("identities hold for any sequence of documents and movements", () => {
    const doc = fc.oneof(
      fc.integer({ min: 1, max: 100_000 }).map((c): LedgerDocument => ({ kind: "invoice", totalCents: c })),
      fc.integer({ min: 1, max: 100_000 }).map((c): LedgerDocument => ({ kind: "credit", totalCents: -c })),
      fc
        .integer({ min: 1, max: 100_000 })
        .map((c): LedgerDocument => ({ kind: "cancellation", totalCents: -c })),
    );
    const move = fc.record({
      kind: fc.constantFrom("payment" as const, "refund" as const),
      amountCents: fc.integer({ min: 1, max: 100_000 }),
      reverse: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.boolean(),
        fc.array(doc, { maxLength: 6 }),
        fc.array(move, { maxLength: 12 }),
        (total, cancelled, documents, moves) => {
          // A reversal follows its entry with the same kind and amount, as the service writes it.
          const movements: LedgerMovement[] = [];
          moves.forEach((m, i) => {
            movements.push({ id: `m${i}`, kind: m.kind, amountCents: m.amountCents, reversesId: null });
            if (m.reverse)
              movements.push({ id: `r${i}`, kind: m.kind, amountCents: m.amountCents, reversesId: `m${i}` });
          });
          const b = balance({ orderTotalCents: total, cancelled, documents, movements });
          expect(b.openCents).toBe(b.owedCents - b.paidCents + b.refundedCents);
          expect(b.dueCents - b.refundDueCents).toBe(b.openCents);
          expect(Math.min(b.dueCents, b.refundDueCents)).toBe(0);
          // Money held is the sum of every movement's effect.
          expect(b.paidCents - b.refundedCents).toBe(movements.reduce((s, m) => s + cashEffect(m), 0));
          // Reversing everything leaves exactly what is owed open.
          const kept = movements.filter(
            (m) => !m.reversesId && !movements.some((r) => r.reversesId === m.id),
          );
          const net = balance({ orderTotalCents: total, cancelled, documents, movements: kept });
          expect(net.openCents).toBe(b.openCents);
          if (b.invoiced) expect(b.owedCents).toBe(b.invoicedCents - b.creditedCents);
        },
      ),
    );
  });
});

describe("reversals", () => {
  const movements = [pay("a", 100), pay("b", 100, "a"), pay("c", 100)];
  it("refuses a reversal of a reversal, a second reversal and an unknown entry", () => {
    expect(reversalRefusal(movements[1], movements)).toBe("is_reversal");
    expect(reversalRefusal(movements[0], movements)).toBe("already_reversed");
    expect(reversalRefusal(undefined, movements)).toBe("unknown");
    expect(reversalRefusal(movements[2], movements)).toBeNull();
  });
});

describe("credit notes per VAT rate", () => {
  it("split in proportion to what each rate may still take back, to the cent, never beyond it", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        (seven, nineteen, amount) => {
          const creditable = [
            { vatRate: 7 as const, grossCents: seven },
            { vatRate: 19 as const, grossCents: nineteen },
          ];
          const parts = splitCredit(creditable, amount);
          if (amount > seven + nineteen) {
            expect(parts).toBeNull();
            return;
          }
          expect(parts!.reduce((s, p) => s + p.grossCents, 0)).toBe(amount);
          for (const p of parts!)
            expect(p.grossCents).toBeLessThanOrEqual(
              creditable.find((c) => c.vatRate === p.vatRate)!.grossCents,
            );
        },
      ),
    );
  });

  it("all at one rate when named, within that rate's room; earlier credits reduce the room", () => {
    const room = creditableByRate(
      [
        { vatRate: 7, grossCents: 2000 },
        { vatRate: 19, grossCents: 1000 },
      ],
      [{ vatRate: 19, grossCents: -400 }],
    );
    expect(room).toEqual([
      { vatRate: 7, grossCents: 2000 },
      { vatRate: 19, grossCents: 600 },
    ]);
    expect(splitCredit(room, 600, 19)).toEqual([{ vatRate: 19, grossCents: 600 }]);
    expect(splitCredit(room, 601, 19)).toBeNull();
    expect(splitCredit(room, 0)).toBeNull();
  });
});

describe("status follows the money only after shipment", () => {
  it("completes a shipped order with nothing due and reopens a completed one when money is due again", () => {
    const due = (cents: number) => ({ owedCents: 1000, paidCents: 1000 - cents, refundedCents: 0 });
    expect(settledStatus("shipped", due(0))).toBe("completed");
    expect(settledStatus("shipped", due(1))).toBe("shipped");
    expect(settledStatus("completed", due(1))).toBe("shipped");
    expect(settledStatus("processing", due(0))).toBe("processing");
    expect(settledStatus("cancelled", due(0))).toBe("cancelled");
  });
});

describe("ledger input", () => {
  it("a payment up to the order's total; a refund only of what is due back", () => {
    expect(parseLedgerPayment("29,89", 2989)).toEqual({ ok: true, value: 2989 });
    expect(parseLedgerPayment("29,90", 2989)).toMatchObject({ ok: false });
    expect(parseRefund("5", 0)).toEqual({ ok: false, error: "nothing_to_refund" });
    expect(german(parseRefund("5", 0))).toMatch(/nichts zu erstatten/);
    expect(parseRefund("10,01", 1000)).toEqual({
      ok: false,
      error: "refund_too_high",
      params: { maxCents: 1000 },
    });
    expect(german(parseRefund("10,01", 1000))).toBe(
      "Höchstens 10,00\u00a0€ – mehr hat die Kundin oder der Kunde nicht zu viel bezahlt.",
    );
    expect(parseRefund("10", 1000)).toEqual({ ok: true, value: 1000 });
  });

  it("a reason is one visible line of at most 200 characters", () => {
    expect(parseReason("  Pflanze   beschädigt ")).toEqual({ ok: true, value: "Pflanze beschädigt" });
    expect(parseReason("   ")).toMatchObject({ ok: false });
    expect(parseReason("x".repeat(201))).toMatchObject({ ok: false });
    expect(parseReason("a\u202eb")).toMatchObject({ ok: false });
    // #29: the one text rule, and printable on a credit note.
    expect(parseReason("Ware\u001b[2J kaputt")).toEqual({ ok: false, error: "reason_invalid" });
    expect(parseReason("\u200b\u200b")).toEqual({
      ok: false,
      error: "text_rule",
      params: { problem: "invisible" },
    });
    expect(german(parseReason("\u200b\u200b"))).toBe(TEXT_RULE_MESSAGES.invisible);
    expect(parseReason("kaputt 🌿")).toEqual({
      ok: false,
      error: "unprintable",
      params: { characters: "„🌿“" },
    });
    expect(german(parseReason("kaputt 🌿"))).toMatch(
      /^Diese Zeichen können wir auf der Rechnung nicht drucken: „🌿“/,
    );
    expect(parseReason("Topf\r\ngesprungen")).toEqual({ ok: true, value: "Topf gesprungen" });
    expect(parseReason("a\u0007b")).toMatchObject({ ok: false });
  });

  it("the credit rate is mixed, 7 or 19", () => {
    expect(parseCreditRate("")).toEqual({ ok: true, value: undefined });
    expect(parseCreditRate("19")).toEqual({ ok: true, value: 19 });
    expect(parseCreditRate("16")).toMatchObject({ ok: false });
  });
});
