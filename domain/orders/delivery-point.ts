import type { OrderAddress } from "./order-edit";

/**
 * Where the parcel goes (#43 §4), pure: a home address, a DHL Packstation or a Postfiliale. DHL's Parcel
 * DE Shipping API v2 (OpenAPI 2.1.14, components `Locker` and `PostOffice` of `Consignee`) addresses the
 * two pick-up points by number, never by street:
 * - Locker (Packstation): `name` 1–50, `lockerID` an integer 100–999, `postNumber` ^[0-9]{6,10}$,
 *   `city` up to 40, `postalCode` 3–10 characters; only German Packstations.
 * - PostOffice (Postfiliale / Paketshop): `name` 1–50, `retailID` an integer 401–999, `postNumber`
 *   ^[0-9]{6,10}$ (or instead an e-mail; the shop always asks for the Postnummer), `city` up to 80,
 *   `postalCode` 3–10 characters; only German post offices.
 * The Postnummer is the recipient's DHL customer number (6–10 digits): without it a Packstation refuses
 * the parcel. The shop stores the kind, the Postnummer and the station number apart (the label needs
 * them), and for every page, mail and document the lines a person reads: „Packstation 118“ and
 * „Postnummer 12345678“ in place of street and address addition.
 */

export const DELIVERY_KINDS = ["address", "packstation", "postfiliale"] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];
export type PickupKind = Exclude<DeliveryKind, "address">;

export const POST_NUMBER_PATTERN = /^[0-9]{6,10}$/;

/** The station numbers DHL takes: lockerID 100–999, retailID 401–999. */
export const STATION_RANGE: Record<PickupKind, { min: number; max: number }> = {
  packstation: { min: 100, max: 999 },
  postfiliale: { min: 401, max: 999 },
};

export const isPostNumber = (text: string) => POST_NUMBER_PATTERN.test(text.trim());

/** "118" → 118 when it is a whole number in the kind's range; anything else → null. */
export function stationNumberOf(kind: PickupKind, text: string): number | null {
  const t = text.trim();
  if (!/^\d{3}$/.test(t)) return null;
  const n = Number(t);
  const { min, max } = STATION_RANGE[kind];
  return n >= min && n <= max ? n : null;
}

/** The line read in place of the street: „Packstation 118“, „Postfiliale 518“. */
export const stationLine = (kind: PickupKind, station: number) =>
  `${kind === "packstation" ? "Packstation" : "Postfiliale"} ${station}`;

/** The line read in place of the address addition: „Postnummer 12345678“. */
export const postNumberLine = (postNumber: string) => `Postnummer ${postNumber.trim()}`;

export interface DeliveryInput {
  deliveryKind?: DeliveryKind;
  address?: string;
  addressAddition?: string;
  postNumber?: string;
  stationNumber?: string;
}

export interface StoredDelivery {
  deliveryKind: DeliveryKind;
  address: string;
  addressAddition: string | null;
  postNumber: string | null;
  stationNumber: number | null;
}

/**
 * What an order stores of a checked delivery: for a pick-up point its kind, numbers and the two lines
 * read in place of street and addition; for a home address the address as typed.
 */
export function storedDelivery(d: DeliveryInput): StoredDelivery {
  const kind = d.deliveryKind ?? "address";
  if (kind === "address")
    return {
      deliveryKind: kind,
      address: d.address ?? "",
      addressAddition: d.addressAddition || null,
      postNumber: null,
      stationNumber: null,
    };
  const station = stationNumberOf(kind, d.stationNumber ?? "") ?? 0;
  const postNumber = (d.postNumber ?? "").trim();
  return {
    deliveryKind: kind,
    address: stationLine(kind, station),
    addressAddition: postNumberLine(postNumber),
    postNumber,
    stationNumber: station,
  };
}

/** Whether the parcel goes to a DHL pick-up point: then the invoice needs a billing address of its own. */
export const isPickup = (kind: DeliveryKind | null | undefined) =>
  kind === "packstation" || kind === "postfiliale";

/** The buyer's address on the invoice when it is not the delivery address (orders.billing_address). */
export type BillingAddress = OrderAddress;

/**
 * Whom an order's mails greet: they go to the e-mail typed at the checkout, the buyer's, so a gift's
 * buyer with a billing address of their own is greeted by that name, not the recipient's (#43 §4).
 */
export const buyerFirstName = (o: { firstName: string; billingAddress: BillingAddress | null }) =>
  o.billingAddress?.firstName ?? o.firstName;
