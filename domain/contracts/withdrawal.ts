import { multiLineText, singleLineText } from "../text/text-schemas";
import { z } from "../text/zod";
import { withdrawalKey as k, WITHDRAWAL_STATEMENT } from "./withdrawal-messages";

/** Length limits of the declaration (also the form's maxLength). */
export const WITHDRAWAL_LIMITS = {
  orderReference: 64,
  name: 200,
  email: 254,
  items: 1000,
  message: 2000,
} as const;

/**
 * The one text rule (#29, domain/text/text-rules.ts): single-line fields without control characters, line
 * or bidi controls, with something visible; the free texts keep line breaks and tabs.
 */
const line = (required: string, max: number, tooLong: string) =>
  singleLineText({ max, keyed: true }, { required, tooLong, control: k("controlCharacters") });

const text = (max: number, tooLong: string) =>
  multiLineText(
    { max, required: false, keyed: true },
    { notText: k("notText"), tooLong, control: k("controlCharacters") },
  )
    .optional()
    .transform((v) => v ?? "");

/**
 * A withdrawal declaration as the form sends it. Shared by the browser (immediate messages) and the
 * server (the check that counts). `.strict()`: unknown keys are refused, not ignored.
 */
export const withdrawalInputSchema = z
  .object(
    {
      orderReference: line(k("orderReference"), WITHDRAWAL_LIMITS.orderReference, k("orderReferenceTooLong")),
      name: line(k("name"), WITHDRAWAL_LIMITS.name, k("nameTooLong")),
      email: z
        .string({ error: k("email") })
        .trim()
        .max(WITHDRAWAL_LIMITS.email, k("emailTooLong"))
        .pipe(z.email(k("email"))),
      items: text(WITHDRAWAL_LIMITS.items, k("items")),
      message: text(WITHDRAWAL_LIMITS.message, k("message")),
    },
    { error: k("body") },
  )
  .strict();

export type WithdrawalInput = z.input<typeof withdrawalInputSchema>;
export type WithdrawalDeclaration = z.output<typeof withdrawalInputSchema>;
export type WithdrawalField = keyof WithdrawalDeclaration;

export type WithdrawalValidation =
  | { ok: true; value: WithdrawalDeclaration }
  | { ok: false; message: string; fieldErrors: Partial<Record<WithdrawalField, string>> };

/**
 * Validates and, on failure, gives one message per field plus a first message for the whole, as keys
 * (#30): the form and the HTTP edge render them in the page's language.
 */
export function validateWithdrawal(input: unknown): WithdrawalValidation {
  const parsed = withdrawalInputSchema.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  const fieldErrors: Partial<Record<WithdrawalField, string>> = {};
  let message: string | undefined;
  for (const issue of parsed.error.issues) {
    const text = issue.code === "unrecognized_keys" ? k("unknownField") : issue.message;
    const field = issue.path[0];
    if (typeof field === "string" && field in WITHDRAWAL_LIMITS) {
      fieldErrors[field as WithdrawalField] ??= text;
    }
    message ??= text;
  }
  return { ok: false, message: message ?? k("body"), fieldErrors };
}

/**
 * What the server answers after storing a declaration and the confirmation shows (§ 356a BGB: content,
 * date and time of receipt). Parsed in the browser too, like every input from outside.
 */
export const withdrawalReceiptSchema = z.object({
  id: z.string().min(1).max(100),
  /** Time of receipt, ISO 8601, as stored by the database. */
  receivedAt: z.iso.datetime({ offset: true }),
  orderReference: z.string(),
  name: z.string(),
  email: z.string(),
  items: z.string(),
  message: z.string(),
  statement: z.string(),
  /** "queued" only when a confirmation mail was stored for sending; never claimed otherwise. */
  /** "held": the address had too many such mails this hour (#49 §4); the page says so. */
  confirmationMail: z.enum(["queued", "held", "none"]),
});
export type WithdrawalReceipt = z.infer<typeof withdrawalReceiptSchema>;

/** The declaration as stored and confirmed: what is withdrawn, in the customer's own words. */
export function composeStatement({ orderReference, items, message }: WithdrawalDeclaration): string {
  const s = WITHDRAWAL_STATEMENT;
  return [
    s.declaration(orderReference),
    items ? s.items(items) : s.wholeOrder,
    ...(message ? [s.message(message)] : []),
  ].join("\n");
}
