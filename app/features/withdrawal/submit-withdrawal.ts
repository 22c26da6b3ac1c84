import { WITHDRAWAL } from "./messages";
import {
  type WithdrawalDeclaration,
  type WithdrawalField,
  type WithdrawalReceipt,
  withdrawalReceiptSchema,
} from "./withdrawal-schema";

export type SubmitResult =
  | { ok: true; receipt: WithdrawalReceipt }
  | { ok: false; message: string; fieldErrors: Partial<Record<WithdrawalField, string>> };

/** Sends a declaration to POST /api/withdrawals; every failure comes back as a German message. */
export async function submitWithdrawal(declaration: WithdrawalDeclaration): Promise<SubmitResult> {
  const networkError = { ok: false, message: WITHDRAWAL.form.networkError, fieldErrors: {} } as const;
  let res: Response;
  try {
    res = await fetch("/api/withdrawals", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(declaration),
    });
  } catch {
    return networkError;
  }
  const body: unknown = await res.json().catch(() => null);
  if (res.ok) {
    const receipt = withdrawalReceiptSchema.safeParse(body);
    return receipt.success ? { ok: true, receipt: receipt.data } : networkError;
  }
  const error = body as { message?: unknown; fieldErrors?: Partial<Record<WithdrawalField, string>> } | null;
  return typeof error?.message === "string"
    ? { ok: false, message: error.message, fieldErrors: error.fieldErrors ?? {} }
    : networkError;
}
