import type { PlantSize } from "../catalog/plant";
import { PLANT_SIZES } from "../catalog/sizes";
import {
  CODE_PATTERN,
  type DiscountRefusals,
  MAX_CODES_PER_ORDER,
  normalizeCode,
} from "../discounts/discounts";
import { MAX_QUANTITY } from "../orders/cart";
import { DELIVERY_KINDS, isPostNumber, stationNumberOf } from "../orders/delivery-point";
import { GIFT_MESSAGE_MAX } from "../orders/gift";
import { MAX_ORDER_LINES } from "../orders/order";
import { hasHouseNumber } from "../orders/parcel";
import { multiLineText, singleLineText } from "../text/text-schemas";
import { z } from "../text/zod";
import type { VoucherRefusals } from "../vouchers/vouchers";
import type { ApiError } from "./api-error";
import { orderKey as k } from "./order-messages";
import type { ShippingField as ShippingFieldName } from "./shipping-fields";

/**
 * The one schema of an order, used by the checkout form (before sending) and by the server (before
 * anything is written). Objects are strict (DESIGN §6: no mass assignment), with one exception: a
 * line may carry more than id and quantity (a cart line has name, price, image …); those extras are
 * dropped unread, because every price comes from the catalogue.
 */

const strict = <S extends z.ZodRawShape>(shape: S, notObject: string) =>
  z.strictObject(shape, {
    error: (iss) => (iss.code === "unrecognized_keys" ? k("unknownFields", iss.keys) : notObject),
  });

/**
 * A name or address line: one line, no control or bidi characters, something visible, and only what the
 * invoice's fonts print (#29, domain/text/text-rules.ts, domain/text/printable.ts).
 */
const addressLine = (required: string, max: number) =>
  singleLineText({ max, printable: true, keyed: true }, { required, tooLong: k("tooLong", max) });

const text = (required: string, max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: k("tooLong", max) });

export const COUNTRIES = ["DE"] as const;

/**
 * German postal codes run from 01001 to 99998; the lead regions 00, 05, 43 and 62 are not assigned.
 * (A plausibility check, not a directory look-up: it catches "00000" and typing slips.)
 */
const UNASSIGNED_REGIONS = new Set(["00", "05", "43", "62"]);
export function isGermanPostalCode(code: string): boolean {
  if (!/^\d{5}$/.test(code)) return false;
  const n = Number(code);
  return n >= 1001 && n <= 99998 && !UNASSIGNED_REGIONS.has(code.slice(0, 2));
}

const postalCode = z
  .string({ error: k("postalCode") })
  .trim()
  .regex(/^\d{5}$/, { error: k("postalCode") })
  .refine(isGermanPostalCode, { error: k("postalCodeUnknown") });

/** Street and house number: the number DHL needs apart (#49); stored orders keep what they have. */
const streetLine = () => addressLine(k("address"), 200).refine(hasHouseNumber, { error: k("houseNumber") });

/** c/o, floor; optional, "" counts as none. */
const addressAddition = () =>
  singleLineText(
    { max: 100, required: false, printable: true, keyed: true },
    { notText: k("addressAddition"), tooLong: k("tooLong", 100) },
  ).optional();

/** A postal address without e-mail: the delivery address as staff edit it, and the billing address (#43 §4). */
const postalAddressShape = {
  firstName: addressLine(k("firstName"), 100),
  lastName: addressLine(k("lastName"), 100),
  address: streetLine(),
  addressAddition: addressAddition(),
  city: addressLine(k("city"), 100),
  postalCode,
  country: z.enum(COUNTRIES, { error: k("country") }),
};
export const postalAddressSchema = strict(postalAddressShape, k("billingMissing"));
/** The delivery address as staff edit it (server/orders/commands/edit.ts): a street address, no e-mail. */
export const deliveryAddressSchema = strict(postalAddressShape, k("shippingMissing"));
export type PostalAddress = z.infer<typeof postalAddressSchema>;

/**
 * Spec §3 shipping form values, plus an optional address addition, and where the parcel goes (#43 §4):
 * `deliveryKind` "address" (the default) takes street and house number; "packstation" and "postfiliale"
 * take the DHL Postnummer and the station's number instead (domain/orders/delivery-point.ts: DHL's
 * Locker and PostOffice), with the station's postcode and town in `postalCode` and `city`.
 */
