import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  checkPassword,
  madeOfPersonalWords,
  PASSWORD_MIN_LENGTH,
  PASSWORD_REASONS,
  personalInputs,
  zxcvbnFeedbackMessages,
} from "./password-policy";

const anna = personalInputs("anna.bergmann@example.de", "Anna Bergmann");

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

  // Issue #18: each of these was accepted for "Anna Bergmann".
  it.each(["anna.bergmann1", "Bergmann.Anna7", "Passwort1234!", "Sommer2024!!", "Monstera2024!"])(
    "rejects %s for Anna Bergmann",
    (pw) => {
      const v = checkPassword(pw, anna);
      expect(v.ok).toBe(false);
      expect(v.score).toBeLessThan(3);
      expect(v.reasons.length).toBeGreaterThan(0);
    },
  );

  it("says why: a decorated word, or the customer's own name", () => {
    expect(checkPassword("Sommer2024!!", anna).reasons).toContain(PASSWORD_REASONS.decorated);
    expect(checkPassword("Bergmann.Anna7", anna).reasons).toContain(PASSWORD_REASONS.personal);
  });

  it.each([
    "Kaktus-Wolke-Fahrrad-47",
    "tr0pisch gießen Monstera Blatt",
    "h7Gk2mQx9vLp",
    "xK9#Lm2024!!",
    "Gießkanne-Nebel-Tango",
    "Laterne Zebra Honig 82",
  ])("accepts the strong %s for Anna Bergmann", (pw) => {
    expect(checkPassword(pw, anna)).toMatchObject({ ok: true, reasons: [] });
  });

  it("finds the name in any order, case and with any separators", () => {
    for (const pw of ["BERGMANN_anna", "anna-anna-bergmann", "Anna 1990 Bergmann!", "bergmannANNA"]) {
      expect(madeOfPersonalWords(pw, anna)).toBe(true);
    }
    for (const pw of ["Anna mag Kakteen", "Bergwerk Hanna", "", "2024!!"]) {
      expect(madeOfPersonalWords(pw, anna)).toBe(false);
    }
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

describe("zxcvbn's advice reads properly (issue #32)", () => {
  it("names personal data and the shop's words in plain German, and in English on English pages", () => {
    const { reasons } = checkPassword("blattwerk", ["Anna"]);
    expect(reasons).toContain(
      "Verwende keine persönlichen Daten und keine Wörter, die mit diesem Shop zu tun haben.",
    );
    expect(reasons.join(" ")).not.toContain("Seiten relevanten");
    expect(zxcvbnFeedbackMessages.en.warnings.userInputs).toMatch(/personal/i);
  });
});
