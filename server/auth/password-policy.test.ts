import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkPassword, PASSWORD_MIN_LENGTH, personalInputs } from "./password-policy";

describe("password policy", () => {
  it.each(["passwort123", "Passwort1234", "hallo12345", "qwertzuiop", "1234567890", "Sommer2026!"])(
    "rejects the guessable %s with reasons",
    (pw) => {
      const v = checkPassword(pw);
      expect(v.ok).toBe(false);
      expect(v.reasons.length).toBeGreaterThan(0);
    },
  );

  it("rejects short passwords whatever their score", () => {
    const v = checkPassword("x7#Qp9!z");
    expect(v.ok).toBe(false);
    expect(v.reasons).toContain(`Verwende mindestens ${PASSWORD_MIN_LENGTH} Zeichen.`);
  });

  it("accepts long unpredictable passphrases", () => {
    for (const pw of ["Kaktus-Wolke-Fahrrad-47", "tr0pisch gießen Monstera Blatt", "h7Gk2mQx9vLp"]) {
      expect(checkPassword(pw)).toMatchObject({ ok: true, reasons: [] });
    }
  });

  it("counts the customer's own name and email against the password", () => {
    const pw = "annabergmann1990";
    expect(checkPassword(pw, personalInputs("anna.bergmann@example.de", "Anna Bergmann")).ok).toBe(false);
  });

  it("never throws and always explains a rejection", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (pw) => {
        const v = checkPassword(pw);
        expect(v.ok).toBe(v.reasons.length === 0);
      }),
      { numRuns: 200 },
    );
  });
});
