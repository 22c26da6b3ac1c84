import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readDatevFile, splitDatevLine } from "../../tests/support/datev-reader";
import {
  DATEV_COLUMNS,
  DATEV_HEADER_FIELD_COUNT,
  type DatevBooking,
  type DatevHeader,
  datevAmount,
  datevBatchLabel,
  datevBookingText,
  datevBuchungsstapel,
  datevDocumentField,
  datevFileName,
  encodeWindows1252,
  toWindows1252Text,
} from "./datev";

const header: DatevHeader = {
  consultantNumber: 29098,
  clientNumber: 55003,
  chart: "SKR03",
  from: "2026-10-01",
  to: "2026-10-31",
  createdAt: new Date("2026-11-02T13:04:05.067Z"),
};

const invoice: DatevBooking = {
  amountCents: 123456,
  side: "S",
  account: "10000",
  contraAccount: "8300",
  date: "2026-10-05",
  documentNumber: "RE-2026-000001",
  text: 'Rechnung BW-2026-000001 Jörg "Jo" Müller',
};

describe("DATEV Buchungsstapel", () => {
  it("writes DATEV's header: EXTF, 700, 21, Buchungsstapel, 13, consultant, client, fiscal year, period, SKR", () => {
    const file = readDatevFile(datevBuchungsstapel(header, [invoice]));
    expect(file.header).toHaveLength(DATEV_HEADER_FIELD_COUNT);
    expect(file.header.slice(0, 6)).toEqual([
      "EXTF",
      "700",
      "21",
      "Buchungsstapel",
      "13",
      "20261102140405067",
    ]);
    expect(file.header.slice(10, 17)).toEqual([
      "29098",
      "55003",
      "20260101",
      "4",
      "20261001",
      "20261031",
      "Blattwerk 01.10.-31.10.2026",
    ]);
    expect(file.header[18]).toBe("1"); // Buchungstyp Finanzbuchführung
    expect(file.header[21]).toBe("EUR");
    expect(file.header[26]).toBe("03");
    // Text fields quoted, numbers not: as DATEV's sample header.
    expect(file.quoted.header.slice(0, 6)).toEqual([true, false, false, true, false, false]);
    expect(readDatevFile(datevBuchungsstapel({ ...header, chart: "SKR04" }, [])).header[26]).toBe("04");
  });

  it("writes the 125 column headings of format version 13, and 125 fields on every line", () => {
    expect(DATEV_COLUMNS).toHaveLength(125);
    expect(DATEV_COLUMNS.slice(0, 14)).toEqual([
      "Umsatz (ohne Soll/Haben-Kz)",
      "Soll/Haben-Kennzeichen",
      "WKZ Umsatz",
      "Kurs",
      "Basis-Umsatz",
      "WKZ Basis-Umsatz",
      "Konto",
      "Gegenkonto (ohne BU-Schlüssel)",
      "BU-Schlüssel",
      "Belegdatum",
      "Belegfeld 1",
      "Belegfeld 2",
      "Skonto",
      "Buchungstext",
    ]);
    expect(DATEV_COLUMNS.at(-1)).toBe("Abw. Skontokonto");
    const file = readDatevFile(datevBuchungsstapel(header, [invoice, { ...invoice, side: "H" }]));
    expect(file.columns).toEqual(DATEV_COLUMNS);
    expect(file.rows.map((r) => r.length)).toEqual([125, 125]);
  });

  it("writes a booking: positive amount with a decimal comma, S/H, accounts, TTMM, Belegfeld 1, text", () => {
    const [row] = readDatevFile(datevBuchungsstapel(header, [invoice])).rows;
    expect(row!.slice(0, 14)).toEqual([
      "1234,56",
      "S",
      "EUR",
      "",
      "",
      "",
      "10000",
      "8300",
      "", // no BU-Schlüssel: the revenue accounts are automatic
      "0510",
      "RE-2026-000001",
      "",
      "",
      "Rechnung BW-2026-000001 Jörg 'Jo' Müller",
    ]);
    const [quoted] = readDatevFile(datevBuchungsstapel(header, [invoice])).quoted.rows;
    expect(quoted!.slice(0, 14)).toEqual([
      false,
      true,
      true,
      false,
      false,
      true,
      false,
      false,
      true,
      false,
      true,
      true,
      false,
      true,
    ]);
  });

  it("maps a name's quotes and semicolons before the Buchungstext is cut to 60: no half quote, no stray ; (#50 §4)", () => {
    // The cut at 60 falls right after a quote: written as "" it would leave half of it at the end.
    const name = `${"x".repeat(27)} "Jo"; Müller`;
    const long = `Zahlungseingang BW-2026-000001 ${name}`.slice(0, 200);
    expect(long.slice(0, 60).at(-1)).toBe('"');
    const bytes = datevBuchungsstapel(header, [{ ...invoice, text: long }]);
    const line = bytes.toString("latin1").split("\r\n")[2]!;
    const [row] = readDatevFile(bytes).rows;
    expect(row![13]).toBe(`Zahlungseingang BW-2026-000001 ${"x".repeat(27)} 'Jo', Müller`.slice(0, 60));
    expect(row![13]).not.toMatch(/[";]/);
    expect(line).toContain(`;"Zahlungseingang BW-2026-000001 ${"x".repeat(27)} '";`);
    expect(datevBookingText('a"b;c')).toBe("a'b,c");
  });

  it("is Windows-1252 with CR LF: „ü“ is one byte 0xFC, every line ends in 0x0D 0x0A", () => {
    const bytes = datevBuchungsstapel(header, [invoice]);
    expect(bytes.includes(Buffer.from([0xfc]))).toBe(true); // ü of Müller
    expect(bytes.includes(Buffer.from("ü", "utf8"))).toBe(false);
    const text = bytes.toString("latin1");
    expect(text.split("\r\n")).toHaveLength(4); // three lines and the empty rest
    expect(text.replaceAll("\r\n", "")).not.toMatch(/[\r\n]/);
  });

  it("replaces what Windows-1252 cannot hold, keeps what it can", () => {
    expect(toWindows1252Text("Łukasz Wałęsa, Dvořák, Őz – 5 € „gut“")).toBe(
      "Lukasz Walesa, Dvorák, Oz – 5 € „gut“",
    );
    expect(toWindows1252Text("🌿 Blatt")).toBe("? Blatt");
    expect([...encodeWindows1252("ä€–")]).toEqual([0xe4, 0x80, 0x96]);
    // Control characters never reach a text field.
    const [row] = readDatevFile(datevBuchungsstapel(header, [{ ...invoice, text: "Zeile 1\nZeile 2" }])).rows;
    expect(row![13]).toBe("Zeile 1 Zeile 2");
  });

  it("formats amounts and keeps Belegfeld 1 to DATEV's characters", () => {
    expect(datevAmount(1)).toBe("0,01");
    expect(datevAmount(100)).toBe("1,00");
    expect(datevAmount(123456789)).toBe("1234567,89");
    expect(() => datevAmount(0)).toThrow();
    expect(() => datevAmount(-5)).toThrow();
    expect(datevDocumentField("RE-2026-000001")).toBe("RE-2026-000001");
    expect(datevDocumentField("RE 2026/ä#1")).toBe("RE2026/1");
  });

  it("refuses a period over two years and a booking outside its period", () => {
    expect(() => datevBuchungsstapel({ ...header, from: "2025-12-01", to: "2026-01-31" }, [])).toThrow(
      /one year/,
    );
    expect(() => datevBuchungsstapel(header, [{ ...invoice, date: "2026-11-01" }])).toThrow(/outside/);
  });

  it("names the batch within 30 characters and the file EXTF_…", () => {
    expect(datevBatchLabel("2026-01-01", "2026-12-31").length).toBeLessThanOrEqual(30);
    expect(datevFileName("2026-10-01", "2026-10-31")).toBe(
      "EXTF_Buchungsstapel_2026-10-01_bis_2026-10-31.csv",
    );
  });

  it("reads back every text it writes (quotes, semicolons, umlauts), to the field", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), fc.integer({ min: 1, max: 9_999_999_999 }), (t, cents) => {
        const [row] = readDatevFile(
          datevBuchungsstapel(header, [{ ...invoice, text: t, amountCents: cents }]),
        ).rows;
        expect(row).toHaveLength(125);
        expect(row![0]).toMatch(/^\d{1,10},\d{2}$/);
        expect(Number(row![0]!.replace(",", ".")) * 100).toBeCloseTo(cents, 3);
        expect(row![13]).toBe(datevBookingText(t));
      }),
    );
    expect(splitDatevLine('"a;b";1;"c""d";').fields).toEqual(["a;b", "1", 'c"d', ""]);
  });
});
