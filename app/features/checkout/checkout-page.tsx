import { AlertTriangle, ArrowLeft, Loader2 } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { LoadingLine } from "~/components/ui/loading-line";
import type {
  CheckoutPayment,
  DiscountPreview,
  OrderResponse,
  PostalAddress,
  ShippingFormValues,
} from "../../../domain/contracts/order";
import {
  BILLING_FIELDS,
  SHIPPING_FIELDS,
  type ShippingField,
} from "../../../domain/contracts/shipping-fields";
import { orderTotals } from "../../../domain/orders/order";
import { LinkButton } from "../../components/ui/button";
import { SubmitButton } from "../../components/ui/submit-button";
import { api, contract } from "../../lib/api";
import { useEuro } from "../../lib/i18n/money";
import { Link, useLocale, useLocalizedNavigate, useMessages } from "../../lib/i18n/react";
import { useShopSettings } from "../../lib/shop-settings";
import { toast } from "../../lib/toast";
import { useHydrated } from "../../lib/use-hydrated";
import { cart, useCart } from "../cart/cart-store";
import { noScriptMessages } from "../cart/no-script-messages";
import { useCatalogRefresh } from "../cart/use-catalog-refresh";
import { goToHostedCheckout } from "../shopify/hosted-checkout";
import { shopifyMessages } from "../shopify/messages";
import { BillingSection } from "./billing-section";
import { attemptKey, finishAttempt } from "./checkout-attempt";
import { clearDraft, loadDraft, saveDraft } from "./checkout-draft";
import { CheckoutSummary } from "./checkout-summary";
import { DhlEmailConsent } from "./dhl-email-consent";
import { DiscountCodeField } from "./discount-code-field";
import { EssentialFeatures } from "./essential-features";
import { GiftSection } from "./gift-section";
import { checkoutMessages } from "./messages";
import { PaymentChoice } from "./payment-choice";
import {
  type BillingDraft,
  type BillingErrors,
  billingErrors,
  EMPTY_BILLING,
  EMPTY_SHIPPING,
  isPickupDraft,
  type ShippingDraft,
  type ShippingErrors,
  ShippingFields,
  shippingErrors,
  shippingPayload,
} from "./shipping-fields";

/** The form's checks (schema, zod, message catalogues) load on first use: focus, pointer or submit (#31). */
let validation: Promise<typeof import("./shipping-validation")> | undefined;
const loadValidation = () => {
  validation ??= import("./shipping-validation");
  return validation;
};

/**
 * Checkout (spec §2, DESIGN §7): shipping form, "Kauf auf Rechnung" and the order summary. The cart
 * lives in the browser, so an empty cart is sent back to /cart here, after hydration.
 */
