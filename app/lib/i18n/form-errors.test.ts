import { describe, expect, it } from "vitest";
import { ORDER_VALIDATION } from "../../../domain/contracts/order-messages";
import { WITHDRAWAL_ERRORS } from "../../../domain/contracts/withdrawal-messages";
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

  it("stay German on German pages", () => {
    expect(localizeFieldErrors(errors, "de")).toBe(errors);
  });
});
