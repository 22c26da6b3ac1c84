import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ORDER_STATUSES, type OrderStatus } from "../contracts/order";
import { ORDER_STATUS_LABELS, orderActionRefusalMessages } from "../contracts/order-action-messages";
import { renderRefusal } from "../text/refusal";
import { TEXT_RULE_MESSAGES } from "../text/text-rules";
import {
  actionsFor,
  balanceCents,
  LIFECYCLE_ACTIONS,
  nextStatus,
  ORDER_ACTIONS,
  ORDER_TRANSITIONS,
  type OrderActionRefusal,
  parseCancelReason,
  parseCarrier,
  parsePaidOn,
  parseTrackingNumber,
  refusal,
  step,
  trackingUrl,
} from "./order-lifecycle";

/** A refusal as the back office shows it. */
const german = (r: OrderActionRefusal | null) => r && renderRefusal(orderActionRefusalMessages, "de", r);

const unpaid = { totalCents: 5000, paidCents: 0 };
const part = { totalCents: 5000, paidCents: 2000 };
const paid = { totalCents: 5000, paidCents: 5000 };

describe("order lifecycle", () => {
  it("offers per status exactly the allowed actions", () => {
    expect(actionsFor("pending", unpaid)).toEqual(["confirm", "cancel"]);
    expect(actionsFor("processing", unpaid)).toEqual(["ship", "pay", "cancel"]);
    // Money can be recorded from confirmation on, also when nothing is due (#27): it did arrive.
    expect(actionsFor("processing", paid)).toEqual(["ship", "pay", "cancel"]);
    expect(actionsFor("shipped", part)).toEqual(["pay"]);
    expect(actionsFor("shipped", paid)).toEqual(["complete", "pay"]);
    expect(actionsFor("completed", paid)).toEqual(["pay"]);
    expect(actionsFor("cancelled", unpaid)).toEqual(["pay"]);
  });

  it("every status has a German label", () => {
    for (const s of ORDER_STATUSES) expect(ORDER_STATUS_LABELS[s]).toMatch(/^[A-ZÄÖÜ]/);
    expect(ORDER_STATUS_LABELS.shipped).toBe("Versendet");
  });

  it("moves pending → processing → shipped → completed", () => {
    expect(nextStatus("confirm", "pending", unpaid)).toBe("processing");
    expect(nextStatus("ship", "processing", unpaid)).toBe("shipped");
    expect(nextStatus("complete", "shipped", paid)).toBe("completed");
    expect(nextStatus("cancel", "processing", unpaid)).toBe("cancelled");
    // a parcel that left is called off only as a whole, with its Stornorechnung (the service's „void“)
    expect(step("void", "shipped", unpaid)).toEqual({ ok: true, to: "cancelled" });
    expect(step("void", "completed", paid)).toEqual({ ok: true, to: "cancelled" });
    expect(step("void", "processing", unpaid).ok).toBe(false);
    expect(step("cancel", "shipped", unpaid).ok).toBe(false);
  });

  it("the last payment of a shipped order completes it; part payments and payments before shipment do not", () => {
    expect(nextStatus("pay", "shipped", paid)).toBe("completed");
    expect(nextStatus("pay", "shipped", part)).toBe("shipped");
    expect(nextStatus("pay", "processing", paid)).toBe("processing");
  });

  it("refuses every action a status does not offer, in German", () => {
    for (const status of ORDER_STATUSES) {
      for (const action of ORDER_ACTIONS) {
        const offered = actionsFor(status, part).includes(action);
        const message = german(refusal(action, status, part));
        if (offered) expect(message).toBeNull();
        else expect(message, `${action} in ${status}`).toMatch(/[a-zäöü]/);
      }
    }
    expect(refusal("ship", "pending", unpaid)).toEqual({
      error: "not_shippable",
      params: { status: "pending" },
    });
    expect(german(refusal("ship", "pending", unpaid))).toBe(
      "Bitte bestätige die Bestellung, bevor du sie versendest.",
    );
    expect(german(refusal("cancel", "shipped", unpaid))).toMatch(
      /versendete Bestellung lässt sich nicht mehr stornieren/,
    );
    expect(german(refusal("cancel", "cancelled", unpaid))).toBe("Diese Bestellung ist bereits storniert.");
    expect(german(refusal("pay", "pending", unpaid))).toMatch(/bestätige/);
    expect(refusal("pay", "shipped", paid)).toBeNull();
    expect(refusal("pay", "cancelled", unpaid)).toBeNull();
    expect(refusal("complete", "shipped", part)).toEqual({ error: "not_completable" });
    expect(refusal("complete", "processing", paid)).toEqual({ error: "not_completable" });
    expect(german(refusal("confirm", "processing", unpaid))).toBe(
      "Nur neue Bestellungen lassen sich bestätigen; diese ist „Bestätigt“.",
    );
    expect(renderRefusal(orderActionRefusalMessages, "en", refusal("confirm", "processing", unpaid)!)).toBe(
      "Only new orders can be confirmed; this one is “Confirmed”.",
    );
  });

  it("every action from every status either follows the table or is refused with its code (property)", () => {
    // The edges an order may ever take, written out apart from the table: a change of the table that
    // adds one (shipped → pending, a cancelled order revived) fails here.
    const EDGES = new Set([
      "pending>processing",
      "pending>cancelled",
      "processing>shipped",
      "processing>cancelled",
      "shipped>completed",
      "completed>shipped",
      "shipped>cancelled",
      "completed>cancelled",
    ]);
    const money = fc.record({
      totalCents: fc.integer({ min: 0, max: 10_000 }),
      paidCents: fc.integer({ min: -5_000, max: 15_000 }),
    });
    fc.assert(
      fc.property(
        fc.constantFrom(...ORDER_STATUSES),
        fc.array(fc.tuple(fc.constantFrom(...LIFECYCLE_ACTIONS), money), { maxLength: 12 }),
        (start, actions) => {
          let status: OrderStatus = start;
          let before = { totalCents: 5000, paidCents: 0 };
          for (const [action, after] of actions) {
            const result = step(action, status, before, after);
            const row = ORDER_TRANSITIONS[status].find((t) => t.action === action);
            if (!result.ok) {
              // refused: the table has no edge here (or its guard says no), and the code says which action
              expect(result.refusal.error).toMatch(/^not_/);
              expect(!row || (row.guard !== undefined && !row.guard(before))).toBe(true);
              continue;
            }
            expect(row).toBeDefined();
            const target = typeof row!.to === "function" ? row!.to(after) : row!.to;
            expect(result.to).toBe(target);
            if (result.to !== status)
              expect(EDGES.has(`${status}>${result.to}`), `${status} → ${result.to}`).toBe(true);
            // completed only when nothing is due; a cancelled order never moves again
            // (staff's "complete" moves no money: judged on the money before it; the money's steps after)
            const judged = action === "complete" ? before : after;
            if (result.to === "completed" && status !== "completed")
              expect(balanceCents(judged.totalCents, judged.paidCents)).toBe(0);
            if (status === "cancelled") expect(result.to).toBe("cancelled");
            status = result.to;
            before = after;
          }
        },
      ),
      { numRuns: 500 },
    );
    // staff never see the money's own step
    for (const s of ORDER_STATUSES) {
      expect(actionsFor(s, paid)).not.toContain("settle");
      // „Stornieren“ stays before shipment: voiding a shipped order is the service's, not a button
      expect(actionsFor(s, paid)).not.toContain("void");
    }
  });

  it("balance is total minus payments, never negative", () => {
    expect(balanceCents(5000, 2000)).toBe(3000);
    expect(balanceCents(5000, 5000)).toBe(0);
    expect(balanceCents(5000, 6000)).toBe(0);
  });
});