/**
 * The delivery's own checks run beside the fields' (a missing street is named with a missing name), on
 * an object whose delivery kind is one of the known ones.
 */
const whenShaped = {
  when: ({ value }: { value: unknown }) =>
    typeof value === "object" &&
    value !== null &&
    DELIVERY_KINDS.includes((value as { deliveryKind?: never }).deliveryKind ?? "address"),
};

export const shippingFormSchema = strict(
  {
    firstName: addressLine(k("firstName"), 100),
    lastName: addressLine(k("lastName"), 100),
    email: text(k("email"), 254).pipe(z.email({ error: k("emailInvalid") })),
    deliveryKind: z.enum(DELIVERY_KINDS, { error: k("deliveryKind") }).default("address"),
    /** Street and house number; required for a home address, absent for a pick-up point. */
    address: streetLine().optional(),
    addressAddition: addressAddition(),
    /** The recipient's DHL Postnummer (6–10 digits), for a Packstation or Postfiliale. */
    postNumber: z
      .string({ error: k("postNumber") })
      .trim()
      .optional(),
    /** The Packstation's (100–999) or Postfiliale's (401–999) number. */
    stationNumber: z
      .string({ error: k("stationNumberPackstation") })
      .trim()
      .optional(),
    city: addressLine(k("city"), 100),
    postalCode,
    country: z.enum(COUNTRIES, { error: k("country") }),
  },
  k("shippingMissing"),
).superRefine((v, ctx) => {
  const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
  if (v.deliveryKind === "address") {
    if (v.address === undefined) issue("address", k("address"));
    return;
  }
  if (v.address !== undefined) issue("address", k("pickupNoStreet"));
  if (v.addressAddition) issue("addressAddition", k("pickupNoStreet"));
  // Run beside the fields' own checks: a field of the wrong type is not a text here.
  const textOf = (x: unknown) => (typeof x === "string" ? x : "");
  if (!isPostNumber(textOf(v.postNumber))) issue("postNumber", k("postNumber"));
  if (stationNumberOf(v.deliveryKind, textOf(v.stationNumber)) === null)
    issue(
      "stationNumber",
      v.deliveryKind === "packstation" ? k("stationNumberPackstation") : k("stationNumberPostfiliale"),
    );
}, whenShaped);
export type ShippingFormValues = z.infer<typeof shippingFormSchema>;
export { SHIPPING_FIELDS, type ShippingField } from "./shipping-fields";

// The zod-free field list (shipping-fields.ts) names exactly the schema's fields: a compile error otherwise.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
export type ShippingFieldsMatchSchema = Holds<Same<keyof ShippingFormValues, ShippingFieldName>>;

/** The message key of two lines for one plant and size (also after sizes are resolved, #43 §1). */
export const DUPLICATE_LINES_KEY = k("duplicateLines");

export const orderLineSchema = z.object(
  {
    id: z
      .string({ error: k("plantId") })
      .trim()
      .min(1, { error: k("plantId") })
      .max(200, { error: k("plantId") }),
    quantity: z
      .number({ error: k("quantity") })
      .int({ error: k("quantity") })
      .min(1, { error: k("quantity") })
      .max(MAX_QUANTITY, { error: k("quantity") }),
    /**
     * The size (#43 §1): the plant of `id` in this size. Missing: the size `id` is (a plant's listed size,
     * or the unit of sale of another size).
     */
    size: z.enum(PLANT_SIZES, { error: k("size") }).optional(),
  },
  { error: k("line") },
);

/** The customer's choice at checkout (#33): pay by invoice, or online on Stripe's hosted page. */
export const CHECKOUT_PAYMENTS = ["invoice", "online"] as const;
export type CheckoutPayment = (typeof CHECKOUT_PAYMENTS)[number];

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

