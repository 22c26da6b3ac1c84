import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  formatVoucherCode,
  newVoucherCode,
  normalizeVoucherCode,
  payWithVouchers,
  type Voucher,
  voucherValidUntil,
} from "./vouchers";

const NOW = new Date("2026-12-07T12:00:00Z");
const voucher = (over: Partial<Voucher> = {}): Voucher => ({
  id: "v1",
  code: "7K3MQ9TA2BXC4DEF",
  balanceCents: 5000,
  validUntil: "2029-12-31",
  state: "active",
  ...over,
});

describe("voucher codes", () => {
  it("are 16 symbols of Crockford's alphabet from 80 random bits", () => {
    expect(newVoucherCode(() => new Uint8Array(10))).toBe("0000000000000000");
    expect(newVoucherCode(() => new Uint8Array(10).fill(255))).toBe("ZZZZZZZZZZZZZZZZ");
    const seen = new Set(Array.from({ length: 2000 }, () => newVoucherCode()));
    expect(seen.size).toBe(2000);
    for (const c of seen) expect(c).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);
  });

  it("are shown in groups of four and read back whatever the case, spaces and hyphens", () => {
    expect(formatVoucherCode("7K3MQ9TA2BXC4DEF")).toBe("7K3M-Q9TA-2BXC-4DEF");
    expect(normalizeVoucherCode(" 7k3m-q9ta 2bxc-4def ")).toBe("7K3MQ9TA2BXC4DEF");
    // Letters that look like digits are read as the digits.
    expect(normalizeVoucherCode("OIL0-0000-0000-0000")).toBe("0110000000000000");
    fc.assert(
      fc.property(fc.constant(null), () => {
        const c = newVoucherCode();
        return normalizeVoucherCode(formatVoucherCode(c).toLowerCase()) === c;
      }),
    );
  });

  it("refuse what cannot be a voucher's code", () => {
    expect(normalizeVoucherCode("WINTER10")).toBeNull();
    expect(normalizeVoucherCode("7K3M-Q9TA-2BXC-4DEU")).toBeNull();
    expect(normalizeVoucherCode("7K3M-Q9TA-2BXC-4DEF0")).toBeNull();
  });
});

describe("validity (§§ 195, 199 BGB)", () => {
  it("runs to the end of the third year after the year of purchase, shop time", () => {
    expect(voucherValidUntil(new Date("2026-01-01T00:00:00+01:00"))).toBe("2029-12-31");
    expect(voucherValidUntil(new Date("2026-12-31T22:59:00Z"))).toBe("2029-12-31");
    // 00:30 on New Year's Day in Berlin is still 2026 in UTC.
    expect(voucherValidUntil(new Date("2026-12-31T23:30:00Z"))).toBe("2030-12-31");
  });
});

describe("payWithVouchers", () => {
  it("pays up to the balance; the rest of the order stays due", () => {
    expect(payWithVouchers(8000, [voucher()], NOW)).toEqual({
      ok: true,
      uses: [{ voucherId: "v1", code: "7K3MQ9TA2BXC4DEF", cents: 5000 }],
      totalCents: 5000,
    });
  });

  it("pays an order in full and leaves the remainder on the voucher", () => {
    const paid = payWithVouchers(3199, [voucher()], NOW);
    expect(paid).toMatchObject({ ok: true, totalCents: 3199, uses: [{ cents: 3199 }] });
  });

  it("takes several vouchers in the order typed", () => {
    const paid = payWithVouchers(
      7000,
      [voucher(), voucher({ id: "v2", code: "ABCDABCDABCDABCD", balanceCents: 4000 })],
      NOW,
    );
    expect(paid).toMatchObject({ ok: true, totalCents: 7000, uses: [{ cents: 5000 }, { cents: 2000 }] });
  });

  it("refuses a voucher not paid, expired, empty or not needed", () => {
    const code = "7K3M-Q9TA-2BXC-4DEF";
    expect(payWithVouchers(100, [voucher({ state: "pending" })], NOW)).toEqual({
      ok: false,
      error: "voucher_not_active",
      params: { code },
    });
    expect(payWithVouchers(100, [voucher({ validUntil: "2026-12-06" })], NOW)).toMatchObject({
      error: "voucher_expired",
    });
    // Its last day still counts.
    expect(payWithVouchers(100, [voucher({ validUntil: "2026-12-07" })], NOW)).toMatchObject({ ok: true });
    expect(payWithVouchers(100, [voucher({ balanceCents: 0 })], NOW)).toMatchObject({
      error: "voucher_empty",
    });
    expect(
      payWithVouchers(100, [voucher(), voucher({ id: "v2", code: "ABCDABCDABCDABCD" })], NOW),
    ).toMatchObject({ error: "voucher_not_needed", params: { code: "ABCD-ABCD-ABCD-ABCD" } });
  });

  it("never pays more than is due or than the balances hold", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.array(fc.integer({ min: 1, max: 20_000 }), { minLength: 1, maxLength: 3 }),
        (due, balances) => {
          const paid = payWithVouchers(
            due,
            balances.map((b, i) => voucher({ id: `v${i}`, balanceCents: b })),
            NOW,
          );
          if (!paid.ok) return paid.error === "voucher_not_needed";
          return (
            paid.totalCents <= due &&
            paid.uses.every((u, i) => u.cents > 0 && u.cents <= (balances[i] ?? 0)) &&
            paid.uses.reduce((s, u) => s + u.cents, 0) === paid.totalCents
          );
        },
      ),
    );
  });
});
