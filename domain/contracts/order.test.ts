import { describe, expect, it } from "vitest";
import { renderFieldErrors, renderMessage } from "../text/message-keys";
import { FORM_CATALOGUES } from "./form-messages";
import { describeIssues as keysOf, orderRequestSchema, shippingFormSchema } from "./order";
import { ORDER_VALIDATION as V } from "./order-messages";

/** The schema's message keys (#30) as a German page renders them. */
const de = (key: string | undefined) => renderMessage(FORM_CATALOGUES, key ?? "", "de");
const describeIssues = (error: Parameters<typeof keysOf>[0]) => {
  const { message, fieldErrors } = keysOf(error);
  return { message: de(message), fieldErrors: renderFieldErrors(FORM_CATALOGUES, fieldErrors, "de") };
};

const VALID_SHIPPING = {
  firstName: "Anna",
  lastName: "Berg",
  email: "anna@example.de",
  address: "Gartenweg 3",
  city: "Aachen",
  postalCode: "52062",
  country: "DE",
};
const request = (over: Record<string, unknown> = {}) => ({
  items: [{ id: "pothos", quantity: 2 }],
  shipping: VALID_SHIPPING,
  idempotencyKey: "b7c0a3f4-3b7e-4b7e-9a1e-1c2d3e4f5a6b",
  ...over,
});
const errorsOf = (input: unknown) => {
  const r = orderRequestSchema.safeParse(input);
  if (r.success) throw new Error("expected a failure");
  return describeIssues(r.error).fieldErrors;
};

describe("shipping form", () => {
  it("accepts the seven fields and trims them", () => {
    expect(shippingFormSchema.parse({ ...VALID_SHIPPING, city: "  Aachen " }).city).toBe("Aachen");
  });

  it("names every missing field in German", () => {
    const r = shippingFormSchema.safeParse({});
    expect(r.success).toBe(false);
    expect(describeIssues(r.error!).fieldErrors).toEqual({
      firstName: V.firstName,
      lastName: V.lastName,
      email: V.email,
      address: V.address,
      city: V.city,
      postalCode: V.postalCode,
      country: V.country,
    });
  });

  it("asks for the house number when the street has none, in German (#49)", () => {
    for (const address of ["Gartenweg", "Gut Rosenhof"]) {
      const r = shippingFormSchema.safeParse({ ...VALID_SHIPPING, address });
      expect(describeIssues(r.error!).fieldErrors).toEqual({
        address: "Bitte gib auch die Hausnummer an, z. B. Gartenweg 3 – ohne sie kann DHL nicht zustellen.",
      });
    }
    expect(shippingFormSchema.safeParse({ ...VALID_SHIPPING, address: "Am Markt 3-5" }).success).toBe(true);
    // Empty: the one message asking for street and number, not two.
    expect(
      describeIssues(shippingFormSchema.safeParse({ ...VALID_SHIPPING, address: "" }).error!).fieldErrors,
    ).toEqual({
      address: V.address,
    });
  });

  it.each(["1234", "123456", "1234a", "12 345", "", "５２０６２"])(
    "refuses the postal code %j",
    (postalCode) => {
      const r = shippingFormSchema.safeParse({ ...VALID_SHIPPING, postalCode });
      expect(de(r.error?.issues[0]?.message)).toBe(V.postalCode);
    },
  );

  it.each(["00000", "00999", "01000", "05123", "43210", "62345", "99999"])(
    "refuses the postal code %j that no German place has, with its own message",
    (postalCode) => {
      const r = shippingFormSchema.safeParse({ ...VALID_SHIPPING, postalCode });
      expect(de(r.error?.issues[0]?.message)).toBe(V.postalCodeUnknown);
    },
  );

  it.each(["01001", "01067", "10115", "52062", "99998"])("accepts the postal code %j", (postalCode) => {
    expect(shippingFormSchema.parse({ ...VALID_SHIPPING, postalCode }).postalCode).toBe(postalCode);
  });

  it("takes an optional address addition (c/o, Packstation), trimmed and at most 100 characters", () => {
    expect(shippingFormSchema.parse(VALID_SHIPPING).addressAddition).toBeUndefined();
    expect(
      shippingFormSchema.parse({ ...VALID_SHIPPING, addressAddition: " c/o Berg " }).addressAddition,
    ).toBe("c/o Berg");
    expect(
      de(
        shippingFormSchema.safeParse({ ...VALID_SHIPPING, addressAddition: "x".repeat(101) }).error?.issues[0]
          ?.message,
      ),
    ).toBe(V.tooLong(100));
  });

  it("accepts Germany only", () => {
    expect(
      de(shippingFormSchema.safeParse({ ...VALID_SHIPPING, country: "AT" }).error?.issues[0]?.message),
    ).toBe(V.country);
  });

  it("refuses a blank name and a bad email", () => {
    expect(
      describeIssues(shippingFormSchema.safeParse({ ...VALID_SHIPPING, firstName: "   " }).error!).message,
    ).toBe(V.firstName);
    expect(
      describeIssues(shippingFormSchema.safeParse({ ...VALID_SHIPPING, email: "anna@" }).error!).message,
    ).toBe(V.emailInvalid);
  });

  it("refuses unknown fields", () => {
    const r = shippingFormSchema.safeParse({ ...VALID_SHIPPING, userId: "admin" });
    expect(de(r.error?.issues[0]?.message)).toBe(V.unknownFields(["userId"]));
  });
});

