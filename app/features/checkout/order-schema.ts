import { MAX_QUANTITY } from "../../../domain/cart";
import { MAX_ORDER_LINES } from "../../../domain/order";
import { z } from "../../lib/zod";
import { ORDER_VALIDATION as V } from "./messages";

/**
 * The one schema of an order, used by the checkout form (before sending) and by the server (before
 * anything is written). Objects are strict (DESIGN §6: no mass assignment), with one exception: a
 * line may carry more than id and quantity (a cart line has name, price, image …); those extras are
 * dropped unread, because every price comes from the catalogue.
 */

const strict = <S extends z.ZodRawShape>(shape: S, notObject: string) =>
  z.strictObject(shape, {
    error: (iss) => (iss.code === "unrecognized_keys" ? V.unknownFields(iss.keys) : notObject),
  });

const text = (required: string, max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: V.tooLong(max) });

export const COUNTRIES = ["DE"] as const;

/** Spec §3 shipping form values. */
export const shippingFormSchema = strict(
  {
    firstName: text(V.firstName, 100),
    lastName: text(V.lastName, 100),
    email: text(V.email, 254).pipe(z.email({ error: V.emailInvalid })),
    address: text(V.address, 200),
    city: text(V.city, 100),
    postalCode: z
      .string({ error: V.postalCode })
      .trim()
      .regex(/^\d{5}$/, { error: V.postalCode }),
    country: z.enum(COUNTRIES, { error: V.country }),
  },
  V.shippingMissing,
);
export type ShippingFormValues = z.infer<typeof shippingFormSchema>;
export type ShippingField = keyof ShippingFormValues;
export const SHIPPING_FIELDS = Object.keys(shippingFormSchema.shape) as ShippingField[];

export const orderLineSchema = z.object(
  {
    id: z.string({ error: V.plantId }).trim().min(1, { error: V.plantId }).max(200, { error: V.plantId }),
    quantity: z
      .number({ error: V.quantity })
      .int({ error: V.quantity })
      .min(1, { error: V.quantity })
      .max(MAX_QUANTITY, { error: V.quantity }),
  },
  { error: V.line },
);

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

/** What the browser may send to place an order: plants and quantities, the address and a retry key. */
export const orderRequestSchema = strict(
  {
    items: z
      .array(orderLineSchema, { error: V.items })
      .min(1, { error: V.itemsEmpty })
      .max(MAX_ORDER_LINES, { error: V.tooManyLines })
      .refine((lines) => new Set(lines.map((l) => l.id)).size === lines.length, {
        error: V.duplicateLines,
      }),
    shipping: shippingFormSchema,
    idempotencyKey: z.string({ error: V.idempotencyKey }).regex(IDEMPOTENCY_KEY_PATTERN, {
      error: V.idempotencyKey,
    }),
  },
  V.noObject,
);
export type OrderRequest = z.infer<typeof orderRequestSchema>;

/** A failed parse as one message (the first problem) plus one message per field path. */
export function describeIssues(error: z.ZodError): { message: string; fieldErrors: Record<string, string> } {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".");
    fieldErrors[key] ??= issue.message;
  }
  return { message: error.issues[0]?.message ?? V.noObject, fieldErrors };
}