export function CheckoutPage({
  configured,
  hosted = false,
  prefill,
  paymentTermDays,
  online = null,
  abandon = null,
  invoiceLimitCents = null,
}: {
  configured: boolean;
  hosted?: boolean;
  /** PAYMENT_TERM_DAYS from the server's config (the loader): the term the invoice will print. */
  paymentTermDays: number;
  /** Name and email of a signed-in customer: the form starts with them. */
  prefill?: Partial<ShippingDraft> | null;
  /** Online payment through Stripe (#33), with the methods it offers; null: invoice only. */
  online?: { methods: string } | null;
  /**
   * Back from Stripe's page without paying: say so, offer to order again, and call that order off by a
   * POST as the page shows, with the cancel link's token (#49; the checkout itself needs JavaScript).
   */
  abandon?: { order: string; token: string } | null;
  /** INVOICE_MAX_TOTAL_EUR in cents: invoice payment only up to this total; null: no limit. */
  invoiceLimitCents?: number | null;
}) {
  const euro = useEuro();
  const hydrated = useHydrated();
  const { cartItems, clearCart } = useCart();
  const { freeShippingThresholdCents, shippingRatesCents, giftWrapCents, smallBusiness } = useShopSettings();
  const refresh = useCatalogRefresh();
  const { CHECKOUT } = useMessages(checkoutMessages);
  const locale = useLocale();
  const { HOSTED } = useMessages(shopifyMessages);
  const navigate = useLocalizedNavigate();
  const fetcher = useFetcher<OrderResponse>();
  const [values, setValues] = useState<ShippingDraft>(() => ({ ...EMPTY_SHIPPING, ...prefill }));
  const [errors, setErrors] = useState<ShippingErrors>({});
  /** The buyer's billing address (#43 §4): asked for when ticked, and always for a pick-up point. */
  const [billingDiffers, setBillingDiffers] = useState(false);
  const [billing, setBilling] = useState<BillingDraft>(EMPTY_BILLING);
  const [billingErrs, setBillingErrs] = useState<BillingErrors>({});
  // Shopify's hosted checkout asks for these itself: here only the home address's fields count.
  const billingShown = !hosted && (billingDiffers || isPickupDraft(values));
  /** „Als Geschenk verpacken“ and the card's text (#43 §4). */
  const [gift, setGift] = useState(false);
  const [giftMessage, setGiftMessage] = useState("");
  const [attempted, setAttempted] = useState(false);
  const completed = useRef(false);
  const checking = useRef(false);
  const [redirecting, setRedirecting] = useState(false);
  /** The server's message when the cart asked for more than is left (the cart is fitted to it). */
  const [stockMessage, setStockMessage] = useState<string | null>(null);
  // Who cancelled on Stripe's page chose to pay online: keep that choice for the next try.
  const [payment, setPayment] = useState<CheckoutPayment>(abandon && online ? "online" : "invoice");
  /** „E-Mail an DHL“ (#49): optional, unticked until the customer ticks it. */
  const [dhlEmailConsent, setDhlEmailConsent] = useState(false);
  /** Discount codes the server accepted for this cart (#43 §2), and what they take off. */
  const [discount, setDiscount] = useState<DiscountPreview | null>(null);
  const codes = [
    ...(discount?.codes.map((c) => c.code) ?? []),
    // Gift vouchers go with the order too (#43 §3).
    ...(discount?.vouchers?.map((v) => v.code) ?? []),
  ];
  const abandoning = useFetcher();
  const abandonOnce = useRef(false);
  useEffect(() => {
    if (!abandon || abandonOnce.current) return;
    abandonOnce.current = true;
    abandoning.submit({ intent: "abandon", order: abandon.order, token: abandon.token }, { method: "post" });
  }, [abandon, abandoning]);
  const submitting = fetcher.state !== "idle" || redirecting;
  // Order only at the prices on screen: wait for the catalogue refresh (or its failure).
  const pricesReady = refresh === "done" || refresh === "failed";

  // What was typed earlier in this tab comes back (after hydration: the server knows nothing of it).
  useEffect(() => {
    const draft = loadDraft();
    if (draft) setValues((v) => ({ ...v, ...draft }));
  }, []);

  // Read the store itself: during hydration the rendered cart is still the server's empty one. A cart
  // emptied because its plants sold out meanwhile stays here, with the message and the address.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-check whenever the cart changes
  useEffect(() => {
    if (hydrated && !completed.current && !stockMessage && cart.snapshot().length === 0)
      navigate("/cart", { replace: true });
  }, [hydrated, cartItems, navigate]);

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || completed.current) return;
    if ("order" in result && result.payment) {
      // Paid online (#33): on to Stripe's page. The cart and the typed address stay until the payment
      // is confirmed (the thank-you page empties the cart); a cancelled payment is a new attempt.
      completed.current = true;
      setRedirecting(true);
      finishAttempt();
      window.location.assign(result.payment.redirectUrl);
      return;
    }
    if ("order" in result) {
      completed.current = true;
      // The button stays disabled until the thank-you page shows: the attempt's key is gone now, so a
      // second click in between would place a second order.
      setRedirecting(true);
      finishAttempt();
      clearDraft();
      // Empty the cart once the thank-you page shows, so this page never flashes an empty cart.
      Promise.resolve(navigate(`/order-success?order=${result.order.id}`, { replace: true })).then(clearCart);
      return;
    }
    if (result.available) {
      // Never an oversold order: reduce or remove what is short, say so, and let the customer confirm.
      cart.fitToStock(result.available);
      setStockMessage(`${result.message} ${CHECKOUT.cartAdjusted}`);
    }
    const fieldErrors = shippingErrors(result.fieldErrors);
    if (Object.keys(fieldErrors).length) setErrors(fieldErrors);
    const billingFieldErrors = billingErrors(result.fieldErrors);
    if (Object.keys(billingFieldErrors).length) setBillingErrs(billingFieldErrors);
    // The attempt's order was cancelled meanwhile (#49): the next click is a new attempt, a new order.
    if (result.error === "order_not_payable") finishAttempt();
    // Not by invoice for this customer (#33): the other way is chosen for them, the message says why.
    if (result.error.startsWith("invoice_") && online) setPayment("online");
    // A code refused at the order (used up meanwhile, #43 §2): the summary shows the price without it.
    if (result.error.startsWith("discount_") || result.error.startsWith("voucher_")) setDiscount(null);
    toast.error(result.message);
  }, [fetcher.state, fetcher.data, navigate, clearCart, CHECKOUT.cartAdjusted, online]);

  /** Asks the server what `wanted` take off this cart: null when applied, else the refusal's message. */
  const previewCodes = async (wanted: readonly string[]): Promise<string | null> => {
    if (wanted.length === 0) {
      setDiscount(null);
      return null;
    }
    const res = await api("/api/discounts/preview", contract("discountPreview"), {
      method: "POST",
      json: {
        items: cart.snapshot().map(({ id, quantity }) => ({ id, quantity })),
        codes: wanted,
        ...(values.email.trim() && { email: values.email.trim() }),
      },
    });
    if (!res.ok) return res.error.message;
    setDiscount(res.data);
    return null;
  };

  // The cart changed (a quantity, a line fitted to stock): what the codes take off is asked again; a code
  // that no longer applies is dropped, and the customer is told why.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the cart's lines matter here
  useEffect(() => {
    if (!hydrated || codes.length === 0 || completed.current || cart.snapshot().length === 0) return;
    void previewCodes(codes).then((refused) => {
      if (refused) {
        setDiscount(null);
        toast.error(refused);
      }
    });
  }, [hydrated, cartItems]);

  const change = (field: ShippingField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    saveDraft(next);
    // After a first attempt, messages follow the input as it is corrected.
    if (attempted)
      void loadValidation().then(({ validateShipping }) =>
        setErrors((prev) => ({ ...prev, [field]: validateShipping(next, locale).errors[field] })),
      );
  };

  const changeBilling = (field: keyof BillingDraft, value: string) => {
    const next = { ...billing, [field]: value };
    setBilling(next);
    if (attempted)
      void loadValidation().then(({ validateBilling }) =>
        setBillingErrs((prev) => ({ ...prev, [field]: validateBilling(next, locale).errors[field] })),
      );
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    // placed (or handed to the hosted checkout), or this click's check still running: never a second order
    if (completed.current || checking.current) return;
    if (!configured) {
      toast.error(CHECKOUT.providerNotConfigured);
      return;
    }
    const items = cart.snapshot();
    if (items.length === 0) {
      toast.error(CHECKOUT.cartEmpty);
      return;
    }
    setAttempted(true);
    setStockMessage(null);
    checking.current = true;
    const checked = await loadValidation()
      .then(({ validateShipping, validateBilling }) => ({
        shipping: validateShipping(hosted ? { ...values, deliveryKind: "address" } : values, locale),
        billing: billingShown ? validateBilling(billing, locale) : null,
      }))
      // The check could not load (connection lost): the server checks the same schema and answers per field.
      .catch(() => ({
        shipping: {
          data: shippingPayload(values) as unknown as ShippingFormValues,
          errors: {} as ShippingErrors,
        },
        billing: billingShown
          ? { data: billing as unknown as PostalAddress, errors: {} as BillingErrors }
          : null,
      }))
      .finally(() => {
        checking.current = false;
      });
    const { data, errors: found } = checked.shipping;
    setErrors(found);
    setBillingErrs(checked.billing?.errors ?? {});
    if (!data || (checked.billing && !checked.billing.data)) {
      const first = SHIPPING_FIELDS.find((f) => found[f]);
      const firstBilling = BILLING_FIELDS.find((f) => checked.billing?.errors[f]);
      if (first) document.getElementById(`shipping-${first}`)?.focus();
      else if (firstBilling) document.getElementById(`billing-${firstBilling}`)?.focus();
      return;
    }
    if (hosted) {
      setRedirecting(true);
      goToHostedCheckout(items, HOSTED, locale).then((outcome) => {
        if (outcome.kind === "leaving") {
          completed.current = true;
          clearCart();
          return;
        }
        setRedirecting(false);
        // The store has too few (Shopify's cart warnings): as for an invoice order, the cart is fitted to
        // what is left and the customer checks it here, never on Shopify's page.
        if (outcome.kind === "short") {
          cart.fitToStock(outcome.available);
          setStockMessage(`${outcome.message} ${CHECKOUT.cartAdjusted}`);
          toast.error(outcome.message);
        }
      });
      return;
    }
    const order = {
      items: items.map(({ id, quantity }) => ({ id, quantity })),
      shipping: data,
      ...(checked.billing?.data && { billing: checked.billing.data }),
      ...(gift && { gift: { message: giftMessage } }),
      ...(online && { payment: chosen }),
      dhlEmailConsent,
      ...(codes.length && { codes }),
    };
    fetcher.submit(
      { ...order, idempotencyKey: attemptKey(order) },
      { method: "post", encType: "application/json" },
    );
  };

  const errorCount =
    Object.values(errors).filter(Boolean).length +
    (billingShown ? Object.values(billingErrs).filter(Boolean).length : 0);
  const cartTotals = orderTotals(cartItems, freeShippingThresholdCents, shippingRatesCents);
  // „Als Geschenk verpacken“ (#43 §4) at the back office's price; the server prices it again.
  const giftWrap = gift && !hosted ? giftWrapCents : 0;
  // The server's preview names the discount; the total shown is the cart's less it (#43 §2).
  const totals = {
    ...cartTotals,
    totalCents: cartTotals.totalCents + giftWrap - (discount?.discountCents ?? 0),
  };
  const overInvoiceLimit = invoiceLimitCents !== null && totals.totalCents > invoiceLimitCents;
  // Above the limit only online payment is left: the choice follows the cart.
  const chosen: CheckoutPayment = overInvoiceLimit && online ? "online" : payment;

  return (
    <div className="mx-auto max-w-6xl px-4 pt-24 pb-16 md:px-6">
      <Link
        to="/cart"
        viewTransition
        className="-ml-3 inline-flex h-11 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-leaf-800 hover:bg-black/5"
      >
        <ArrowLeft aria-hidden className="h-4 w-4" />
        {CHECKOUT.backToCart}
      </Link>
      <h1 className="mt-2 mb-6 text-3xl font-bold tracking-tight text-leaf-950 md:text-4xl">
        {CHECKOUT.title}
      </h1>

      {configured ? null : (
        <div
          role="alert"
          data-testid="provider-warning"
          className="mb-6 flex gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
        >
          <AlertTriangle aria-hidden className="mt-0.5 h-5 w-5 shrink-0" />
          <div>
            <p className="font-semibold">{CHECKOUT.providerNotConfigured}</p>
            <p className="text-sm">{CHECKOUT.providerNotConfiguredHint}</p>
          </div>
        </div>
      )}

      {abandon ? (
        <p
          role="alert"
          data-testid="payment-cancelled"
          className="mb-6 flex gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 font-medium text-amber-950"
        >
          <AlertTriangle aria-hidden className="mt-0.5 h-5 w-5 shrink-0" />
          <span>{CHECKOUT.paymentCancelled}</span>
        </p>
      ) : null}

      {hydrated && cartItems.length === 0 && stockMessage ? (
        // Everything sold out meanwhile: say so here; the address stays typed for the next try.
        <div
          data-testid="stock-message"
          role="alert"
          className="flex flex-col items-start gap-4 rounded-2xl bg-amber-50 p-5 text-amber-950"
        >
          <p className="flex gap-2 font-medium">
            <AlertTriangle aria-hidden className="mt-0.5 h-5 w-5 shrink-0" />
            <span>{stockMessage}</span>
          </p>
          <LinkButton to="/shop">{CHECKOUT.soldOutToShop}</LinkButton>
        </div>
      ) : !hydrated || cartItems.length === 0 ? (
        <LoadingLine withoutJs={noScriptMessages[locale].orderByMail}>{CHECKOUT.loading}</LoadingLine>
      ) : (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
          {/* First in reading order on small screens: what is being bought comes before the form. */}
          <div className="lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1">
            <CheckoutSummary
              items={cartItems}
              totals={totals}
              giftWrapCents={giftWrap}
              discounts={discount?.codes}
              vouchers={discount?.vouchers}
              codeField={
                hosted ? null : (
                  <DiscountCodeField
                    applied={codes}
                    onApply={(code) => previewCodes([...codes, code])}
                    onRemove={(code) => void previewCodes(codes.filter((c) => c !== code))}
                    disabled={submitting}
                  />
                )
              }
            />
          </div>
          {/* noValidate: the shop's own messages in the page's language, not the browser's bubbles in the
              browser's (#32: „Please fill out this field." on a German page). `required` still tells
              assistive technology which fields are needed. */}
          <form
            noValidate
            onSubmit={submit}
            onFocus={() => void loadValidation()}
            onPointerDown={() => void loadValidation()}
            aria-busy={submitting}
            className="flex flex-col gap-6 lg:col-start-1 lg:row-start-1"
          >
            <section
              aria-labelledby="shipping-heading"
              className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200/70"
            >
              <h2 id="shipping-heading" className="mb-4 text-xl font-semibold text-leaf-950">
                {CHECKOUT.shippingHeading}
              </h2>
              {errorCount ? (
                <p role="alert" className="mb-4 rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800">
                  {CHECKOUT.formErrors(errorCount)}
                </p>
              ) : null}
              <ShippingFields
                values={values}
                errors={errors}
                onChange={change}
                disabled={submitting}
                pickupOffered={!hosted}
              />
              <DhlEmailConsent
                checked={dhlEmailConsent}
                onChange={setDhlEmailConsent}
                disabled={submitting}
              />
            </section>

            {/* Shopify's own checkout asks for billing address and pick-up points (hosted mode). */}
            {hosted ? null : (
              <BillingSection
                pickup={isPickupDraft(values)}
                differs={billingDiffers}
                onDiffersChange={setBillingDiffers}
                values={billing}
                errors={billingErrs}
                onChange={changeBilling}
                disabled={submitting}
              />
            )}
            {hosted ? null : (
              <GiftSection
                wrap={gift}
                onWrapChange={setGift}
                message={giftMessage}
                onMessageChange={setGiftMessage}
                priceCents={giftWrapCents}
                disabled={submitting}
              />
            )}

            <section
              aria-labelledby="payment-heading"
              className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200/70"
            >
              <h2 id="payment-heading" className="mb-4 text-xl font-semibold text-leaf-950">
                {CHECKOUT.paymentHeading}
              </h2>
              <PaymentChoice
                paymentTermDays={paymentTermDays}
                online={online}
                value={chosen}
                onChange={setPayment}
                invoiceLimit={
                  invoiceLimitCents === null ? null : { cents: invoiceLimitCents, over: overInvoiceLimit }
                }
                disabled={submitting}
              />
            </section>

            <div className="flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200/70">
              {stockMessage ? (
                <p
                  role="alert"
                  data-testid="stock-message"
                  className="flex gap-2 rounded-xl bg-amber-50 p-3 text-sm font-medium text-amber-900"
                >
                  <AlertTriangle aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
                  <span>{stockMessage}</span>
                </p>
              ) : null}
              {/* § 312j BGB: the goods' essential features and the price right above the button that makes the order binding. */}
              <EssentialFeatures items={cartItems} />
              <div className="border-t border-stone-200 pt-3">
                <p className="flex items-baseline justify-between gap-4 text-lg font-semibold text-leaf-950">
                  <span>{CHECKOUT.totalDue}</span>
                  <span data-testid="total-due" className="tabular-nums">
                    {euro(totals.totalCents)}
                  </span>
                </p>
                <p className="text-right text-sm text-stone-600">
                  {smallBusiness ? CHECKOUT.totalDueNoteNoVat : CHECKOUT.totalDueNote}
                </p>
              </div>
              <p className="text-sm text-stone-700">
                {CHECKOUT.legalBefore}
                <Link to="/agb" className="font-medium text-leaf-800 underline underline-offset-2">
                  {CHECKOUT.legalTerms}
                </Link>
                {CHECKOUT.legalBetween}
                <Link to="/widerruf" className="font-medium text-leaf-800 underline underline-offset-2">
                  {CHECKOUT.legalWithdrawal}
                </Link>
                {CHECKOUT.legalBetween2}
                <Link to="/privacy" className="font-medium text-leaf-800 underline underline-offset-2">
                  {CHECKOUT.legalPrivacy}
                </Link>
                {CHECKOUT.legalAfter}
              </p>
              <SubmitButton size="lg" className="w-full" disabled={!configured || submitting || !pricesReady}>
                {submitting ? <Loader2 aria-hidden className="h-5 w-5 animate-spin" /> : null}
                {CHECKOUT.submit}
              </SubmitButton>
              {submitting ? (
                <p role="status" className="text-center text-sm text-stone-600">
                  {redirecting && chosen === "online" ? CHECKOUT.redirecting : CHECKOUT.submitting}
                </p>
              ) : null}
            </div>
          </form>
        </div>
      )}
    </div>
  );
}
