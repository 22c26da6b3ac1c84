import { describe, expect, it, vi } from "vitest";
import { shippingFormSchema } from "../../../domain/contracts/order";
import { ORDER_VALIDATION } from "../../../domain/contracts/order-messages";
import { validateWithdrawal } from "../../../domain/contracts/withdrawal";
import { WITHDRAWAL_ERRORS } from "../../../domain/contracts/withdrawal-messages";
import { unprintableMessage } from "../../../domain/text/printable";
import { TEXT_RULE_MESSAGES } from "../../../domain/text/text-rules";
import { z } from "../../../domain/text/zod";
import { renderFormErrors } from "./form-errors";

/** The first message per field of the shipping form, as keys (#30). */
function shippingKeys(values: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of shippingFormSchema.safeParse(values).error?.issues ?? [])
    out[String(issue.path[0])] ??= issue.message;
  return out;
}

const SHIPPING = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", country: "DE" } as const;
const ADDRESS = { address: "Gartenweg 3", city: "Aachen", postalCode: "52062" };

describe("form field errors in the page's language (#19, #30)", () => {
  const keys = {
    ...shippingKeys({ ...SHIPPING, ...ADDRESS, firstName: "", address: "x".repeat(201) }),
    ...(validateWithdrawal({ orderReference: "BW-1", name: "Ada", email: "nope" }) as { fieldErrors: object })
      .fieldErrors,
    other: undefined,
  };

  it("English, messages with arguments included", () => {
    expect(renderFormErrors(keys, "en")).toEqual({
      firstName: "Please enter your first name.",
      address: "Please enter at most 200 characters.",
      email: "Please enter a valid email address.",
      other: undefined,
    });
  });

  it("German, exactly as the catalogues word them", () => {
    expect(renderFormErrors(keys, "de")).toEqual({
      firstName: ORDER_VALIDATION.firstName,
      address: ORDER_VALIDATION.tooLong(200),
      email: WITHDRAWAL_ERRORS.email,
      other: undefined,
    });
  });

  it("the text rules (#29) too, naming the characters the invoice cannot print", () => {
    const keys = shippingKeys({ ...SHIPPING, ...ADDRESS, firstName: "Ada\nBcc", city: "Köln 🌿" });
    expect(renderFormErrors(keys, "en")).toEqual({
      firstName: "Please keep this to one line – without line breaks, tabs or other control characters.",
      city: "We cannot print these characters on the invoice: „🌿“. Please write your name and address in Latin, Greek, Cyrillic or Chinese/Japanese characters, without emoji.",
    });
    expect(renderFormErrors(keys, "de")).toEqual({
      firstName: TEXT_RULE_MESSAGES.lineBreak,
      city: unprintableMessage("Köln 🌿"),
    });
  });

  it("leaves what is no key as it is (zod's own fallback, already in the page's language)", () => {
    expect(renderFormErrors({ a: "Höchstens 3 Zeichen.", b: "order.nothingLikeThis" }, "en")).toEqual({
      a: "Höchstens 3 Zeichen.",
      b: "order.nothingLikeThis",
    });
  });
});

describe("zod's own messages in the browser", () => {
  it("follow the page's language (#19)", () => {
    const message = () => z.string().max(3).safeParse("Anna").error?.issues[0]?.message;
    vi.stubGlobal("window", { location: { pathname: "/en/checkout" } });
    expect(message()).toBe("At most 3 characters.");
    vi.stubGlobal("window", { location: { pathname: "/checkout" } });
    expect(message()).toBe("Höchstens 3 Zeichen.");
  });
});
