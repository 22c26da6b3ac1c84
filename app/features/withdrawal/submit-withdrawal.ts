import {
  type WithdrawalDeclaration,
  type WithdrawalField,
  type WithdrawalReceipt,
  withdrawalReceiptSchema,
} from "../../../domain/contracts/withdrawal";
import { api } from "../../lib/api";
import { WITHDRAWAL } from "./messages";

export type SubmitResult =
  | { ok: true; receipt: WithdrawalReceipt }
  | { ok: false; message: string; fieldErrors: Partial<Record<WithdrawalField, string>> };

/** Sends a declaration to POST /api/withdrawals; every failure comes back as a German message. */
export async function submitWithdrawal(declaration: WithdrawalDeclaration): Promise<SubmitResult> {
  const res = await api("/api/withdrawals", withdrawalReceiptSchema, { method: "POST", json: declaration });
  if (res.ok) return { ok: true, receipt: res.data };
  // Without an answer of ours (offline, a proxy's error page) the form offers the e-mail way instead.
  if (!res.fromServer) return { ok: false, message: WITHDRAWAL.form.networkError, fieldErrors: {} };
  return { ok: false, message: res.error.message, fieldErrors: res.error.fieldErrors ?? {} };
}
