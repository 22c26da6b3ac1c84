import { describe, expect, it } from "vitest";
import { bookRates, datevBookings, documentsJournal, SMALL_BUSINESS_RATE } from "../books/books";
import { DATEV_DEFAULT_ACCOUNTS } from "../books/datev";
import { computeVat, withoutVat } from "../orders/vat";
import { parseSettingsGroup } from "./settings";
import { smallBusinessAt, smallBusinessOn } from "./small-business";

describe("the small-business rule (§ 19 UStG, #50 §5)", () => {
  it("is dated: from `since` the chosen status, before it the other; no date means always", () => {
    expect(smallBusinessOn({ smallBusiness: true, since: "" }, "2020-01-01")).toBe(true);
    expect(smallBusinessOn({ smallBusiness: false, since: "" }, "2030-01-01")).toBe(false);
    const from2027 = { smallBusiness: true, since: "2027-01-01" };
    expect(smallBusinessOn(from2027, "2026-12-31")).toBe(false);
    expect(smallBusinessOn(from2027, "2027-01-01")).toBe(true);
    const outgrown = { smallBusiness: false, since: "2027-01-01" };
    expect(smallBusinessOn(outgrown, "2026-12-31")).toBe(true);
    expect(smallBusinessOn(outgrown, "2027-01-02")).toBe(false);
  });

  it("reads the day on the shop's calendar: 23:30 UTC on 31 December is already 1 January in Berlin", () => {
    expect(
      smallBusinessAt({ smallBusiness: true, since: "2027-01-01" }, new Date("2026-12-31T23:30:00Z")),
    ).toBe(true);
  });

  it("charges no VAT: every net equals its gross, the rates stay as the goods' categories", () => {
    const vat = withoutVat(
      computeVat(
        [
          { quantity: 2, unitGrossCents: 1999, vatRate: 7 },
          { quantity: 1, unitGrossCents: 790, vatRate: 19 },
        ],
        690,
      ),
    );
    expect(vat.totals).toEqual({
      netCents: 2 * 1999 + 790 + 690,
      vatCents: 0,
      grossCents: 2 * 1999 + 790 + 690,
    });
    expect(vat.rates.map((r) => [r.vatRate, r.vatCents, r.netCents === r.grossCents])).toEqual([
      [7, 0, true],
      [19, 0, true],
    ]);
    expect(
      vat.lines.every((l) => l.lineNetCents === l.lineGrossCents && l.unitNetCents === l.unitGrossCents),
    ).toBe(true);
    expect(vat.shipping.every((s) => s.netCents === s.grossCents)).toBe(true);
  });

  it("books a small business's document as one revenue without VAT on 8195 (SKR03) / 4185 (SKR04)", () => {
    const rates = withoutVat(
      computeVat(
        [
          { quantity: 1, unitGrossCents: 1999, vatRate: 7 },
          { quantity: 1, unitGrossCents: 790, vatRate: 19 },
        ],
        0,
      ),
    ).rates;
    expect(bookRates({ rates, smallBusiness: true })).toEqual([
      { vatRate: SMALL_BUSINESS_RATE, netCents: 2789, vatCents: 0, grossCents: 2789 },
    ]);
    // A document that charged VAT stays per rate.
    expect(bookRates({ rates })).toHaveLength(2);
    const doc = {
      kind: "invoice" as const,
      number: "RE-2027-000001",
      issuedOn: "2027-01-04",
      orderNumber: "BW-2027-000001",
      customerName: "Greta Grün",
      rates: bookRates({ rates, smallBusiness: true }),
    };
    for (const chart of ["SKR03", "SKR04"] as const) {
      const [booking] = datevBookings([doc], [], DATEV_DEFAULT_ACCOUNTS[chart]);
      expect(booking).toMatchObject({
        amountCents: 2789,
        side: "S",
        contraAccount: chart === "SKR03" ? "8195" : "4185",
      });
    }
    expect(documentsJournal([doc]).rows[0]).toContain("keine USt (§ 19 UStG)");
  });

  it("the back office's form: „ja“/„nein“, a real day or none, an optional Steuernummer", () => {
    expect(
      parseSettingsGroup("tax", { smallBusiness: "ja", since: "2027-01-01", taxNumber: "201/123/45678" }),
    ).toEqual({
      ok: true,
      value: { smallBusiness: true, since: "2027-01-01", taxNumber: "201/123/45678" },
    });
    expect(parseSettingsGroup("tax", { smallBusiness: "nein", since: "", taxNumber: "" })).toMatchObject({
      ok: true,
    });
    expect(parseSettingsGroup("tax", { smallBusiness: "vielleicht", since: "", taxNumber: "" })).toEqual({
      ok: false,
      field: "smallBusiness",
    });
    expect(parseSettingsGroup("tax", { smallBusiness: "ja", since: "2027-02-30", taxNumber: "" })).toEqual({
      ok: false,
      field: "since",
    });
  });
});
