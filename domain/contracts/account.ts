import { z } from "../text/zod-mini";
import type { OrderStatus } from "./order";

/** One line of an order in the customer's history (GET /api/account/orders, /orders, /account). */
export interface OrderHistoryItem {
  id: string;
  plantId: string;
  name: string;
  quantity: number;
  priceCents: number;
  imageUrl: string;
}

export interface OrderHistoryEntry {
  id: string;
  /** BW-2026-000123 */
  number: string;
  createdAt: string;
  status: OrderStatus;
  totalCents: number;
  /** What discount codes took off (#43 §2); the total is after it. */
  discountCents: number;
  items: OrderHistoryItem[];
  /** The order's invoice and, once cancelled, its Stornorechnung: the PDF at `url` with the session. */
  invoices: OrderInvoiceLink[];
  /** The parcel once the order is shipped (#17): DHL's tracking page for its number. */
  tracking: OrderTracking | null;
  /** The latest withdrawal declared for this order (#17), null when none. */
  withdrawal: OrderWithdrawal | null;
}

/**
 * What the customer sees of a withdrawal (#17, #27): declared, goods back, the invoice reduced by a
 * credit note, money refunded (amount and day), or refused with the reason they were mailed.
 */
export interface OrderWithdrawal {
  state: "declared" | "received" | "settled" | "refused";
  declaredAt: string;
  /** YYYY-MM-DD */
  receivedOn: string | null;
  /** What credit notes for this declaration took off the invoice. */
  creditedCents: number;
  refundedCents: number;
  refundedOn: string | null;
  refusedReason: string | null;
}

export interface OrderTracking {
  carrier: string;
  trackingNumber: string;
  url: string;
}

export interface OrderInvoiceLink {
  /** RE-2026-000001, ST-2026-000001 */
  number: string;
  kind: InvoiceKind;
  url: string;
}

/** Invoice (RE), cancellation invoice (ST) and the correction a refund after a withdrawal issues (RK). */
export const INVOICE_KINDS = ["invoice", "cancellation", "credit"] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** GET/PUT/DELETE /api/saved-plants…, POST /api/saved-plants/merge: the account's saved plant ids. */
export const savedPlantsSchema = z.object({ ids: z.array(z.string()) });

/** GET/PATCH /api/profiles/:id: the signed-in customer's own profile. */
export const profileResponseSchema = z.object({
  profile: z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    avatarUrl: z.nullable(z.string()),
    email: z.string(),
  }),
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/** The signed-in customer as pages and APIs see it. Email and names only: never tokens. */
export interface SessionUser {
  id: string;
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  avatarUrl: string | null;
}
