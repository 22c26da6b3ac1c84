// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { Balance } from "../../../domain/orders/ledger";
import type { Permission } from "../../../domain/shop/roles";
import { OrderMoney } from "./order-money";

/** Payment reminders on the order page (#50 §5): what was sent, and the next one for who may send it. */

const open: Balance = {
  invoiced: true,
  invoicedCents: 2689,
  creditedCents: 0,
  owedCents: 2689,
  paidCents: 0,
  refundedCents: 0,
  openCents: 2689,
  pendingRefundCents: 0,
  dueCents: 2689,
  refundDueCents: 0,
};

function page(permissions: Permission[], reminderNext: 1 | 2 | null) {
  const Stub = createRoutesStub([
    {
      id: "admin",
      path: "/admin",
      loader: () => ({ permissions }),
      HydrateFallback: () => null,
      children: [
        {
          path: "orders/BW-2026-000123",
          Component: () => (
            <OrderMoney
              version={3}
              balance={open}
              movements={[]}
              creditable={[]}
              returnable={[]}
              reminders={[{ level: 1, sentOn: "2026-12-07", openCents: 2689, actor: "kasse@example.de" }]}
              reminderNext={reminderNext}
              today="2026-12-21"
              refundBy={null}
              canPay
              refundable={false}
              online={null}
              result={undefined}
            />
          ),
        },
      ],
    },
  ]);
  return render(<Stub initialEntries={["/admin/orders/BW-2026-000123"]} />);
}

describe("payment reminders on the order page", () => {
  afterEach(cleanup);

  it("lists what was sent and offers the next level to who may record money", async () => {
    page(["money.view", "money.pay"], 2);
    const box = await screen.findByTestId("reminders");
    expect(box.textContent).toContain("Zahlungserinnerung am 07.12.2026 (offen: 26,89\u00a0€)");
    expect(screen.getByRole("button", { name: "2. Zahlungserinnerung senden" })).toBeTruthy();
  });

  it("no button when none may go now, or for a role that may not record money", async () => {
    page(["money.view", "money.pay"], null);
    await screen.findByTestId("reminders");
    expect(screen.queryByRole("button", { name: /Zahlungserinnerung senden/ })).toBeNull();
    cleanup();
    page(["money.view"], 2);
    await screen.findByTestId("reminders");
    expect(screen.queryByRole("button", { name: /Zahlungserinnerung senden/ })).toBeNull();
  });
});
