// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { paymentTermSentence } from "../../../domain/orders/payment-term";
import { LocaleProvider } from "../../lib/i18n/react";
import { cart } from "../cart/cart-store";
import { CheckoutPage } from "./checkout-page";
import { checkoutMessages } from "./messages";

const { CHECKOUT } = checkoutMessages.de;

const toast = vi.hoisted(() => Object.assign(vi.fn(), { error: vi.fn(), info: vi.fn(), warning: vi.fn() }));
vi.mock("../../lib/toast", () => ({ toast }));

const POTHOS = {
  id: "pothos",
  name: "Efeutute",
  priceCents: 1899,
  imageUrl: "/plants/pothos.svg",
  size: "small" as const,
};

const POTHOS_FACTS = {
  ...POTHOS,
  botanicalName: "Epipremnum aureum",
  height: "20–30 cm",
  potDiameter: "12 cm",
};

function renderCheckout(
  configured: boolean,
  prefill?: Parameters<typeof CheckoutPage>[0]["prefill"],
  at = "/checkout",
  paymentTermDays = 14,
  hosted = false,
) {
  const page = () => (
    <LocaleProvider>
      <CheckoutPage
        configured={configured}
        hosted={hosted}
        prefill={prefill}
        paymentTermDays={paymentTermDays}
      />
    </LocaleProvider>
  );
  const Stub = createRoutesStub([
    { path: "/checkout", Component: page },
    { path: "/en/checkout", Component: page },
    { path: "/cart", Component: () => <p>Warenkorb-Seite</p> },
    { path: "/en/cart", Component: () => <p>Cart page</p> },
  ]);
  return render(<Stub initialEntries={[at]} />);
}