/** What the browser may send to place an order: plants and quantities, the address and a retry key. */
export const orderRequestSchema = strict(
  {
    items: z
      .array(orderLineSchema, { error: k("items") })
      .min(1, { error: k("itemsEmpty") })
      .max(MAX_ORDER_LINES, { error: k("tooManyLines") })
      .refine((lines) => new Set(lines.map((l) => `${l.id}\n${l.size ?? ""}`)).size === lines.length, {
        error: k("duplicateLines"),
      }),
    shipping: shippingFormSchema,
    idempotencyKey: z.string({ error: k("idempotencyKey") }).regex(IDEMPOTENCY_KEY_PATTERN, {
      error: k("idempotencyKey"),
    }),
    /** How the customer pays (#33): „Kauf auf Rechnung" unless they chose to pay online. */
    payment: z.enum(CHECKOUT_PAYMENTS, { error: k("payment") }).default("invoice"),
    /**
     * The checkout's optional, unticked box (#49): the e-mail address may go to DHL for its delivery
     * notices. Only a ticked box (true) is consent; absent means none.
     */
    dhlEmailConsent: z.boolean({ error: k("dhlEmailConsent") }).default(false),
    /**
     * The buyer's address for the invoice when it is not the delivery address (#43 §4: a gift, a
     * Packstation). Required for a pick-up point: an invoice names a postal address (§ 14 Abs. 4 Nr. 1 UStG).
     */
    billing: postalAddressSchema.optional(),
    /**
     * „Als Geschenk verpacken“ (#43 §4): present means wrap it as a gift; `message` is printed on the card
     * in the parcel (optional, "" counts as none).
     */
    gift: strict(
      {
        message: multiLineText(
          { max: GIFT_MESSAGE_MAX, required: false, printable: true, keyed: true },
          { notText: k("giftMessage"), tooLong: k("tooLong", GIFT_MESSAGE_MAX) },
        ).optional(),
      },
      k("gift"),
    ).optional(),
    /**
     * Discount codes (#43 §2), as typed: blanks trimmed, letter case ignored, each named once. Whether
     * they apply is the order service's decision (domain/discounts), refused with a code of its own.
     */
    codes: z
      .array(
        z
          .string({ error: k("discountCode") })
          .transform(normalizeCode)
          .pipe(z.string().regex(CODE_PATTERN, { error: k("discountCode") })),
        { error: k("discountCode") },
      )
      .max(MAX_CODES_PER_ORDER, { error: k("tooManyCodes") })
      .transform((codes) => [...new Set(codes)])
      .default([]),
  },
  k("noObject"),
).superRefine((v, ctx) => {
  if (v.shipping.deliveryKind !== "address" && !v.billing)
    ctx.addIssue({ code: "custom", path: ["billing"], message: k("billingRequired") });
});
export type OrderRequest = z.infer<typeof orderRequestSchema>;

/**
 * A failed parse as one message (the first problem) plus one message per field path, as keys (#30):
 * the form and the HTTP edge render them in the page's language (renderFormErrors, server/http/refusal.ts).
 */
export function describeIssues(error: z.ZodError): { message: string; fieldErrors: Record<string, string> } {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".");
    fieldErrors[key] ??= issue.message;
  }
  return { message: error.issues[0]?.message ?? k("noObject"), fieldErrors };
}

