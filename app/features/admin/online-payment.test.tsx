// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { Balance } from "../../../domain/orders/ledger";
import { PaymentCell } from "./online-payment";
import { OrderActionsPanel } from "./order-actions-panel";
import { OrderMoney } from "./order-money";

/** The order page's and the list's payment parts (#33), rendered as the back office shows them. */

function renderInRouter(node: ReactNode) {
  const Stub = createRoutesStub([{ path: "/admin/orders/BW-2026-000123", Component: () => node }]);
  return render(<Stub initialEntries={["/admin/orders/BW-2026-000123"]} />);
}

const balance = (paidCents: number): Balance => ({
  invoiced: false,
  invoicedCents: 0,
  creditedCents: 0,
  owedCents: 2389,
  paidCents,
  refundedCents: 0,
  openCents: 2389 - paidCents,
  pendingRefundCents: 0,
  dueCents: 2389 - paidCents,
  refundDueCents: 0,
});

const stripeEntry = {
  id: "0b7d6a4e-0000-4000-8000-000000000001",
  kind: "payment" as const,
  amountCents: 2389,
  paidOn: "2026-11-24",
  method: "stripe",
  reason: null,
  actor: "stripe",
  reversesId: null,
  reversed: false,
  reversible: false,
};

describe("online payment in the back office", () => {
  afterEach(cleanup);

  it("the money section names Stripe's payment: method, state, PaymentIntent id and fee; the entry says Stripe", async () => {
    renderInRouter(
      <OrderMoney
        version={2}
        balance={balance(2389)}
        movements={[stripeEntry]}
        creditable={[]}
        returnable={[]}
        reminders={[]}
        reminderNext={null}
        today="2026-11-24"
        refundBy={null}
        canPay={false}
        refundable={false}
        online={{ state: "paid", method: "card", paymentIntentId: "pi_3Abc123", feeCents: 82 }}
        result={undefined}
      />,
    );
    const box = await screen.findByTestId("online-payment");
    expect(within(box).getByRole("heading").textContent).toBe("Online bezahlt über Stripe");
    expect(box.textContent).toContain("Karte");
    expect(screen.getByTestId("online-payment-state").textContent).toBe("Bezahlt (Karte)");
    expect(screen.getByTestId("online-payment-intent").textContent).toBe("pi_3Abc123");
    expect(screen.getByTestId("online-payment-fee").textContent).toBe("Gebühr 0,82\u00a0€");
    expect(screen.getByTestId("ledger-entry").textContent).toContain("Stripe · von Stripe gemeldet");
    // Stripe's own entry: no „Buchung stornieren“ (#50 §6), the command would refuse it.
    expect(screen.queryByText("Buchung stornieren")).toBeNull();
  });

  it("an open payment has no id or fee yet; the hand-entry form never offers Stripe", async () => {
    renderInRouter(
      <OrderMoney
        version={0}
        balance={balance(0)}
        movements={[]}
        creditable={[]}
        returnable={[]}
        reminders={[]}
        reminderNext={null}
        today="2026-11-24"
        refundBy={null}
        canPay
        refundable={false}
        online={{ state: "open", method: null, paymentIntentId: null, feeCents: null }}
        result={undefined}
      />,
    );
    const box = await screen.findByTestId("online-payment");
    expect(within(box).getByRole("heading").textContent).toBe("Online-Zahlung über Stripe");
    expect(screen.getByTestId("online-payment-state").textContent).toBe("Zahlung offen");
    expect(screen.queryByTestId("online-payment-intent")).toBeNull();
    expect(screen.queryByTestId("online-payment-fee")).toBeNull();
    const methods = [...(screen.getByLabelText("Zahlungsweg") as HTMLSelectElement).options].map(
      (o) => o.value,
    );
    expect(methods).toEqual(["transfer", "cash", "other"]);
  });

  it("warns near the actions while the money is outstanding, and not otherwise", async () => {
    const panel = (paymentPending: boolean) =>
      renderInRouter(
        <OrderActionsPanel
          version={0}
          actions={["confirm", "cancel"]}
          refundDueCents={0}
          dueCents={2389}
          paymentPending={paymentPending}
          result={undefined}
        />,
      );
    panel(true);
    expect((await screen.findByTestId("online-payment-pending")).textContent).toBe(
      "Zahlung noch nicht eingegangen",
    );
    expect(screen.getByRole("button", { name: "Bestätigen" })).toBeTruthy();
    cleanup();
    panel(false);
    await screen.findByTestId("order-actions");
    expect(screen.queryByTestId("online-payment-pending")).toBeNull();
  });

  it("the list's payment cell: „Rechnung“, or „Online“ with the payment's state", () => {
    render(
      <>
        <PaymentCell paymentMethod="invoice" online={null} />
        <PaymentCell paymentMethod="stripe" online={{ state: "processing", method: "sepa_debit" }} />
        <PaymentCell paymentMethod="stripe" online={{ state: "failed", method: "sepa_debit" }} />
        <PaymentCell paymentMethod="stripe" online={{ state: "expired", method: null }} />
      </>,
    );
    expect(screen.getAllByTestId("order-payment").map((c) => c.textContent)).toEqual([
      "Rechnung",
      "OnlineLastschrift läuft",
      "OnlineLastschrift geplatzt",
      "OnlineNicht bezahlt",
    ]);
  });
});
