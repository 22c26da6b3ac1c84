import { describe, expect, it } from "vitest";
import { isPickup, isPostNumber, stationNumberOf, storedDelivery } from "./delivery-point";

describe("delivery points (DHL Parcel DE Shipping API v2: Locker, PostOffice)", () => {
  it("takes a Postnummer of 6 to 10 digits only", () => {
    expect(isPostNumber("123456")).toBe(true);
    expect(isPostNumber("1234567890")).toBe(true);
    expect(isPostNumber(" 12345678 ")).toBe(true);
    expect(isPostNumber("12345")).toBe(false);
    expect(isPostNumber("12345678901")).toBe(false);
    expect(isPostNumber("1234a678")).toBe(false);
    expect(isPostNumber("")).toBe(false);
  });

  it("takes a Packstation from 100 to 999 and a Postfiliale from 401 to 999", () => {
    expect(stationNumberOf("packstation", "100")).toBe(100);
    expect(stationNumberOf("packstation", "999")).toBe(999);
    expect(stationNumberOf("packstation", "099")).toBeNull();
    expect(stationNumberOf("packstation", "1000")).toBeNull();
    expect(stationNumberOf("packstation", "12a")).toBeNull();
    expect(stationNumberOf("postfiliale", "400")).toBeNull();
    expect(stationNumberOf("postfiliale", "401")).toBe(401);
    expect(stationNumberOf("postfiliale", " 518 ")).toBe(518);
  });

  it("stores a pick-up point as its numbers and the lines a person reads", () => {
    expect(
      storedDelivery({ deliveryKind: "packstation", postNumber: " 12345678", stationNumber: "118" }),
    ).toEqual({
      deliveryKind: "packstation",
      address: "Packstation 118",
      addressAddition: "Postnummer 12345678",
      postNumber: "12345678",
      stationNumber: 118,
    });
    expect(
      storedDelivery({ deliveryKind: "postfiliale", postNumber: "123456", stationNumber: "518" }),
    ).toMatchObject({
      address: "Postfiliale 518",
      stationNumber: 518,
    });
  });

  it("stores a home address as typed, an empty addition as none", () => {
    expect(storedDelivery({ address: "Gartenweg 3", addressAddition: "" })).toEqual({
      deliveryKind: "address",
      address: "Gartenweg 3",
      addressAddition: null,
      postNumber: null,
      stationNumber: null,
    });
    expect(isPickup("address")).toBe(false);
    expect(isPickup("postfiliale")).toBe(true);
  });
});
