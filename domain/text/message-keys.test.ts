import { describe, expect, it } from "vitest";
import { FORM_CATALOGUES } from "../contracts/form-messages";
import { ORDER_VALIDATION, orderKey } from "../contracts/order-messages";
import { renderMessage } from "./message-keys";
import { printableKey, textKey } from "./text-messages";

describe("message keys of input checks (#30)", () => {
  it("render in both languages, with their arguments", () => {
    expect(renderMessage(FORM_CATALOGUES, orderKey("tooLong", 100), "de")).toBe(
      ORDER_VALIDATION.tooLong(100),
    );
    expect(renderMessage(FORM_CATALOGUES, orderKey("tooLong", 100), "en")).toBe(
      "Please enter at most 100 characters.",
    );
    expect(renderMessage(FORM_CATALOGUES, orderKey("unknownFields", ["a", "b"]), "en")).toBe(
      "Unknown fields in the order: a, b.",
    );
    expect(renderMessage(FORM_CATALOGUES, textKey("bidi"), "en")).toMatch(/^Please remove the invisible/);
    expect(renderMessage(FORM_CATALOGUES, printableKey("unprintable", "„🌿“"), "de")).toMatch(
      /^Diese Zeichen können wir auf der Rechnung nicht drucken: „🌿“\./,
    );
  });

  it("name only texts that exist, with the arguments they take", () => {
    // @ts-expect-error: no such text
    orderKey("nothingLikeThis");
    // @ts-expect-error: tooLong takes the most characters
    orderKey("tooLong");
    expect(orderKey("firstName")).toBe("order.firstName");
  });
});