describe("checkout page", () => {
  beforeEach(() => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify({ plants: [POTHOS_FACTS] }), { status: 200 })),
    );
    cart.clear();
    cart.add(POTHOS);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    toast.error.mockClear();
  });

  it("warns and disables ordering while the Shopify store is not configured", async () => {
    renderCheckout(false);
    expect(await screen.findByRole("alert")).toHaveProperty(
      "textContent",
      expect.stringContaining("Shopify-Anbindung nicht eingerichtet"),
    );
    const submit = screen.getByRole("button", { name: CHECKOUT.submit });
    await waitFor(() => expect(submit).toHaveProperty("disabled", true));
    fireEvent.submit(submit.closest("form")!);
    expect(toast.error).toHaveBeenCalledWith("Shopify-Anbindung nicht eingerichtet");
  });

  it("speaks the spec's English under /en, with the binding order button", async () => {
    renderCheckout(false, null, "/en/checkout");
    expect(await screen.findByRole("alert")).toHaveProperty(
      "textContent",
      expect.stringContaining("Shopify integration not configured"),
    );
    expect(screen.getByRole("link", { name: "Back to Cart" }).getAttribute("href")).toBe("/en/cart");
    const submit = screen.getByRole("button", { name: "Place binding order" });
    fireEvent.submit(submit.closest("form")!);
    expect(toast.error).toHaveBeenCalledWith("Shopify integration not configured");
    expect(screen.getByText("Shipped with DHL")).toBeTruthy();
    expect(screen.getByText("All prices include VAT.")).toBeTruthy();
    for (const [name, href] of [
      ["Terms and Conditions (AGB)", "/en/agb"],
      ["withdrawal policy", "/en/widerruf"],
      ["privacy policy", "/en/privacy"],
    ]) {
      expect(screen.getByRole("link", { name }).getAttribute("href")).toBe(href);
    }
  });

  it("shows the payment method and enables ordering once prices are current", async () => {
    renderCheckout(true);
    expect(await screen.findByText(CHECKOUT.paymentMethod)).toBeTruthy();
    const submit = screen.getByRole("button", { name: "Zahlungspflichtig bestellen" });
    await waitFor(() => expect(submit).toHaveProperty("disabled", false));
    expect(screen.getByText("Versand mit DHL")).toBeTruthy();
    expect(screen.getByText("Alle Preise inkl. MwSt.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Zurück zum Warenkorb" })).toBeTruthy();
    expect(screen.queryByText("Back to Cart")).toBeNull();
    expect(screen.getByRole("link", { name: "AGB" }).getAttribute("href")).toBe("/agb");
    expect(screen.getByRole("link", { name: "Datenschutzerklärung" }).getAttribute("href")).toBe("/privacy");
  });

  it.each([
    [14, "/checkout", "de"],
    [30, "/checkout", "de"],
    [30, "/en/checkout", "en"],
  ] as const)(
    "states the shop's one payment term with the configured %i days (%s)",
    async (days, at, locale) => {
      renderCheckout(true, null, at, days);
      const term = await screen.findByTestId("payment-term");
      expect(term.textContent).toBe(paymentTermSentence(locale, days));
      expect(term.textContent).toContain(
        locale === "de" ? `${days} Tagen ab Rechnungsdatum` : `${days} days of the invoice date`,
      );
    },
  );

  it("names the essential features of the goods in the box of the order button (§ 312j Abs. 2 BGB)", async () => {
    cart.setQuantity("pothos", 2);
    renderCheckout(true);
    const submit = await screen.findByRole("button", { name: CHECKOUT.submit });
    const box = submit.parentElement!;
    const features = await waitFor(() => {
      const list = box.querySelector('[data-testid="order-features"]');
      expect(list?.textContent).toContain("Epipremnum aureum");
      return list!;
    });
    expect(features.textContent).toContain("2 × Efeutute");
    expect(features.textContent).toContain("Größenklasse klein");
    expect(features.textContent).toContain("Höhe 20–30 cm");
    expect(features.textContent).toContain("Topfdurchmesser 12 cm");
    expect(features.textContent).toContain("37,98");
  });

  it("offers Packstation, Postfiliale, a billing address and a gift; Shopify's hosted checkout asks for them itself (#43 §4)", async () => {
    renderCheckout(true);
    expect(await screen.findByRole("radio", { name: "Packstation" })).toBeTruthy();
    expect(screen.getByLabelText("Rechnungsadresse weicht von der Lieferadresse ab")).toBeTruthy();
    expect(screen.getByLabelText("Als Geschenk verpacken")).toBeTruthy();
    cleanup();
    renderCheckout(true, null, "/checkout", 14, true);
    expect(await screen.findByLabelText("Straße und Hausnummer")).toBeTruthy();
    expect(screen.queryByRole("radio", { name: "Packstation" })).toBeNull();
    expect(screen.queryByLabelText("Rechnungsadresse weicht von der Lieferadresse ab")).toBeNull();
    expect(screen.queryByLabelText("Als Geschenk verpacken")).toBeNull();
  });

  it("shows the gift wrapping's price beside the option and, when chosen, as a line of the totals (#43 §4)", async () => {
    renderCheckout(true);
    const wrap = await screen.findByLabelText("Als Geschenk verpacken");
    // The default setting: 3,90 €, read with the option as its description.
    const price = screen.getByTestId("gift-wrap-price");
    expect(price.textContent?.replace(/\s/g, " ")).toBe("+ 3,90 €");
    expect(wrap.getAttribute("aria-describedby")).toContain("gift-wrap-price");
    const total = () => screen.getByTestId("total").textContent?.replace(/\s/g, " ");
    const before = total();
    expect(screen.queryByTestId("gift-wrap")).toBeNull();
    fireEvent.click(wrap);
    expect(screen.getByTestId("gift-wrap").textContent?.replace(/\s/g, " ")).toBe("3,90 €");
    expect(screen.getByText("Geschenkverpackung")).toBeTruthy();
    // 18,99 € + 4,90 € shipping (small) + 3,90 €.
    expect(before).toBe("23,89 €");
    expect(total()).toBe("27,79 €");
    fireEvent.click(wrap);
    expect(screen.queryByTestId("gift-wrap")).toBeNull();
    expect(total()).toBe(before);
  });

  it("starts with the signed-in customer's name and email", async () => {
    renderCheckout(true, { firstName: "Anna", lastName: "Bergmann", email: "anna@example.de" });
    expect(((await screen.findByLabelText("Vorname")) as HTMLInputElement).value).toBe("Anna");
    expect((screen.getByLabelText("Nachname") as HTMLInputElement).value).toBe("Bergmann");
    expect((screen.getByLabelText("E-Mail") as HTMLInputElement).value).toBe("anna@example.de");
    expect((screen.getByLabelText("Straße und Hausnummer") as HTMLInputElement).value).toBe("");
  });

  it("refuses the postal code 00000 with a German message", async () => {
    renderCheckout(true);
    const submit = await screen.findByRole("button", { name: CHECKOUT.submit });
    fireEvent.change(screen.getByLabelText("Postleitzahl"), { target: { value: "00000" } });
    fireEvent.submit(submit.closest("form")!);
    expect(await screen.findByText(/Diese Postleitzahl gibt es in Deutschland nicht/)).toBeTruthy();
  });

  it("refuses to submit an empty cart with the toast of the spec", async () => {
    renderCheckout(true);
    const submit = await screen.findByRole("button", { name: CHECKOUT.submit });
    // Emptied in another tab just as the customer submits.
    act(() => {
      cart.clear();
      fireEvent.submit(submit.closest("form")!);
    });
    expect(toast.error).toHaveBeenCalledWith("Dein Warenkorb ist leer");
    expect(await screen.findByText("Warenkorb-Seite")).toBeTruthy();
  });

  it("sends an empty cart to /cart", async () => {
    cart.clear();
    renderCheckout(true);
    expect(await screen.findByText("Warenkorb-Seite")).toBeTruthy();
  });

  it("shows German messages for an invalid form, without sending it", async () => {
    renderCheckout(true);
    const submit = await screen.findByRole("button", { name: CHECKOUT.submit });
    await waitFor(() => expect(submit).toHaveProperty("disabled", false));
    fireEvent.change(screen.getByLabelText("Postleitzahl"), { target: { value: "123" } });
    fireEvent.submit(submit.closest("form")!);
    expect(await screen.findByText(/genau fünf Ziffern/)).toBeTruthy();
    expect(screen.getByText("Bitte gib deinen Vornamen ein.")).toBeTruthy();
    expect(screen.getByLabelText("Vorname").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(screen.getByLabelText("Vorname"));
    // Only the price look-up went out, no order.
    expect(vi.mocked(fetch).mock.calls.every(([url]) => String(url).startsWith("/api/cart/prices"))).toBe(
      true,
    );
  });
});