describe("order request", () => {
  it("keeps only id and quantity of a line", () => {
    const parsed = orderRequestSchema.parse(
      request({ items: [{ id: "pothos", quantity: 1, priceCents: 1, name: "Gratis" }] }),
    );
    expect(parsed.items).toEqual([{ id: "pothos", quantity: 1 }]);
  });

  it.each([0, -1, 1.5, 100, 1e20, "2", null])("refuses the quantity %j", (quantity) => {
    expect(errorsOf(request({ items: [{ id: "pothos", quantity }] }))["items.0.quantity"]).toBe(V.quantity);
  });

  it("refuses an empty cart, too many lines and duplicates", () => {
    expect(errorsOf(request({ items: [] })).items).toBe(V.itemsEmpty);
    const many = Array.from({ length: 51 }, (_, i) => ({ id: `p${i}`, quantity: 1 }));
    expect(errorsOf(request({ items: many })).items).toBe(V.tooManyLines);
    expect(
      errorsOf(
        request({
          items: [
            { id: "pothos", quantity: 1 },
            { id: "pothos", quantity: 2 },
          ],
        }),
      ).items,
    ).toBe(V.duplicateLines);
  });

  it("refuses prices or totals at the top level and a missing key", () => {
    expect(errorsOf(request({ totalCents: 1 }))[""]).toBe(V.unknownFields(["totalCents"]));
    expect(errorsOf(request({ idempotencyKey: undefined })).idempotencyKey).toBe(V.idempotencyKey);
    expect(errorsOf(request({ idempotencyKey: "short" })).idempotencyKey).toBe(V.idempotencyKey);
  });

  it("refuses a body that is no object", () => {
    for (const body of [null, [], "order", 42]) expect(errorsOf(body)[""]).toBe(V.noObject);
  });
});

describe("the e-mail for DHL (#49)", () => {
  it("is no consent unless the box was ticked: absent means false", () => {
    expect(orderRequestSchema.parse(request()).dhlEmailConsent).toBe(false);
    expect(orderRequestSchema.parse(request({ dhlEmailConsent: true })).dhlEmailConsent).toBe(true);
    expect(orderRequestSchema.parse(request({ dhlEmailConsent: false })).dhlEmailConsent).toBe(false);
  });
  it("refuses anything but true or false, in German", () => {
    for (const v of ["true", "on", 1, null])
      expect(errorsOf(request({ dhlEmailConsent: v }))).toEqual({
        dhlEmailConsent: "Die Einwilligung zur Weitergabe der E-Mail-Adresse an DHL muss ja oder nein sein.",
      });
  });
});

describe("where the parcel goes and who gets the invoice (#43 §4)", () => {
  const { address: _, ...withoutStreet } = VALID_SHIPPING;
  const packstation = {
    ...withoutStreet,
    deliveryKind: "packstation",
    postNumber: "12345678",
    stationNumber: "118",
  };
  const billing = {
    firstName: "Anna",
    lastName: "Berg",
    address: "Lindenstraße 12",
    city: "Köln",
    postalCode: "50667",
    country: "DE",
  };

  it("takes a Packstation with Postnummer and station number, and a billing address", () => {
    const r = orderRequestSchema.parse(request({ shipping: packstation, billing }));
    expect(r.shipping).toMatchObject({
      deliveryKind: "packstation",
      postNumber: "12345678",
      stationNumber: "118",
    });
    expect(r.billing).toMatchObject({ address: "Lindenstraße 12" });
    expect(orderRequestSchema.parse(request()).shipping.deliveryKind).toBe("address");
  });

  it("refuses a pick-up point without a billing address: the invoice needs a postal address", () => {
    expect(errorsOf(request({ shipping: packstation }))).toEqual({ billing: V.billingRequired });
  });

  it("refuses a Postnummer not of 6 to 10 digits and a station number DHL does not take", () => {
    expect(
      errorsOf(request({ shipping: { ...packstation, postNumber: "12345", stationNumber: "99" }, billing })),
    ).toEqual({
      "shipping.postNumber": V.postNumber,
      "shipping.stationNumber": V.stationNumberPackstation,
    });
    expect(
      errorsOf(
        request({ shipping: { ...packstation, deliveryKind: "postfiliale", stationNumber: "400" }, billing }),
      ),
    ).toEqual({ "shipping.stationNumber": V.stationNumberPostfiliale });
  });

  it("a home address still needs its street; a pick-up point takes none", () => {
    expect(errorsOf(request({ shipping: withoutStreet }))).toEqual({ "shipping.address": V.address });
    expect(errorsOf(request({ shipping: { ...packstation, address: "Gartenweg 3" }, billing }))).toEqual({
      "shipping.address": V.pickupNoStreet,
    });
  });

  it("checks the billing address as strictly as a delivery address", () => {
    expect(errorsOf(request({ billing: { ...billing, address: "Lindenstraße" } }))).toEqual({
      "billing.address": V.houseNumber,
    });
  });
});

describe("a gift (#43 §4)", () => {
  it("takes the card's text over several lines, at most 300 characters, printable", () => {
    expect(
      orderRequestSchema.parse(request({ gift: { message: " Alles Gute,\nliebe Paula! " } })).gift,
    ).toEqual({
      message: "Alles Gute,\nliebe Paula!",
    });
    expect(orderRequestSchema.parse(request({ gift: {} })).gift).toEqual({});
    expect(errorsOf(request({ gift: { message: "x".repeat(301) } }))).toEqual({
      "gift.message": V.tooLong(300),
    });
    expect(Object.keys(errorsOf(request({ gift: { message: "Grüße 🎁" } })))).toEqual(["gift.message"]);
    expect(Object.keys(errorsOf(request({ gift: { wrap: true } })))).toEqual(["gift"]);
  });
});
