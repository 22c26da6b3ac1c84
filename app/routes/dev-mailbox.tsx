import { data, Link } from "react-router";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/dev-mailbox";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Entwicklungs-Postfach",
    description: "Lokal gespeicherte E-Mails.",
    noindex: true,
  });

export async function loader({ context }: Route.LoaderArgs) {
  const { mailbox } = context;
  if (!mailbox) throw data(null, { status: 404 });
  const mails = await mailbox.list();
  return data(
    {
      dir: mailbox.dir,
      mails: mails.map(({ id, date, to, subject, attachments }) => ({
        id,
        date,
        to,
        subject,
        attachments: attachments.length,
      })),
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

const DATE = new Intl.DateTimeFormat("de-DE", {
  dateStyle: "short",
  timeStyle: "medium",
  timeZone: "Europe/Berlin",
});

/** Every mail the shop "sent" while no SMTP server is configured, newest first. */
export default function DevMailbox({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-4xl px-4 pt-28 pb-16 md:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-leaf-950">Entwicklungs-Postfach</h1>
      <p className="mt-2 text-stone-700">
        Ohne <code>SMTP_URL</code> verschickt der Shop keine E-Mails, sondern legt sie hier ab (Ordner{" "}
        <code className="break-all">{loaderData.dir}</code>). Diese Seite gibt es nur außerhalb der
        Produktion.
      </p>
      {loaderData.mails.length ? (
        <ul className="mt-6 divide-y divide-stone-200 rounded-2xl bg-white shadow-sm" data-testid="mailbox">
          {loaderData.mails.map((m) => (
            <li key={m.id}>
              <Link
                to={`/dev/mailbox/${m.id}`}
                className="flex flex-col gap-0.5 px-4 py-3 hover:bg-leaf-50 md:flex-row md:items-baseline md:gap-4"
              >
                <span className="shrink-0 text-xs text-stone-600 md:w-40">
                  {m.date ? DATE.format(new Date(m.date)) : ""}
                </span>
                <span className="shrink-0 truncate text-sm text-stone-700 md:w-64">{m.to}</span>
                <span className="font-medium text-leaf-950">{m.subject}</span>
                {m.attachments ? (
                  <span className="shrink-0 text-xs text-stone-600">
                    {m.attachments === 1 ? "1 Anhang" : `${m.attachments} Anhänge`}
                  </span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-6 rounded-2xl bg-white p-6 text-stone-700 shadow-sm">Noch keine E-Mails.</p>
      )}
    </div>
  );
}
