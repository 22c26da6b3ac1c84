import { describe, expect, it } from "vitest";
import { creditLineText, creditNoteCase, prepaymentOf } from "./document-case";

describe("the case of a Rechnungskorrektur (#50)", () => {
  it("goodwill on an unpaid invoice is a price reduction: nothing goes back, the rest stays open", () => {
    expect(creditNoteCase({ creditCents: 800, openBeforeCents: 5346, withdrawal: false })).toEqual({
      case: "reduction",
      withdrawal: false,
      refundCents: 0,
      openCents: 4546,
    });
  });

  it("a withdrawal of an unpaid invoice unwinds it: nothing to refund, nothing left to pay", () => {
    expect(creditNoteCase({ creditCents: 5346, openBeforeCents: 5346, withdrawal: true })).toEqual({
      case: "withdrawal",
      withdrawal: true,
      refundCents: 0,
      openCents: 0,
    });
  });

  it("on a paid invoice the correction is money back, after a withdrawal or not", () => {
    expect(creditNoteCase({ creditCents: 500, openBeforeCents: 0, withdrawal: false })).toMatchObject({
      case: "refund",
      refundCents: 500,
      openCents: 0,
    });
    expect(creditNoteCase({ creditCents: 5346, openBeforeCents: 0, withdrawal: true })).toMatchObject({
      case: "refund",
      withdrawal: true,
      refundCents: 5346,
    });
  });

  it("on a part-paid invoice only what was paid beyond the new price goes back", () => {
    // 53,46 € owed, 50,00 € paid: a correction of 8,00 € settles the 3,46 € and gives 4,54 € back.
    expect(creditNoteCase({ creditCents: 800, openBeforeCents: 346, withdrawal: false })).toEqual({
      case: "refund",
      withdrawal: false,
      refundCents: 454,
      openCents: 0,
    });
  });
});

describe("the line of a Rechnungskorrektur (#50)", () => {
  it("never says „Gutschrift“ and does not repeat the default reason", () => {
    expect(creditLineText(true, "Widerruf")).toBe("Rückabwicklung nach Widerruf");
    expect(creditLineText(true, " widerruf ")).toBe("Rückabwicklung nach Widerruf");
    expect(creditLineText(true, "Topf kam zerbrochen zurück")).toBe(
      "Rückabwicklung nach Widerruf: Topf kam zerbrochen zurück",
    );
    expect(creditLineText(false, "Kulanz, Blatt geknickt")).toBe("Preisminderung: Kulanz, Blatt geknickt");
    expect(creditLineText(false, "Preisminderung")).toBe("Preisminderung");
  });
});

describe("what was paid before the invoice (#50)", () => {
  const pay = (id: string, amountCents: number, paidOn: string, extra: object = {}) => ({
    id,
    kind: "payment" as const,
    amountCents,
    paidOn,
    method: "transfer" as const,
    reversesId: null as string | null,
    ...extra,
  });

  it("nothing, all or part of the total", () => {
    expect(prepaymentOf(5346, [])).toEqual({ kind: "none" });
    expect(prepaymentOf(5346, [pay("a", 2000, "2026-12-01"), pay("b", 3346, "2026-12-03")])).toEqual({
      kind: "paid",
      paidOn: "2026-12-03",
      method: "transfer",
    });
    expect(prepaymentOf(5346, [pay("a", 2000, "2026-12-01")])).toEqual({
      kind: "part",
      paidCents: 2000,
      paidOn: "2026-12-01",
      openCents: 3346,
    });
  });

  it("a reversed payment and money refunded do not count", () => {
    expect(
      prepaymentOf(5346, [
        pay("a", 5346, "2026-12-01"),
        pay("r", 5346, "2026-12-02", { reversesId: "a" }),
        pay("b", 1000, "2026-12-04", { method: "cash" }),
      ]),
    ).toEqual({ kind: "part", paidCents: 1000, paidOn: "2026-12-04", openCents: 4346 });
    expect(
      prepaymentOf(5346, [pay("a", 5346, "2026-12-01"), pay("x", 5346, "2026-12-02", { kind: "refund" })]),
    ).toEqual({ kind: "none" });
  });
});