describe("DHL tracking numbers", () => {
  it.each([
    ["003404341612345678", false],
    ["00340434161234567890", true],
    ["0034 0434 1612 3456 7890", true],
    ["123456789012", true],
    ["jjd0001234567890123", true],
    ["JJD000390007842315", true],
    ["RR123456789DE", true],
    ["RR123456789US", false],
    ["12345", false],
    ["ABCDEFGHIJKL", false],
  ])("%s → %s", (text, valid) => {
    expect(parseTrackingNumber(text).ok).toBe(valid);
  });

  it("normalises and explains", () => {
    expect(parseTrackingNumber(" 0034-0434 1612 3456 7890 ")).toEqual({
      ok: true,
      value: "00340434161234567890",
    });
    expect(parseTrackingNumber("")).toEqual({ ok: false, error: "tracking_required" });
    expect(parseTrackingNumber("abc")).toEqual({ ok: false, error: "tracking_invalid" });
    expect(trackingUrl("00340434161234567890")).toBe(
      "https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=00340434161234567890",
    );
  });

  it("accepts DHL only", () => {
    expect(parseCarrier("dhl")).toEqual({ ok: true, value: "DHL" });
    expect(parseCarrier("UPS")).toEqual({ ok: false, error: "carrier_invalid" });
  });
});

describe("payments", () => {
  it("reads the payment date as ISO or German, real days only, not in the future", () => {
    expect(parsePaidOn("2026-11-24", "2026-11-25")).toEqual({ ok: true, value: "2026-11-24" });
    expect(parsePaidOn("1.2.2026", "2026-11-25")).toEqual({ ok: true, value: "2026-02-01" });
    expect(parsePaidOn("2026-11-25", "2026-11-25").ok).toBe(true);
    expect(parsePaidOn("2026-11-26", "2026-11-25")).toEqual({ ok: false, error: "date_in_future" });
    expect(parsePaidOn("31.02.2026", "2026-11-25")).toEqual({ ok: false, error: "date_invalid" });
    expect(parsePaidOn("gestern", "2026-11-25")).toEqual({ ok: false, error: "date_invalid" });
    expect(parsePaidOn(" ", "2026-11-25")).toEqual({ ok: false, error: "date_required" });
    // #50 §4: not before the order's day.
    expect(parsePaidOn("2026-11-20", "2026-11-25", "2026-11-21")).toEqual({
      ok: false,
      error: "date_before_order",
      params: { orderDay: "2026-11-21" },
    });
    expect(parsePaidOn("21.11.2026", "2026-11-25", "2026-11-21")).toEqual({ ok: true, value: "2026-11-21" });
  });

  it("a cancellation needs a reason", () => {
    expect(parseCancelReason("  Kunde   hat angerufen ")).toEqual({ ok: true, value: "Kunde hat angerufen" });
    expect(parseCancelReason(" ")).toEqual({ ok: false, error: "cancel_reason_required" });
    expect(parseCancelReason("x".repeat(501))).toEqual({ ok: false, error: "cancel_reason_too_long" });
    // #29: the one text rule.
    const rule = (problem: string) => ({ ok: false, error: "text_rule", params: { problem } });
    expect(parseCancelReason("Kunde\u0007")).toEqual(rule("lineBreak"));
    expect(parseCancelReason("Kunde \u202eetorw")).toEqual(rule("bidi"));
    expect(parseCancelReason("\u3164")).toEqual(rule("invisible"));
    const control = parseCancelReason("Kunde\u0007");
    expect(!control.ok && german(control)).toBe(TEXT_RULE_MESSAGES.lineBreak);
  });
});
