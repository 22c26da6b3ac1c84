import { randomUUID } from "node:crypto";
import { useState } from "react";
import { data, Form, redirect, useLocation, useNavigation } from "react-router";
import type { CheckoutPayment } from "../../domain/contracts/order";
import { moneyFormatter } from "../../domain/orders/money";
import { onlineMethodsText } from "../../domain/orders/online-payment";
import { voucherReturnState } from "../../domain/vouchers/online-return";
import { voucherPageTexts } from "../../domain/vouchers/voucher-messages";
import { shopDay } from "../../domain/vouchers/vouchers";
import { Button } from "../components/ui/button";
import { controlClass, Field, FormMessage } from "../components/ui/field";
import { PaymentChoice } from "../features/checkout/payment-choice";
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

export async function loader({ request, context }: Route.LoaderArgs) {
  // A fresh key per page view: a double submit of the same form buys one voucher.
  const { invoicing, business, stripe } = context.services.config;
  const url = new URL(request.url);
  const locale = localeOf(url.pathname);
  return {
    idempotencyKey: randomUUID(),
    today: shopDay(new Date()),
    paymentTermDays: invoicing.paymentTermDays,
    // Online payment where the shop takes it (#33), with the methods Stripe's page offers.
    online:
      stripe && context.services.voucherCheckout
        ? { methods: onlineMethodsText(stripe.methods, locale) }
        : null,
    // Back from Stripe's page: where the voucher stands by our records (issued only by the webhook).
    returned: await returnedVoucher(context.services.vouchers, url),
    payTo: {
      holder: business.companyName,
      iban: invoicing.iban,
      bic: invoicing.bic,
      bank: invoicing.bankName,
    },
  };
}

async function returnedVoucher(vouchers: Route.LoaderArgs["context"]["services"]["vouchers"], url: URL) {
  const id = url.searchParams.get("voucher");
  const v = id ? await vouchers.find(id) : null;
  const state = voucherReturnState(v, url.searchParams.get("payment"));
  return v && state ? { number: v.number, amountCents: v.amountCents, state } : null;
}

const dayText = (day: string, locale: "de" | "en") =>
  new Intl.DateTimeFormat(locale === "en" ? "en-GB" : "de-DE", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );

export async function action({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url);
  const locale = localeOf(url.pathname);
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
  const result = await context.services.buyVoucher(
    {
      amountCents: Number.isFinite(euros) ? Math.round(euros * 100) : 0,
      buyerName: field("buyerName"),
      buyerEmail: field("buyerEmail"),
      recipientName: field("recipientName"),
      recipientEmail: field("recipientEmail"),
      deliverOn: field("deliverOn"),
      message: field("message"),
      idempotencyKey: field("idempotencyKey"),
      payment: field("payment") === "online" ? "online" : "invoice",
    },
    locale,
  );
  if (!result.ok) return data({ buyError: result.message }, { status: result.status });
  // Paid online: on to Stripe's page; a voucher already paid or whose page ran out shows its state.
  if (result.payment?.redirectUrl) throw redirect(result.payment.redirectUrl);
  if (result.payment) throw redirect(`${url.pathname}?voucher=${result.voucher.id}&payment=return`);
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
  const { payTo, returned } = loaderData;
  const [payment, setPayment] = useState<CheckoutPayment>("invoice");
  const location = useLocation();
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
        {returned && returned.state !== "cancelled" ? (
          <div data-testid="voucher-payment" className="flex flex-col gap-2" role="status">
            <p className="font-semibold text-leaf-900">
              {returned.state === "paid"
                ? t.paidOnline(returned.number, euro(returned.amountCents))
                : t.pendingOnline(returned.number)}
            </p>
            {returned.state === "pending" ? (
              <a
                href={`${location.pathname}${location.search}`}
                className="self-start text-sm font-medium text-leaf-800 underline underline-offset-2"
              >
                {t.reload}
              </a>
            ) : null}
          </div>
        ) : answer.bought ? (
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
            {returned?.state === "cancelled" ? (
              <p
                data-testid="voucher-payment"
                role="status"
                className="font-medium text-amber-900 sm:col-span-2"
              >
                {t.cancelledOnline(returned.number)}
              </p>
            ) : null}
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
            <div className="flex flex-col gap-3 sm:col-span-2">
              <h3 className="font-medium text-leaf-950">{t.paymentHeading}</h3>
              <PaymentChoice
                paymentTermDays={loaderData.paymentTermDays}
                online={loaderData.online}
                value={payment}
                onChange={setPayment}
                disabled={busy}
                onlineNext={t.onlineNext}
                invoiceTerm={t.invoiceTerm}
              />
              <p className="text-sm text-stone-700">{t.payment}</p>
            </div>
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