/** Where an order stands (spec §3; the values of `orders.status`). */
export const ORDER_STATUSES = ["pending", "processing", "shipped", "completed", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** How an order is paid: by invoice, on Shopify's checkout, or online through Stripe Checkout (#33). */
export const PAYMENT_METHODS = ["invoice", "shopify", "stripe"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * An order as the shop shows it back: no address, only what the order page needs. The email only
 * masked ("an***@example.de"): the page is reachable by anyone holding the order link, and it need
 * only tell the customer which of their addresses the confirmation went to.
 */
export interface OrderView {
  id: string;
  number: string;
  /** Where the confirmation mail went, masked by maskEmail (domain/orders/mask-email.ts). */
  maskedEmail: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  createdAt: string;
  subtotalCents: number;
  shippingCents: number;
  /** „Als Geschenk verpacken“ (#43 §4): its price on this order, 0 for none or free. */
  giftWrapCents: number;
  /** What discount codes took off (#43 §2), and each code's part. */
  discountCents: number;
  discounts: { code: string; amountCents: number }[];
  totalCents: number;
  /** What gift vouchers paid of the total (#43 §3), each voucher's part, and what is left to pay. */
  voucherCents: number;
  vouchers: { code: string; amountCents: number }[];
  dueCents: number;
  /** An order paid online (#33): where its payment stands and how it was paid; null otherwise. */
  online: OnlinePaymentView | null;
  items: {
    plantId: string;
    name: string;
    quantity: number;
    priceCents: number;
    lineTotalCents: number;
    imageUrl: string;
  }[];
}

/**
 * Where an online payment stands (#33, domain/orders/online-payment.ts): `open` until the customer finishes on
 * Stripe's page, `processing` while a SEPA debit is on its way, `paid`, `failed` (a debit bounced:
 * the order is unpaid again) or `expired` (never paid: the order was cancelled).
 */
export const ONLINE_PAYMENT_STATES = ["open", "processing", "paid", "failed", "expired"] as const;
export type OnlinePaymentState = (typeof ONLINE_PAYMENT_STATES)[number];

export interface OnlinePaymentView {
  state: OnlinePaymentState;
  /** Stripe's payment method type (card, paypal, klarna, sepa_debit …), or a wallet; null while open. */
  method: string | null;
}

/** What the checkout's „Einlösen“ answers (#43 §2): each code's part, and the cart's total after them. */
export interface DiscountPreview {
  codes: { code: string; amountCents: number }[];
  discountCents: number;
  totalCents: number;
  /** Gift vouchers among the codes (#43 §3): what each pays of the total, and what is left to pay. */
  vouchers?: { code: string; amountCents: number }[];
  voucherCents?: number;
  dueCents?: number;
}

export const discountPreviewSchema = z.object({
  codes: z.array(z.object({ code: z.string(), amountCents: z.number().int().nonnegative() })),
  discountCents: z.number().int().nonnegative(),
  totalCents: z.number().int().nonnegative(),
  vouchers: z.array(z.object({ code: z.string(), amountCents: z.number().int().nonnegative() })).optional(),
  voucherCents: z.number().int().nonnegative().optional(),
  dueCents: z.number().int().nonnegative().optional(),
});

/** The answer to an order paid online: the order, and Stripe's hosted page to pay it on. */
export interface OnlineCheckout {
  redirectUrl: string;
}

/** Every refusal of an order, with the parameters its message needs (#30). */
export type OrderRefusals = {
  /** 400: `fieldErrors` names each field's problem, the message is the first of them. */
  invalid_order: undefined;
  unknown_plants: { ids: string[] };
  /** 422: a line asks for a size its plant is not offered in (#43 §1). */
  size_not_offered: { name: string; size: PlantSize };
  total_too_high: undefined;
  idempotency_conflict: undefined;
  /** 503: another checkout is configured; `configured` whether its store is named. */
  checkout_unavailable: { configured: boolean };
  /** 409: a line asks for more than is left; `available` says how many of each such plant are. */
  insufficient_stock: { lines: { id: string; name: string; left: number }[] };
  not_json: undefined;
  bad_json: undefined;
  too_large: undefined;
  /** 422: online payment was chosen, but this shop takes none (#33). */
  online_payment_not_offered: undefined;
  /** 503: Stripe did not answer; nothing was ordered (the order was cancelled at once). */
  payment_unavailable: undefined;
  /** 409: the request's key names an order that was cancelled meanwhile (#49): it cannot be paid any more. */
  order_not_payable: undefined;
  /** 422, invoice limits (#33): `online` whether the shop offers online payment instead. */
  invoice_over_limit: { maxCents: number; online: boolean };
  invoice_first_order: { online: boolean };
  /** 422: a new customer's invoice order above the shop's cap for a first order on invoice (#49 §4). */
  invoice_first_order_over_limit: { maxCents: number; online: boolean };
  invoice_overdue: { online: boolean };
} & DiscountRefusals &
  VoucherRefusals;
export type OrderErrorCode = keyof OrderRefusals;

/** A 409 `insufficient_stock` answer: what is left of each plant the cart asked too much of. */
export type StockAnswer = { available?: Record<string, number> };

/** The answer of POST /api/orders and of the checkout form's action. */
export type OrderResponse = { order: OrderView; payment?: OnlineCheckout } | (ApiError & StockAnswer);
