import { randomUUID } from "node:crypto";
import { data, Form, useNavigation } from "react-router";
import { moneyFormatter } from "../../domain/orders/money";
import { voucherPageTexts } from "../../domain/vouchers/voucher-messages";
import { shopDay } from "../../domain/vouchers/vouchers";
import { Button } from "../components/ui/button";
import { controlClass, Field, FormMessage } from "../components/ui/field";
import { voucherMessages } from "../features/vouchers/messages";
import { localeOf } from "../lib/i18n/locale";
import { useLocale } from "../lib/i18n/react";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/voucher";

/** Gift vouchers (#43 §3): /gutschein and /en/gift-card. */
export const meta: Route.MetaFunction = (args) => {
  const t = voucherMessages[localeOf(args.location.pathname)];
  return pageMeta(args, { title: t.title, description: t.description });
};

export function loader({ context }: Route.LoaderArgs) {
  // A fresh key per page view: a double submit of the same form buys one voucher.
  const { invoicing, business } = context.services.config;
  return {
    idempotencyKey: randomUUID(),
    today: shopDay(new Date()),
    payTo: {
      holder: business.companyName,
      iban: invoicing.iban,
      bic: invoicing.bic,
      bank: invoicing.bankName,
    },
  };
}

const dayText = (day: string, locale: "de" | "en") =>
  new Intl.DateTimeFormat(locale === "en" ? "en-GB" : "de-DE", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );

export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeOf(new URL(request.url).pathname);
  const euro = moneyFormatter(locale);
  const t = voucherMessages[locale];
  const form = await request.formData().catch(() => null);
  const field = (name: string) => {
    const v = form?.get(name);
    return typeof v === "string" ? v : "";
  };
  if (field("intent") === "balance") {
    // Wrong codes are limited per client, as at the checkout (server/vouchers/code-limit.ts).
    const { codeLimit } = context.services;
    const limited = await codeLimit.refusal(context.clientIp, locale);
    if (limited)
      return data({ balanceError: limited.body.message }, { status: 429, headers: limited.headers });
    const balance = await context.services.vouchers.balance(field("code").slice(0, 64));
    if (!balance) {
      await codeLimit.counted(context.clientIp, "voucher_unknown");
      return data({ balanceError: voucherPageTexts[locale].unknown }, { status: 404 });
    }
    return {
      balanceText: t.balance(
        balance.code,
        euro(balance.balanceCents),
        euro(balance.initialCents),
        dayText(balance.validUntil, locale),
      ),
    };
  }
  const euros = Number(field("amount").replace(",", "."));
  const result = await context.services.vouchers.buy(
    {
      amountCents: Number.isFinite(euros) ? Math.round(euros * 100) : 0,
      buyerName: field("buyerName"),
      buyerEmail: field("buyerEmail"),
      recipientName: field("recipientName"),
      recipientEmail: field("recipientEmail"),
      deliverOn: field("deliverOn"),
      message: field("message"),
      idempotencyKey: field("idempotencyKey"),
    },
    locale,
  );
  if (!result.ok) {
    const texts = voucherPageTexts[locale];
    return data(
      {
        buyError:
          result.error === "invalid_voucher" ? texts.invalid(result.field) : texts.deliverOnOutOfRange,
      },
      { status: 400 },
    );
  }
  return { bought: { number: result.voucher.number, amountCents: result.voucher.amountCents } };
}

export default function VoucherPage({ loaderData, actionData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = voucherMessages[locale];
  const euro = moneyFormatter(locale);
  const busy = useNavigation().state === "submitting";
  const answer = (actionData ?? {}) as {
    bought?: { number: string; amountCents: number };
    buyError?: string;
    balanceText?: string;
    balanceError?: string;
  };
  const { payTo } = loaderData;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-10 md:px-6 md:py-14">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-semibold text-leaf-950 md:text-4xl">{t.title}</h1>
        <p className="text-stone-700">{t.lead}</p>
      </header>

      <section
        aria-labelledby="voucher-buy-heading"
        className="rounded-2xl bg-white p-5 ring-1 ring-stone-200"
      >
        <h2 id="voucher-buy-heading" className="mb-4 text-xl font-semibold text-leaf-950">
          {t.buyHeading}
        </h2>
        {answer.bought ? (
          <div data-testid="voucher-bought" className="flex flex-col gap-2" role="status">
            <p className="font-semibold text-leaf-900">
              {t.bought(answer.bought.number, euro(answer.bought.amountCents))}
            </p>
            <p>{t.payBy(euro(answer.bought.amountCents), answer.bought.number)}</p>
            <p className="font-mono text-sm">
              {payTo.holder} · IBAN {payTo.iban} · BIC {payTo.bic} · {payTo.bank}
            </p>
            <p className="text-stone-700">{t.issuedWhenPaid}</p>
          </div>
        ) : (
          <Form method="post" className="grid gap-4 sm:grid-cols-2" data-testid="voucher-form">
            <input type="hidden" name="intent" value="buy" />
            <input type="hidden" name="idempotencyKey" value={loaderData.idempotencyKey} />
            {answer.buyError ? (
              <div className="sm:col-span-2">
                <FormMessage>{answer.buyError}</FormMessage>
              </div>
            ) : null}
            <Field
              label={t.amount}
              name="amount"
              type="number"
              min={10}
              max={200}
              step={1}
              defaultValue={25}
              required
              hint={t.amountHint}
            />
            <Field
              label={t.deliverOn}
              name="deliverOn"
              type="date"
              min={loaderData.today}
              defaultValue={loaderData.today}
              required
            />
            <Field label={t.buyerName} name="buyerName" autoComplete="name" required />
            <Field label={t.buyerEmail} name="buyerEmail" type="email" autoComplete="email" required />
            <Field label={`${t.recipientName} (${t.optional})`} name="recipientName" autoComplete="off" />
            <Field
              label={`${t.recipientEmail} (${t.optional})`}
              name="recipientEmail"
              type="email"
              autoComplete="off"
              hint={t.recipientHint}
            />
            <Field label={`${t.message} (${t.optional})`} className="sm:col-span-2">
              {(control) => (
                <textarea {...control} name="message" maxLength={500} rows={3} className={controlClass} />
              )}
            </Field>
            <p className="text-sm text-stone-700 sm:col-span-2">{t.payment}</p>
            <p className="text-sm text-stone-700 sm:col-span-2">{t.validity}</p>
            <div className="sm:col-span-2">
              <Button type="submit" disabled={busy}>
                {t.buy}
              </Button>
            </div>
          </Form>
        )}
      </section>

      <section
        aria-labelledby="voucher-balance-heading"
        className="rounded-2xl bg-white p-5 ring-1 ring-stone-200"
      >
        <h2 id="voucher-balance-heading" className="mb-4 text-xl font-semibold text-leaf-950">
          {t.balanceHeading}
        </h2>
        <Form method="post" className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <input type="hidden" name="intent" value="balance" />
          <Field
            label={t.code}
            name="code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
            hint={t.codeHint}
            className="flex-1"
          />
          <Button type="submit" variant="outline" disabled={busy}>
            {t.check}
          </Button>
        </Form>
        {answer.balanceText ? (
          <div className="mt-3 flex flex-col gap-1" role="status" data-testid="voucher-balance">
            <p className="font-semibold text-leaf-900">{answer.balanceText}</p>
            <p className="text-stone-700">{t.redeem}</p>
          </div>
        ) : answer.balanceError ? (
          <div className="mt-3">
            <FormMessage>{answer.balanceError}</FormMessage>
          </div>
        ) : null}
      </section>
    </div>
  );
}
