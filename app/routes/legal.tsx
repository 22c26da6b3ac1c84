import { data } from "react-router";
import * as legal from "../../content/legal";
import type { LegalDoc } from "../../domain/shop/content";
import { shellMessages } from "../components/layout/messages";
import { PageHeader } from "../components/page/page-header";
import { RichText } from "../components/page/rich-text";
import { WithdrawalFunction, type WithdrawalPrefill } from "../features/withdrawal/withdrawal-function";
import { WITHDRAWAL_ORDER_PARAM } from "../features/withdrawal/withdrawal-link";
import { sharedPageHeaders } from "../lib/cache-headers";
import { localeOf, stripLocale } from "../lib/i18n/locale";
import { useLocale, useMessages } from "../lib/i18n/react";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/legal";

/** The same for every anonymous visitor: shared briefly (app/lib/cache-headers.ts). */
export const headers: Route.HeadersFunction = sharedPageHeaders;

/** Legal pages: one renderer, texts from content/legal written from the shop's configured facts. */
const DOCS = {
  "/imprint": legal.imprint,
  "/privacy": legal.privacyPolicy,
  "/cookies": legal.cookiePolicy,
  "/terms": legal.termsOfUse,
  "/agb": legal.termsOfSale,
  "/widerruf": legal.withdrawalNotice,
  "/barrierefreiheit": legal.accessibilityStatement,
} as const;

/** Interactive parts placed at the top of a section, by page and section id. */
const SECTION_EXTRAS: Partial<
  Record<keyof typeof DOCS, Record<string, (props: { prefill: WithdrawalPrefill | null }) => React.ReactNode>>
> = {
  // § 356a BGB: the withdrawal button, where the footer's "Vertrag widerrufen" link lands.
  "/widerruf": { widerrufsbutton: WithdrawalFunction },
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const pathname = stripLocale(new URL(request.url).pathname);
  const make = DOCS[pathname as keyof typeof DOCS];
  if (!make) throw data(null, { status: 404 });
  return {
    path: pathname as keyof typeof DOCS,
    doc: make(context.services.shopFacts) satisfies LegalDoc,
    prefill: pathname === "/widerruf" ? await withdrawalPrefill(request, context.services) : null,
  };
}

/**
 * A signed-in customer's withdrawal form starts with their name and email; coming from one of their
 * orders (/orders, „Vertrag widerrufen“), also with its number, and open (#32). An order number that is
 * not theirs fills nothing in. Signed-in pages are never shared (server/app.ts marks them private).
 */
async function withdrawalPrefill(
  request: Request,
  services: Route.LoaderArgs["context"]["services"],
): Promise<WithdrawalPrefill | null> {
  const user = await services.auth.getUser(request);
  if (!user) return null;
  const wanted = new URL(request.url).searchParams.get(WITHDRAWAL_ORDER_PARAM)?.trim();
  const order = wanted
    ? (await services.account.orderHistory(user)).find((o) => o.number === wanted && !o.withdrawal)
    : undefined;
  return {
    name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    orderReference: order?.number ?? "",
    open: Boolean(order),
  };
}

export const meta: Route.MetaFunction = (args) => {
  if (!args.loaderData) return [];
  const { doc, path } = args.loaderData;
  if (localeOf(args.location.pathname) === "de")
    return pageMeta(args, { title: doc.title, description: doc.description });
  // The English page's title names the text in English (the footer's words); the text itself is German.
  const { FOOTER, LEGAL } = shellMessages.en;
  const label = FOOTER.groups.flatMap((g) => g.links).find((l) => l.to === path)?.label ?? doc.title;
  return pageMeta(args, { title: label, description: LEGAL.germanOnly });
};

export default function LegalPage({ loaderData: { doc, path, prefill } }: Route.ComponentProps) {
  const extras = SECTION_EXTRAS[path] ?? {};
  const { LEGAL } = useMessages(shellMessages);
  const english = useLocale() === "en";
  return (
    // Legal texts are German only (binding); the English page says so in English above them (#19).
    <article className="pb-16" lang="de">
      {english ? (
        <p
          lang="en"
          className="mx-auto max-w-5xl px-4 pt-24 text-stone-800 md:px-6"
          data-testid="german-only"
        >
          {LEGAL.germanOnly}{" "}
          <a href={path} className="font-medium text-leaf-800 underline" hrefLang="de">
            {LEGAL.bindingLink}
          </a>
        </p>
      ) : null}
      <PageHeader title={doc.title}>{doc.dated ? <p className="text-sm">{doc.dated}</p> : null}</PageHeader>
      <div className="mx-auto flex max-w-5xl flex-col gap-8 px-4 leading-relaxed text-stone-800 md:px-6">
        {doc.intro ? (
          <div className="flex flex-col gap-3">
            <RichText blocks={doc.intro} />
          </div>
        ) : null}
        {doc.sections.length > 3 ? (
          <nav aria-label="Inhalt" className="rounded-2xl bg-white p-5">
            <h2 className="mb-2 font-semibold text-leaf-950">Inhalt</h2>
            <ol className="list-decimal space-y-1 pl-6">
              {doc.sections.map((s) => (
                <li key={s.id}>
                  <a href={`#${s.id}`} className="text-leaf-800 underline-offset-2 hover:underline">
                    {s.heading}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        {doc.sections.map((s) => {
          const Extra = extras[s.id];
          return (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-h`} className="flex flex-col gap-3">
              <h2 id={`${s.id}-h`} className="text-2xl font-semibold text-leaf-950">
                {s.heading}
              </h2>
              {Extra ? <Extra prefill={prefill} /> : null}
              <RichText blocks={s.blocks} />
            </section>
          );
        })}
      </div>
    </article>
  );
}
