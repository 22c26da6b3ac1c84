import { describe, expect, it } from "vitest";
import { ORDER_VALIDATION } from "../../../domain/contracts/order-messages";
import { WITHDRAWAL_ERRORS } from "../../../domain/contracts/withdrawal-messages";
import { unprintableMessage } from "../../../domain/printable";
import { TEXT_RULE_MESSAGES } from "../../../domain/text-rules";
import { localizeFieldErrors } from "./form-errors";

describe("form field errors on English pages (#19)", () => {
  const errors = {
    firstName: ORDER_VALIDATION.firstName,
    address: ORDER_VALIDATION.tooLong(200),
    email: WITHDRAWAL_ERRORS.email,
    other: undefined,
  };

  it("become English, messages with arguments included", () => {
    expect(localizeFieldErrors(errors, "en")).toEqual({
      firstName: "Please enter your first name.",
      address: "Please enter at most 200 characters.",
      email: "Please enter a valid email address.",
      other: undefined,
    });
  });

  it("the text rules (#29) too, naming the characters the invoice cannot print", () => {
    expect(
      localizeFieldErrors(
        { firstName: TEXT_RULE_MESSAGES.lineBreak, city: unprintableMessage("Köln 🌿") as string },
        "en",
      ),
    ).toEqual({
      firstName: "Please keep this to one line – without line breaks, tabs or other control characters.",
      city: "We cannot print these characters on the invoice: „🌿“. Please write your name and address in Latin, Greek, Cyrillic or Chinese/Japanese characters, without emoji.",
    });
  });

  it("stay German on German pages", () => {
    expect(localizeFieldErrors(errors, "de")).toBe(errors);
  });
});
