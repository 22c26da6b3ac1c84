import { describe, expect, it } from "vitest";
import { formatIban, girocodePayload, isValidBic, isValidIban } from "./girocode";

const BASE = {
  name: "Blattwerk GmbH",
  iban: "DE89 3704 0044 0532 0130 00",
  bic: "COBADEFFXXX",
  amountCents: 8187,
  remittance: "BW-2026-000123 RE-2026-000001",
};

describe("IBAN", () => {
  it("accepts valid IBANs with or without spaces and refuses a wrong check digit", () => {
    expect(isValidIban("DE89370400440532013000")).toBe(true);
    expect(isValidIban("de89 3704 0044 0532 0130 00")).toBe(true);
    expect(isValidIban("GB82WEST12345698765432")).toBe(true);
    expect(isValidIban("DE88370400440532013000")).toBe(false);
    expect(isValidIban("DE8937040044053201300")).toBe(false); // a digit short
    expect(isValidIban("Musterbank")).toBe(false);
  });
  it("prints in groups of four", () => {
    expect(formatIban("DE89370400440532013000")).toBe("DE89 3704 0044 0532 0130 00");
  });
  it("BIC has 8 or 11 characters", () => {
    expect(isValidBic("COBADEFFXXX")).toBe(true);
    expect(isValidBic("COBADEFF")).toBe(true);
    expect(isValidBic("COBADE")).toBe(false);
  });
});

describe("girocodePayload", () => {
  it("writes the EPC fields line by line", () => {
    expect(girocodePayload(BASE)!.split("\n")).toEqual([
      "BCD",
      "002",
      "1",
      "SCT",
      "COBADEFFXXX",
      "Blattwerk GmbH",
      "DE89370400440532013000",
      "EUR81.87",
      "",
      "",
      "BW-2026-000123 RE-2026-000001",
    ]);
  });
  it("formats amounts with a dot and two decimals", () => {
    const amount = (c: number) => girocodePayload({ ...BASE, amountCents: c })!.split("\n")[7];
    expect(amount(1)).toBe("EUR0.01");
    expect(amount(100)).toBe("EUR1.00");
    expect(amount(123456789)).toBe("EUR1234567.89");
    expect(amount(99_999_999_999)).toBe("EUR999999999.99");
  });
  it("asks for no transfer of nothing, a negative or too large amount", () => {
    expect(girocodePayload({ ...BASE, amountCents: 0 })).toBeNull();
    expect(girocodePayload({ ...BASE, amountCents: -8187 })).toBeNull();
    expect(girocodePayload({ ...BASE, amountCents: 100_000_000_000 })).toBeNull();
    expect(girocodePayload({ ...BASE, iban: "DE00 0000" })).toBeNull();
  });
  it("cuts the name to 70 and the remittance to 140 characters, umlauts counted as characters", () => {
    const named = girocodePayload({ ...BASE, name: "Ä".repeat(90) })!.split("\n");
    expect(named[5]).toBe("Ä".repeat(70));
    expect(named[10]).toBe(BASE.remittance);
    const long = girocodePayload({ ...BASE, remittance: "x\ny".repeat(80) })!.split("\n");
    expect(long).toHaveLength(11);
    expect(long[10]).toHaveLength(140);
    expect(long[10]!.startsWith("x y")).toBe(true);
  });
  it("stays within the 331 bytes of the standard", () => {
    // 70 two-byte characters and 140 of reference do not fit: the reference gives way.
    const p = girocodePayload({ ...BASE, name: "Ä".repeat(70), remittance: "a".repeat(140) })!;
    expect(new TextEncoder().encode(p).length).toBe(331);
    expect(p.split("\n")[10]!.length).toBeLessThan(140);
  });
});
