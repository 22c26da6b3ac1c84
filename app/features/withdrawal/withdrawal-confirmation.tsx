import { CircleCheck, Printer } from "lucide-react";
import { useEffect, useRef } from "react";
import type { WithdrawalReceipt } from "../../../domain/contracts/withdrawal";
import { Button } from "../../components/ui/button";
import { formatShopDate, formatShopTime } from "../../lib/dates/shop-dates";
import { useLocale, useMessages } from "../../lib/i18n/react";
import { withdrawalMessages } from "./messages";

/** Step three: what we received and when (§ 356a BGB, on German time whatever the device says), to keep or print. */
export function WithdrawalConfirmation({ receipt }: { receipt: WithdrawalReceipt }) {
  const C = useMessages(withdrawalMessages).WITHDRAWAL.confirmation;
  const locale = useLocale();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const received = new Date(receipt.receivedAt);
  const rows: [string, string][] = [
    [C.reference, receipt.id],
    [C.orderReference, receipt.orderReference],
    [C.name, receipt.name],
    [C.email, receipt.email],
    ...(receipt.items ? ([[C.items, receipt.items]] as [string, string][]) : []),
    ...(receipt.message ? ([[C.message, receipt.message]] as [string, string][]) : []),
  ];
  return (
    <div data-testid="withdrawal-confirmation" className="flex flex-col gap-5">
      <div className="flex items-start gap-3">
        <CircleCheck aria-hidden className="mt-0.5 h-7 w-7 shrink-0 text-leaf-700" />
        <div>
          <h3 ref={heading} tabIndex={-1} className="text-xl font-semibold text-leaf-950 focus:outline-none">
            {C.heading}
          </h3>
          <p className="mt-1 font-medium text-leaf-900">
            <time dateTime={receipt.receivedAt}>
              {C.receivedAt(formatShopDate(received, locale), formatShopTime(received, locale))}
            </time>
          </p>
        </div>
      </div>
      <dl className="grid gap-x-6 gap-y-3 rounded-2xl bg-white p-5 sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm font-medium text-stone-600">{label}</dt>
            <dd className="break-words whitespace-pre-line text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div>
        <h4 className="font-semibold text-leaf-950">{C.statement}</h4>
        <blockquote
          lang="de"
          className="mt-2 whitespace-pre-line border-l-4 border-leaf-300 pl-4 text-stone-800"
        >
          {receipt.statement}
        </blockquote>
      </div>
      {receipt.confirmationMail === "queued" ? <p>{C.mailQueued(receipt.email)}</p> : null}
      {receipt.confirmationMail === "held" ? <p role="status">{C.mailHeld(receipt.email)}</p> : null}
      <p>{C.keepRecord}</p>
      <p>
        {C.next}{" "}
        <a href="#folgen-des-widerrufs" className="font-medium text-leaf-800 underline underline-offset-2">
          {C.nextLink}
        </a>
      </p>
      <div className="print:hidden">
        <Button variant="outline" onClick={() => window.print()}>
          <Printer aria-hidden className="h-4 w-4" />
          {C.print}
        </Button>
      </div>
    </div>
  );
}
