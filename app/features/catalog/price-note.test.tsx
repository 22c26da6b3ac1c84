// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { LocaleProvider } from "../../lib/i18n/react";
import { DEFAULT_SETTINGS } from "../../lib/shop-settings";
import { PlantPrice, PriceNote } from "./price-note";

afterEach(cleanup);

/** The note as a page draws it, with the root loader's settings (app/root.tsx). */
async function note(path: string, smallBusiness: boolean, all = false) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ settings: { ...DEFAULT_SETTINGS, ...(smallBusiness && { smallBusiness: true }) } }),
      Component: () => (
        <LocaleProvider>
          <PriceNote all={all} />
        </LocaleProvider>
      ),
      children: [{ path: "*", Component: () => null }],
    },
  ]);
  render(<Stub initialEntries={[path]} />);
  return (await screen.findByTestId("price-note")).textContent;
}

describe("the price note (PAngV) of a shop that charges VAT and of a small business (#50 §5)", () => {
  it("says „inkl. MwSt.“ while the shop charges VAT", async () => {
    expect(await note("/", false)).toBe("inkl. MwSt., zzgl. Versand");
  });

  it("a small business's prices are end prices without VAT: no „inkl. MwSt.“ (§ 19 UStG), in both languages", async () => {
    expect(await note("/", true)).toBe("Endpreis ohne USt. (§ 19 UStG), zzgl. Versand");
    cleanup();
    expect(await note("/", true, true)).toBe(
      "Alle Preise sind Endpreise ohne USt. (§ 19 UStG), zzgl. Versand",
    );
    cleanup();
    expect(await note("/en/shop", true)).toMatch(/^Final price without VAT \(§ 19 UStG\), plus /);
  });
});

describe("a reduced price (#43 §2, § 11 PAngV)", () => {
  async function price(path: string, plant: { priceCents: number; reducedFromCents?: number }) {
    const Stub = createRoutesStub([
      {
        id: "root",
        path: "/",
        loader: () => ({ settings: DEFAULT_SETTINGS }),
        Component: () => (
          <LocaleProvider>
            <div data-testid="price">
              <PlantPrice plant={plant} />
            </div>
          </LocaleProvider>
        ),
        children: [{ path: "*", Component: () => null }],
      },
    ]);
    render(<Stub initialEntries={[path]} />);
    return (await screen.findByTestId("price")).textContent?.replace(/\u00a0/g, " ");
  }

  it("names the price it is reduced from as the lowest of the last 30 days, struck through", async () => {
    expect(await price("/", { priceCents: 1999, reducedFromCents: 2999 })).toBe(
      "19,99 €Aktionspreisstatt 29,99 € (niedrigster Preis der letzten 30 Tage)",
    );
    expect(screen.getByText("29,99 €", { exact: false }).tagName).toBe("S");
    cleanup();
    expect(await price("/en/shop", { priceCents: 1999, reducedFromCents: 2999 })).toBe(
      "€19.99Sale priceinstead of €29.99 (lowest price of the last 30 days)",
    );
  });

  it("shows the plain price without a reduction, or with a reference not above it", async () => {
    expect(await price("/", { priceCents: 1999 })).toBe("19,99 €");
    cleanup();
    expect(await price("/", { priceCents: 1999, reducedFromCents: 1999 })).toBe("19,99 €");
  });
});
