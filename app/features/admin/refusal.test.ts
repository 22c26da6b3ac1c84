import { describe, expect, it } from "vitest";
import { textRefusalMessages } from "../../../domain/text/text-messages";
import { BACK_OFFICE_AREAS, refusalText } from "./refusal.server";

describe("the back office's refusals", () => {
  it("no two areas share a code (one catalogue renders them all), but the text rule's", () => {
    const shared = new Set(Object.keys(textRefusalMessages.de));
    const seen = new Map<string, string>();
    for (const [area, texts] of Object.entries(BACK_OFFICE_AREAS))
      for (const code of Object.keys(texts.de)) {
        if (shared.has(code)) continue;
        expect(seen.get(code), `${code} in ${area}`).toBeUndefined();
        seen.set(code, area);
      }
  });

  it("renders a code with its parameters in German", () => {
    expect(refusalText({ error: "restock_invalid", params: { name: "Monstera", max: 2 } })).toBe(
      "Monstera: Bitte gib eine ganze Zahl von 0 bis 2 ein (so viele wurden bestellt).",
    );
    expect(refusalText({ error: "credit_rate_too_high", params: { rate: 7, maxCents: 1250 } })).toBe(
      "Zum Steuersatz 7 % lässt sich höchstens 12,50\u00a0€ gutschreiben.",
    );
  });
});
