// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { paymentTermSentence } from "../../../domain/orders/payment-term";
import { LocaleProvider } from "../../lib/i18n/react";
import { OrderSuccessPage, type PlacedOrder } from "./order-success-page";

const placed = (paymentTermDays: number): PlacedOrder => ({
  order: {
    id: "6f1c2d3e-0000-4000-8000-000000000001",
    number: "BW-2026-000123",
    maskedEmail: "an***@example.de",
    status: "pending",
    paymentMethod: "invoice",
    online: null,
    createdAt: "2026-11-24T09:00:00.000Z",
    subtotalCents: 1899,
    shippingCents: 490,
    giftWrapCents: 0,
    discountCents: 0,
    discounts: [],
    totalCents: 2389,
    voucherCents: 0,
    vouchers: [],
    dueCents: 2389,
    items: [
      {
        plantId: "pothos",
        name: "Efeutute",
        quantity: 1,
        priceCents: 1899,
        lineTotalCents: 1899,
        imageUrl: "/plants/pothos.svg",
      },
    ],
  },
  placedAt: "24. November 2026 um 10:00",
  dispatch: "Deine Bestellung wird am 24. November versandt.",
  delivery: "Voraussichtliche Lieferung zwischen 25.11.2026 und 27.11.2026",
  paymentTermDays,
});

function renderAt(at: string, days: number, order: Partial<PlacedOrder["order"]> = {}) {
  const base = placed(days);
  const page = () => (
    <LocaleProvider>
      <OrderSuccessPage placed={{ ...base, order: { ...base.order, ...order } }} />
    </LocaleProvider>
  );
  const Stub = createRoutesStub([
    { path: "/order-success", Component: page },
    { path: "/en/order-success", Component: page },
  ]);
  return render(<Stub initialEntries={[at]} />);
}

describe("thank-you page", () => {
  afterEach(cleanup);

  it.each([
    [14, "/order-success", "de"],
    [30, "/order-success", "de"],
    [30, "/en/order-success", "en"],
  ] as const)(
    "states the shop's one payment term with the loader's %i days (%s)",
    async (days, at, locale) => {
      renderAt(at, days);
      const term = await screen.findByTestId("payment-term");
      expect(term.textContent).toBe(paymentTermSentence(locale, days));
    },
  );

  /** An order a 10 € gift voucher paid part of (#43 §3). */
  const withVoucher = {
    voucherCents: 1000,
    vouchers: [{ code: "7K3M-Q9TA-2BXC-4DEF", amountCents: 1000 }],
    dueCents: 1389,
  };
  const voucherLines = async () =>
    (await screen.findByTestId("order-vouchers")).textContent?.replace(/\s+/g, " ");

  it("lists the voucher under the total and what is left to pay, as the checkout did", async () => {
    renderAt("/order-success", 14, withVoucher);
    expect(await voucherLines()).toBe("Gutschein 7K3M-Q9TA-2BXC-4DEF−10,00 €Noch zu zahlen13,89 €");
  });

  it("in English; and once the rest is paid online it is the balance, no longer due", async () => {
    renderAt("/en/order-success", 14, withVoucher);
    expect(await voucherLines()).toBe("Gift card 7K3M-Q9TA-2BXC-4DEF−€10.00Left to pay€13.89");
    cleanup();
    renderAt("/order-success", 14, {
      ...withVoucher,
      paymentMethod: "stripe",
      online: { state: "paid", method: "card" },
    });
    expect(await voucherLines()).toBe("Gutschein 7K3M-Q9TA-2BXC-4DEF−10,00 €Restbetrag13,89 €");
  });
});
