import { formatDateTime } from "./format";
import { StatusBadge } from "./kit/status-badge";
import { MAIL_UI } from "./messages";

/** What the back office gets of a mail: never its text (server/admin/mails.ts). */
export interface MailSummary {
  id: string;
  kind: string;
  recipient: string;
  subject: string;
  status: "pending" | "sent" | "failed";
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  orderNumber: string | null;
}

export const mailKindLabel = (kind: string) => MAIL_UI.kinds[kind] ?? MAIL_UI.otherKind;

/** "zugestellt am …", "wartet (Versuch n)" (the attempt it waits for) or "fehlgeschlagen". */
export function MailStateBadge({ mail }: { mail: MailSummary }) {
  const [text, tone] =
    mail.status === "sent"
      ? [MAIL_UI.sent(formatDateTime(mail.sentAt ?? mail.createdAt)), "green" as const]
      : mail.status === "failed"
        ? [MAIL_UI.failed, "red" as const]
        : [MAIL_UI.waiting(mail.attempts + 1), "amber" as const];
  return (
    <StatusBadge tone={tone} testId="mail-state">
      {text}
    </StatusBadge>
  );
}

/** Kind, subject, recipient, time and state of one mail; the last error while it is not delivered. */
export function MailSummaryText({ mail }: { mail: MailSummary }) {
  return (
    <div className="flex min-w-0 flex-col gap-1 text-sm">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-semibold text-leaf-950" data-testid="mail-kind">
          {mailKindLabel(mail.kind)}
        </span>
        <MailStateBadge mail={mail} />
      </p>
      <p className="break-words text-stone-900">{mail.subject}</p>
      <p className="break-words text-stone-700">
        {MAIL_UI.to(mail.recipient)} · {MAIL_UI.written(formatDateTime(mail.createdAt))}
      </p>
      {mail.status !== "sent" && mail.lastError ? (
        <p className="break-words text-stone-700" data-testid="mail-error">
          <span className="font-medium">{MAIL_UI.lastError}</span> {mail.lastError}
        </p>
      ) : null}
    </div>
  );
}
