import { Fragment } from "react";
import { data, Link } from "react-router";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/dev-mailbox-mail";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "E-Mail", description: "Eine lokal gespeicherte E-Mail.", noindex: true });

export async function loader({ context, params }: Route.LoaderArgs) {
  const mail = await context.mailbox?.read(params.id);
  if (!mail) throw data(null, { status: 404 });
  return data({ mail }, { headers: { "Cache-Control": "no-store" } });
}

/** Links in the text become clickable, so a confirmation or reset link can be followed from here. */
function Linkified({ text }: { text: string }) {
  // Split once into [text, url, text, url, …]; each piece keyed by its offset in the mail.
  const pieces: { at: number; part: string }[] = [];
  let at = 0;
  for (const part of text.split(/(https?:\/\/[^\s<>"]+)/g)) {
    pieces.push({ at, part });
    at += part.length;
  }
  return (
    <>
      {pieces.map(({ at, part }) =>
        /^https?:\/\//.test(part) ? (
          <a key={at} href={part} className="break-all text-leaf-800 underline">
            {part}
          </a>
        ) : (
          <Fragment key={at}>{part}</Fragment>
        ),
      )}
    </>
  );
}

export default function DevMailboxMail({ loaderData }: Route.ComponentProps) {
  const { mail } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 pt-28 pb-16 md:px-6">
      <Link to="/dev/mailbox" className="text-sm font-medium text-leaf-800 hover:underline">
        ← Zurück zum Postfach
      </Link>
      <article className="mt-4 rounded-2xl bg-white p-5 shadow-sm md:p-6">
        <h1 className="text-2xl font-bold text-leaf-950">{mail.subject}</h1>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 text-sm text-stone-700">
          <dt>Von</dt>
          <dd>{mail.from}</dd>
          <dt>An</dt>
          <dd data-testid="mail-to">{mail.to}</dd>
          <dt>Datum</dt>
          <dd>{mail.date}</dd>
        </dl>
        {mail.html ? (
          <>
            {/* The HTML part as a mail client shows it: sandboxed (no scripts), links open a new tab. */}
            <iframe
              title="HTML-Fassung der E-Mail"
              data-testid="mail-html"
              sandbox="allow-popups allow-popups-to-escape-sandbox"
              srcDoc={`<base target="_blank">${mail.html}`}
              className="mt-5 h-[75vh] w-full rounded-xl border border-stone-200 bg-white"
            />
            <details className="mt-4 border-t border-stone-200 pt-3">
              <summary className="cursor-pointer text-sm font-medium text-leaf-800">Textfassung</summary>
              <pre className="mt-3 whitespace-pre-wrap font-sans text-base leading-relaxed text-stone-900">
                <Linkified text={mail.text} />
              </pre>
            </details>
          </>
        ) : (
          <pre className="mt-5 whitespace-pre-wrap border-t border-stone-200 pt-4 font-sans text-base leading-relaxed text-stone-900">
            <Linkified text={mail.text} />
          </pre>
        )}
        {mail.attachments.length ? (
          <section aria-labelledby="attachments-heading" className="mt-5 border-t border-stone-200 pt-4">
            <h2 id="attachments-heading" className="font-semibold text-leaf-950">
              Anhänge
            </h2>
            <ul data-testid="mail-attachments" className="mt-2 flex flex-col gap-1">
              {mail.attachments.map((a) => (
                <li key={a.index}>
                  <a
                    href={`/dev/mailbox/${mail.id}/attachments/${a.index}`}
                    download={a.filename}
                    className="break-all text-leaf-800 underline"
                  >
                    {a.filename}
                  </a>{" "}
                  <span className="text-sm text-stone-600">
                    ({a.contentType}, {Math.max(1, Math.round(a.size / 1024))} KB)
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </article>
    </div>
  );
}
