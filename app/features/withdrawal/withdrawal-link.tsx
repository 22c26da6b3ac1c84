import { Undo2 } from "lucide-react";
import { Link, useMessages } from "../../lib/i18n/react";
import { withdrawalMessages } from "./messages";

/** Where the electronic withdrawal function starts (§ 356a BGB): the button on /widerruf. */
export const WITHDRAWAL_FUNCTION_HREF = "/widerruf#widerrufsbutton";

/** The query parameter naming a signed-in customer's order: the form opens filled in with it (#32). */
export const WITHDRAWAL_ORDER_PARAM = "bestellung";

/** The withdrawal function for one of the signed-in customer's orders. */
export const withdrawalHref = (orderNumber: string) =>
  `/widerruf?${WITHDRAWAL_ORDER_PARAM}=${encodeURIComponent(orderNumber)}#widerrufsbutton`;

/**
 * A visible way to the withdrawal function where customers look after buying (thank-you page, order
 * history, account), not only the small footer link.
 */
export function WithdrawalLink({ className }: { className?: string }) {
  const { WITHDRAWAL } = useMessages(withdrawalMessages);
  return (
    <aside
      aria-labelledby="withdrawal-link-heading"
      data-testid="withdrawal-link"
      className={`flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200/70 sm:flex-row sm:items-center sm:justify-between md:p-5 ${className ?? ""}`}
    >
      <div>
        <h2 id="withdrawal-link-heading" className="font-semibold text-leaf-950">
          {WITHDRAWAL.link.heading}
        </h2>
        <p className="text-sm text-stone-700">{WITHDRAWAL.link.text}</p>
      </div>
      <Link
        to={WITHDRAWAL_FUNCTION_HREF}
        className="inline-flex min-h-11 shrink-0 items-center gap-2 self-start rounded-full border border-leaf-700 px-4 py-2 text-sm font-medium text-leaf-800 hover:bg-leaf-50 sm:self-auto"
      >
        <Undo2 aria-hidden className="h-4 w-4" />
        {WITHDRAWAL.intro.button}
      </Link>
    </aside>
  );
}
