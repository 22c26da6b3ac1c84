import { can, type Role } from "../shop/roles";

/** What waits for the owner's approval (#49 §3): a refund or a credit note above customer service's limit. */
export const APPROVAL_KINDS = [
  "order_refund",
  "order_credit",
  "withdrawal_refund",
  "withdrawal_credit",
] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];
export const APPROVAL_STATES = ["pending", "approved", "declined"] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];

/**
 * How a refund or credit note of `amountCents` goes for this role: at once (`run`), to the owner
 * (`ask`: customer service above the owner's limit), or not at all (`forbidden`).
 */
export function refundPath(role: Role, amountCents: number, limitCents: number): "run" | "ask" | "forbidden" {
  if (can(role, "money.unlimited")) return "run";
  if (!can(role, "money.refund")) return "forbidden";
  return amountCents <= limitCents ? "run" : "ask";
}
