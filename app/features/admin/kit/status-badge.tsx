import type { ReactNode } from "react";
import type { OnlinePaymentState, OrderStatus } from "../../../../domain/contracts/order";
import type { WithdrawalState } from "../../../../domain/orders/withdrawal-handling";
import { cn } from "../../../lib/cn";

const TONES = {
  green: "bg-green-100 text-green-900",
  blue: "bg-blue-100 text-blue-900",
  indigo: "bg-indigo-100 text-indigo-900",
  sky: "bg-sky-100 text-sky-900",
  leaf: "bg-leaf-100 text-leaf-900",
  amber: "bg-amber-100 text-amber-900",
  red: "bg-red-100 text-red-900",
  grey: "bg-stone-200 text-stone-800",
  /** Grey in the text's own colour (a record's state beside its title). */
  plain: "bg-stone-200",
} as const;
export type BadgeTone = keyof typeof TONES;

/** One colour per state, the same wherever the state shows. */
export const ORDER_STATUS_TONE: Record<OrderStatus, BadgeTone> = {
  pending: "amber",
  processing: "blue",
  shipped: "indigo",
  completed: "green",
  cancelled: "red",
};
/** An online payment (#33): waiting amber, a debit on its way sky, paid green, bounced red, lapsed grey. */
export const ONLINE_PAYMENT_TONE: Record<OnlinePaymentState, BadgeTone> = {
  open: "amber",
  processing: "sky",
  paid: "green",
  failed: "red",
  expired: "grey",
};
export const WITHDRAWAL_STATE_TONE: Record<WithdrawalState, BadgeTone> = {
  declared: "amber",
  received: "sky",
  settled: "grey",
  refused: "amber",
};

/** A state as a coloured pill: small in lists, `large` beside a page's title. */
export function StatusBadge({
  tone,
  large = false,
  className,
  testId,
  children,
}: {
  tone: BadgeTone;
  large?: boolean;
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <span
      data-testid={testId}
      className={cn(
        "inline-block rounded-full font-semibold",
        large ? "px-3 py-1 text-sm" : "px-2.5 py-0.5 text-xs",
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
