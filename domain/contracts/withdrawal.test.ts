import { describe, expect, it } from "vitest";
import { renderFieldErrors, renderMessage } from "../text/message-keys";
import { TEXT_RULE_MESSAGES } from "../text/text-rules";
import { FORM_CATALOGUES } from "./form-messages";
import { validateWithdrawal as check, composeStatement } from "./withdrawal";
import { WITHDRAWAL_ERRORS } from "./withdrawal-messages";

/** The declaration's check, its message keys (#30) as a German page renders them. */
function validateWithdrawal(input: unknown) {
  const r = check(input);
  if (r.ok) return r;
  return {
    ...r,
    message: renderMessage(FORM_CATALOGUES, r.message, "de"),
    fieldErrors: renderFieldErrors(FORM_CATALOGUES, r.fieldErrors, "de"),
  };
}

const valid = { orderReference: "BW-1234", name: "Erika Mustermann", email: "erika@example.org" };

describe("withdrawal declaration", () => {
  it("accepts the required fields, trims them and defaults the optional ones to empty", () => {
    const r = validateWithdrawal({ ...valid, name: "  Erika Mustermann ", email: " erika@example.org " });
    expect(r).toEqual({ ok: true, value: { ...valid, items: "", message: "" } });
  });

  it("gives a German message per field", () => {
    const r = validateWithdrawal({ orderReference: " ", name: "", email: "keine-adresse" });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.fieldErrors).toEqual({
      orderReference: WITHDRAWAL_ERRORS.orderReference,
      name: WITHDRAWAL_ERRORS.name,
      email: WITHDRAWAL_ERRORS.email,
    });
    expect(r.message).toBe(WITHDRAWAL_ERRORS.orderReference);
  });

  it("follows the one text rule (#29): no bidi controls, something visible, free text without ESC", () => {
    const cases = [
      [{ ...valid, name: "Erika \u202eannakiR" }, "name", TEXT_RULE_MESSAGES.bidi],
      [{ ...valid, name: "\u200b\u3164" }, "name", TEXT_RULE_MESSAGES.invisible],
      [{ ...valid, message: "Hallo\u001b[2J" }, "message", WITHDRAWAL_ERRORS.controlCharacters],
      [{ ...valid, items: "Monstera \u2066x\u2069" }, "items", TEXT_RULE_MESSAGES.bidi],
    ] as const;
    for (const [input, field, message] of cases) {
      const r = validateWithdrawal(input);
      expect(r.ok ? null : r.fieldErrors[field], JSON.stringify(input)).toBe(message);
    }
    // Line breaks stay in the free text, CR LF as LF.
    const r = validateWithdrawal({ ...valid, message: "Erste Zeile\r\nZweite Zeile" });
    expect(r.ok && r.value.message).toBe("Erste Zeile\nZweite Zeile");
  });

  it("refuses unknown keys, wrong types, oversized fields and control characters", () => {
    const refused = [
      { ...valid, isAdmin: true },
      { ...valid, name: 42 },
      { ...valid, items: ["a"] },
      { ...valid, orderReference: "x".repeat(65) },
      { ...valid, message: "x".repeat(2001) },
      { ...valid, email: `${"a".repeat(250)}@b.de` },
      { ...valid, name: "Erika\u0000" },
      { ...valid, orderReference: "BW-1\nBcc: x" },
      null,
      "text",
      [],
    ];
    for (const input of refused) expect(validateWithdrawal(input).ok, JSON.stringify(input)).toBe(false);
    expect(validateWithdrawal({ ...valid, isAdmin: true })).toMatchObject({
      message: WITHDRAWAL_ERRORS.unknownField,
    });
    expect(validateWithdrawal({ ...valid, message: "Zeile 1\nZeile 2\tEnde" }).ok).toBe(true);
  });

  it("writes the statement for a whole order or for named items", () => {
    expect(composeStatement({ ...valid, items: "", message: "" })).toBe(
      "Hiermit widerrufe ich den von mir abgeschlossenen Vertrag über die Bestellung BW-1234.\n" +
        "Der Widerruf betrifft die gesamte Bestellung.",
    );
    expect(composeStatement({ ...valid, items: "1× Monstera", message: "Zu groß" })).toBe(
      "Hiermit widerrufe ich den von mir abgeschlossenen Vertrag über die Bestellung BW-1234.\n" +
        "Widerrufen werden folgende Artikel: 1× Monstera\nNachricht: Zu groß",
    );
  });
});
