import { AdminSection } from "./admin-section";
import { type MailSummary, MailSummaryText } from "./mail-state";
import { MAIL_UI } from "./messages";

/** The order page's mails (#17): what the customer was sent and whether it arrived. */
export function OrderMailsSection({ mails }: { mails: MailSummary[] }) {
  return (
    <AdminSection title={MAIL_UI.orderHeading} testId="order-mails">
      {mails.length === 0 ? (
        <p className="text-sm text-stone-700">{MAIL_UI.noOrderMails}</p>
      ) : (
        <ul className="divide-y divide-stone-100">
          {mails.map((m) => (
            <li key={m.id} className="py-3 first:pt-1 last:pb-0" data-testid="order-mail">
              <MailSummaryText mail={m} />
            </li>
          ))}
        </ul>
      )}
    </AdminSection>
  );
}
