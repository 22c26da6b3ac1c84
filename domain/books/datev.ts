/**
 * DATEV-Format „Buchungsstapel“ (EXTF), pure: bookings in, the file's bytes out (#27).
 *
 * As DATEV specifies it (developer.datev.de → DATEV-Format: Einstieg, Header, Buchungsstapel):
 * - Line 1, the header: 31 fields, `"EXTF";700;21;"Buchungsstapel";13;…` — header version 700,
 *   Formatkategorie 21, Formatversion 13 of the Buchungsstapel.
 * - Line 2, the column headings of format version 13 (125 columns), as in DATEV's sample file.
 * - Then one line per booking with all 125 fields. Text fields in double quotes (quotes doubled), no
 *   control characters; numbers unquoted with a decimal comma and no thousands separator; Umsatz always
 *   positive, the Soll/Haben-Kennzeichen says the direction (of field 7 „Konto“); Belegdatum TTMM (the
 *   year comes from the header's period, so a file never spans two fiscal years).
 * - Fields separated by „;“, every line ends in CR LF, encoded in Windows-1252 (ANSI), the encoding
 *   DATEV Rechnungswesen reads; a character it cannot hold is replaced (ł → l, ő → o, else „?“).
 * - File name `EXTF_<Bezeichnung>.csv`.
 *
 * Revenue goes to DATEV's automatic accounts (Automatikkonten: SKR03 8300/8400, SKR04 4300/4400),
 * which take the gross amount and split off the VAT themselves, so no BU-Schlüssel is given (a key on
 * an automatic account is an error). Their VAT is round(gross·r/(100+r)) per booking — the rounding
 * of domain/orders/vat.ts per rate, so DATEV's VAT equals the document's to the cent.
 */

import type { MoneyMethod } from "../orders/ledger";

export const DATEV_CHARTS = ["SKR03", "SKR04"] as const;
export type DatevChart = (typeof DATEV_CHARTS)[number];

/**
 * The accounts the shop books on: revenue per VAT rate, the customers' receivable, and one account per
 * way money moves (domain/orders/ledger.ts `MONEY_METHODS`): bank transfers on the bank, cash on the
 * till, Stripe's money and „Sonstiges“ on a clearing account.
 */
export interface DatevAccounts {
  revenue7: string;
  revenue19: string;
  /**
   * Revenue of a small business (§ 19 UStG, #50 §5): „Erlöse als Kleinunternehmer i.S.d. § 19 Abs. 1
   * UStG“, SKR03 8195 / SKR04 4185 — no automatic account and no tax key, as no VAT is in it.
   */
  revenueSmallBusiness: string;
  receivable: string;
  /** Bank transfers („Überweisung“). */
  bank: string;
  /** Cash („Bar“, #50 §4): the till (Kasse), never the bank. */
  cash: string;
  /**
   * Money that moved through Stripe (#33): Stripe pays out to the bank in batches net of its fees, so
   * the single payments are booked on a clearing account, which the payout to the bank clears.
   */
  stripe: string;
  /** „Sonstiges“: a way the shop does not know, booked on the clearing account for the adviser to assign. */
  other: string;
  /**
   * Gift vouchers (#43 §3), Mehrzweck-Gutscheine: their sale is a liability, not revenue („Verbindlichkeiten
   * aus Gutscheinen“), and a redemption pays the customer's receivable from it. SKR03 1604 / SKR04 3304 as
   * Haufe's „Kassenführung: Die richtige Erfassung von Gutscheinen – So kontieren Sie richtig“ names them
   * („Verbindlichkeiten aus Gutscheinen 1604 / 3304 … in den Kontenrahmen nicht ausdrücklich vorgegeben
   * und muss daher individuell eingerichtet werden“), and amparex's manual books „1604 Verbindlichkeiten
   * aus Gutscheinen an Debitor“ for a redemption: the adviser sets the account up, or names another.
   */
  voucher: string;
}

/**
 * The standard accounts of DATEV's charts. Revenue: the automatic accounts „Erlöse 7 % USt“ and
 * „Erlöse 19 % USt“. Receivable: 1400 (SKR03) / 1200 (SKR04) „Forderungen aus Lieferungen und
 * Leistungen“ is the collective account of the debtors and cannot be booked directly, so the shop's
 * customers share one debtor account (Sammeldebitor) 10000, the first personal account with four-digit
 * G/L accounts; DATEV carries it into 1400/1200. Bank: 1200 (SKR03) / 1800 (SKR04).
 *
 * Cash and clearing (#50 §4), as DATEV's charts number them — sources:
 * - rechnungswesen-info.de, „Buchen von Bank-Kassen-Vorgängen mit dem Geldtransitkonto“
 *   (http://www.rechnungswesen-info.de/buchungen_geldtransitkonto.html): Kasse SKR03 1000 / SKR04 1600,
 *   Bank 1200 / 1800, Geldtransit 1360 / 1460;
 * - wohnmeta.de, „Wie buche ich das Konto 1360/1460 Geldtransit (SKR 03/04)“: 1360/1460 is the
 *   interim account between two ways money takes, cleared to zero when the other side is booked;
 * - SEWOBE's help („Ich muss Geld von einem Girokonto auf ein anderes Konto überweisen …“): money
 *   between the bank, the till, a card settlement or PayPal goes through such an interim (Geldtransit)
 *   account, never directly.
 * So Stripe's payments go to Geldtransit, and its payout (Bank an Geldtransit, with Stripe's fee
 * invoice) clears it; „Sonstiges“ waits there too until the adviser assigns it. Each overridable
 * (DATEV_ACCOUNT_*, server/config.ts).
 */
export const DATEV_DEFAULT_ACCOUNTS: Record<DatevChart, DatevAccounts> = {
  SKR03: {
    revenue7: "8300",
    revenue19: "8400",
    revenueSmallBusiness: "8195",
    receivable: "10000",
    bank: "1200",
    cash: "1000",
    stripe: "1360",
    other: "1360",
    voucher: "1604",
  },
  SKR04: {
    revenue7: "4300",
    revenue19: "4400",
    revenueSmallBusiness: "4185",
    receivable: "10000",
    bank: "1800",
    cash: "1600",
    stripe: "1460",
    other: "1460",
    voucher: "3304",
  },
};

/** The accounts in the order the books page lists them. */
export const DATEV_ACCOUNT_ROLES = [
  "revenue7",
  "revenue19",
  "revenueSmallBusiness",
  "receivable",
  "bank",
  "cash",
  "stripe",
  "other",
  "voucher",
] as const satisfies readonly (keyof DatevAccounts)[];

/** The environment setting of each account (server/config.ts, README „Configuration“). */
export const DATEV_ACCOUNT_SETTINGS: Record<keyof DatevAccounts, string> = {
  revenue7: "DATEV_ACCOUNT_REVENUE_7",
  revenue19: "DATEV_ACCOUNT_REVENUE_19",
  revenueSmallBusiness: "DATEV_ACCOUNT_REVENUE_SMALL_BUSINESS",
  receivable: "DATEV_ACCOUNT_RECEIVABLE",
  bank: "DATEV_ACCOUNT_BANK",
  cash: "DATEV_ACCOUNT_CASH",
  stripe: "DATEV_ACCOUNT_STRIPE",
  other: "DATEV_ACCOUNT_OTHER",
  voucher: "DATEV_ACCOUNT_VOUCHER",
};

/** The account money moved by `method` is booked on. */
export const moneyAccount = (accounts: DatevAccounts, method: MoneyMethod): string =>
  method === "transfer"
    ? accounts.bank
    : method === "cash"
      ? accounts.cash
      : method === "stripe"
        ? accounts.stripe
        : method === "voucher"
          ? accounts.voucher
          : accounts.other;

/** G/L accounts have four digits in SKR03/04 as DATEV delivers them; personal accounts one more. */
export const DATEV_ACCOUNT_LENGTH = 4;

export interface DatevBooking {
  /** Positive cents. */
  amountCents: number;
  /** Soll (debit) or Haben (credit) of `account`; `contraAccount` takes the other side. */
  side: "S" | "H";
  account: string;
  contraAccount: string;
  /** YYYY-MM-DD. */
  date: string;
  /** Belegfeld 1: the document's number. */
  documentNumber: string;
  /** Buchungstext. */
  text: string;
}

export interface DatevHeader {
  /** Beraternummer (1001–9999999). */
  consultantNumber: number;
  /** Mandantennummer (1–99999). */
  clientNumber: number;
  chart: DatevChart;
  /** First day of the period and of the bookings' fiscal year: YYYY-MM-DD. */
  from: string;
  /** Last day: YYYY-MM-DD, in the same year as `from`. */
  to: string;
  /** Beginning of the fiscal year (WJ-Beginn), YYYY-MM-DD; default: 1 January of `from`'s year. */
  fiscalYearStart?: string;
  /** When the file was made. */
  createdAt: Date;
  /** Who made it (Exportiert von), at most 25 characters. */
  exportedBy?: string;
}

/** The column headings of the Buchungsstapel, format version 13, in DATEV's order and spelling. */
export const DATEV_COLUMNS: readonly string[] = [
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
  "Postensperre",
  "Diverse Adressnummer",
  "Geschäftspartnerbank",
  "Sachverhalt",
  "Zinssperre",
  "Beleglink",
  ...Array.from({ length: 8 }, (_, i) => [`Beleginfo - Art ${i + 1}`, `Beleginfo - Inhalt ${i + 1}`]).flat(),
  "KOST1 - Kostenstelle",
  "KOST2 - Kostenstelle",
  "Kost-Menge",
  "EU-Land u. UStID (Bestimmung)",
  "EU-Steuersatz (Bestimmung)",
  "Abw. Versteuerungsart",
  "Sachverhalt L+L",
  "Funktionsergänzung L+L",
  "BU 49 Hauptfunktionstyp",
  "BU 49 Hauptfunktionsnummer",
  "BU 49 Funktionsergänzung",
  ...Array.from({ length: 20 }, (_, i) => [
    `Zusatzinformation - Art ${i + 1}`,
    `Zusatzinformation- Inhalt ${i + 1}`,
  ]).flat(),
  "Stück",
  "Gewicht",
  "Zahlweise",
  "Forderungsart",
  "Veranlagungsjahr",
  "Zugeordnete Fälligkeit",
  "Skontotyp",
  "Auftragsnummer",
  "Buchungstyp",
  "USt-Schlüssel (Anzahlungen)",
  "EU-Land (Anzahlungen)",
  "Sachverhalt L+L (Anzahlungen)",
  "EU-Steuersatz (Anzahlungen)",
  "Erlöskonto (Anzahlungen)",
  "Herkunft-Kz",
  "Buchungs GUID",
  "KOST-Datum",
  "SEPA-Mandatsreferenz",
  "Skontosperre",
  "Gesellschaftername",
  "Beteiligtennummer",
  "Identifikationsnummer",
  "Zeichnernummer",
  "Postensperre bis",
  "Bezeichnung SoBil-Sachverhalt",
  "Kennzeichen SoBil-Buchung",
  "Festschreibung",
  "Leistungsdatum",
  "Datum Zuord. Steuerperiode",
  "Fälligkeit",
  "Generalumkehr (GU)",
  "Steuersatz",
  "Land",
  "Abrechnungsreferenz",
  "BVV-Position",
  "EU-Land u. UStID (Ursprung)",
  "EU-Steuersatz (Ursprung)",
  "Abw. Skontokonto",
];

/** Header fields in the order of DATEV's header description (31). */
export const DATEV_HEADER_FIELD_COUNT = 31;

/**
 * The text columns (1-based) of the Buchungsstapel: their DATEV expressions are quoted strings, so they
 * are written in quotes even when empty; every other column is a number or date, unquoted.
 */
const TEXT_COLUMNS = new Set([
  2,
  3,
  6,
  9,
  11,
  12,
  14,
  16,
  20,
  ...range(21, 38),
  40,
  42,
  ...range(48, 87),
  91,
  95,
  96,
  98,
  102,
  103,
  105,
  107,
  109,
  110,
  112,
  118,
  120,
  121,
  123,
]);

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

// Windows-1252 beyond Latin-1: the printable characters it keeps at 0x80–0x9F.
const CP1252_HIGH: Record<number, number> = {
  8364: 0x80,
  8218: 0x82,
  402: 0x83,
  8222: 0x84,
  8230: 0x85,
  8224: 0x86,
  8225: 0x87,
  710: 0x88,
  8240: 0x89,
  352: 0x8a,
  8249: 0x8b,
  338: 0x8c,
  381: 0x8e,
  8216: 0x91,
  8217: 0x92,
  8220: 0x93,
  8221: 0x94,
  8226: 0x95,
  8211: 0x96,
  8212: 0x97,
  732: 0x98,
  8482: 0x99,
  353: 0x9a,
  8250: 0x9b,
  339: 0x9c,
  382: 0x9e,
  376: 0x9f,
};

/** Letters without a decomposition that have a plain Latin look-alike. */
const LOOKALIKE: Record<string, string> = {
  ł: "l",
  Ł: "L",
  đ: "d",
  Đ: "D",
  ħ: "h",
  Ħ: "H",
  ı: "i",
  ŋ: "n",
  ẞ: "SS",
  "\u2212": "-",
};

const byteOf = (codePoint: number): number | undefined =>
  codePoint < 0x80 || (codePoint >= 0xa0 && codePoint <= 0xff) ? codePoint : CP1252_HIGH[codePoint];

/**
 * The text as Windows-1252 can hold it: every other character becomes its letter without accents
 * (ő → o, č → c), a look-alike (ł → l) or „?“.
 */
export function toWindows1252Text(text: string): string {
  let out = "";
  for (const ch of text.normalize("NFC")) {
    if (byteOf(ch.codePointAt(0)!) !== undefined) {
      out += ch;
      continue;
    }
    const base = ch.normalize("NFD").replace(/\p{M}/gu, "");
    if (base && base !== ch && [...base].every((c) => byteOf(c.codePointAt(0)!) !== undefined)) out += base;
    else out += LOOKALIKE[ch] ?? "?";
  }
  return out;
}

/** Windows-1252 bytes of a text (characters it cannot hold are replaced first, see above). */
export function encodeWindows1252(text: string): Buffer {
  const safe = toWindows1252Text(text);
  const bytes = Buffer.alloc(safe.length);
  let i = 0;
  for (const ch of safe) bytes[i++] = byteOf(ch.codePointAt(0)!)!;
  return bytes.subarray(0, i);
}

/** 1234 → "12,34": DATEV's amount, positive, decimal comma, no thousands separator. */
export const datevAmount = (cents: number): string => {
  if (!Number.isSafeInteger(cents) || cents <= 0) throw new Error(`DATEV amount must be positive: ${cents}`);
  return `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, "0")}`;
};

/** "2026-10-05" → "0510" (TTMM). */
export const datevDay = (iso: string): string => `${iso.slice(8, 10)}${iso.slice(5, 7)}`;

const compact = (iso: string) => iso.replaceAll("-", "");

/** A text as a DATEV text field holds it: control characters (line breaks, tabs) become a space. */
export const datevTextValue = (value: string, max: number): string =>
  value
    .replace(/\p{Cc}+/gu, " ")
    .trim()
    .slice(0, max);

/**
 * The Buchungstext (at most 60 characters) as DATEV shows it: a customer's name may bring „"“ and „;“,
 * which are mapped first (" → ', ; → ,) so the cut at 60 never leaves half a doubled quote and no
 * importer mistakes a semicolon for a field's end (#50 §4).
 */
export const datevBookingText = (value: string): string =>
  datevTextValue(toWindows1252Text(value).replaceAll('"', "'").replaceAll(";", ","), 60);

/** A text field: no control characters, at most `max` characters, quotes doubled, in quotes. */
function text(value: string, max: number): string {
  return `"${datevTextValue(value, max).replaceAll('"', '""')}"`;
}

/** Belegfeld 1 allows letters, digits and $ & % * + - / (at most 36). */
export const datevDocumentField = (value: string): string =>
  value.replace(/[^A-Za-z0-9_$&%*+\-/]/g, "").slice(0, 36);

/** "YYYYMMDDHHMMSSFFF" in shop time (Europe/Berlin). */
function stamp(d: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone: "Europe/Berlin",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(d)
      .map((p) => [p.type, p.value]),
  );
  const ms = String(d.getUTCMilliseconds()).padStart(3, "0");
  return `${parts.year}${parts.month}${parts.day}${parts.hour}${parts.minute}${parts.second}${ms}`;
}

/** „Blattwerk 01.10.-31.10.2026“: the batch's name (Bezeichnung, at most 30 characters). */
export function datevBatchLabel(from: string, to: string): string {
  const de = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.`;
  return `Blattwerk ${de(from)}-${de(to)}${to.slice(0, 4)}`;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The 31 header fields as written (text quoted), in DATEV's order. */
export function datevHeaderFields(h: DatevHeader): string[] {
  if (
    !ISO_DAY.test(h.from) ||
    !ISO_DAY.test(h.to) ||
    h.from > h.to ||
    h.from.slice(0, 4) !== h.to.slice(0, 4)
  )
    throw new Error(`DATEV period must be within one year: ${h.from}–${h.to}`);
  const fiscalYearStart = h.fiscalYearStart ?? `${h.from.slice(0, 4)}-01-01`;
  return [
    text("EXTF", 4), // 1 Kennzeichen: made by a program outside DATEV
    "700", // 2 Versionsnummer of the header
    "21", // 3 Formatkategorie: Buchungsstapel
    text("Buchungsstapel", 14), // 4 Formatname
    "13", // 5 Formatversion
    stamp(h.createdAt), // 6 Erzeugt am
    "", // 7 Importiert: set by DATEV
    text("RE", 2), // 8 Herkunft (as in DATEV's sample; the import sets its own)
    text(toWindows1252Text(h.exportedBy ?? "Blattwerk"), 25), // 9 Exportiert von
    text("", 0), // 10 Importiert von: set by DATEV
    String(h.consultantNumber), // 11 Beraternummer
    String(h.clientNumber), // 12 Mandantennummer
    compact(fiscalYearStart), // 13 WJ-Beginn
    String(DATEV_ACCOUNT_LENGTH), // 14 Sachkontenlänge
    compact(h.from), // 15 Datum vom
    compact(h.to), // 16 Datum bis
    text(datevBatchLabel(h.from, h.to), 30), // 17 Bezeichnung
    text("", 2), // 18 Diktatkürzel
    "1", // 19 Buchungstyp: Finanzbuchführung
    "0", // 20 Rechnungslegungszweck: unabhängig
    "0", // 21 Festschreibung: none, the tax adviser fixes the batch after review
    text("EUR", 3), // 22 WKZ
    "", // 23 reserviert
    text("", 0), // 24 Derivatskennzeichen
    "", // 25 reserviert
    "", // 26 reserviert
    text(h.chart === "SKR03" ? "03" : "04", 2), // 27 Sachkontenrahmen
    "", // 28 Branchenlösungs-ID
    "", // 29 reserviert
    text("", 0), // 30 reserviert
    text("", 0), // 31 Anwendungsinformation
  ];
}

/** One booking's 125 fields as written. */
export function datevBookingFields(b: DatevBooking): string[] {
  const values: string[] = new Array(DATEV_COLUMNS.length).fill("");
  const set = (column: number, value: string) => {
    values[column - 1] = value;
  };
  set(1, datevAmount(b.amountCents));
  set(2, b.side);
  set(3, "EUR");
  set(7, b.account);
  set(8, b.contraAccount);
  set(10, datevDay(b.date));
  set(11, datevDocumentField(b.documentNumber));
  set(14, datevBookingText(b.text));
  return values.map((v, i) => {
    const column = i + 1;
    if (!TEXT_COLUMNS.has(column)) return v;
    return text(v, column === 14 ? 60 : column === 11 ? 36 : 210);
  });
}

/** The file's text lines: header, column headings, one line per booking. */
export function datevLines(header: DatevHeader, bookings: readonly DatevBooking[]): string[] {
  for (const b of bookings) {
    if (b.date < header.from || b.date > header.to)
      throw new Error(`booking ${b.documentNumber} on ${b.date} lies outside ${header.from}–${header.to}`);
    if (!/^\d{4,9}$/.test(b.account) || !/^\d{4,9}$/.test(b.contraAccount))
      throw new Error(`booking ${b.documentNumber}: accounts must be 4 to 9 digits`);
  }
  return [
    datevHeaderFields(header).join(";"),
    DATEV_COLUMNS.join(";"),
    ...bookings.map((b) => datevBookingFields(b).join(";")),
  ];
}

/** The Buchungsstapel as DATEV imports it: Windows-1252, CR LF after every line. */
export function datevBuchungsstapel(header: DatevHeader, bookings: readonly DatevBooking[]): Buffer {
  return encodeWindows1252(
    datevLines(header, bookings)
      .map((l) => `${l}\r\n`)
      .join(""),
  );
}

/** `EXTF_Buchungsstapel_2026-10-01_bis_2026-10-31.csv`. */
export const datevFileName = (from: string, to: string) => `EXTF_Buchungsstapel_${from}_bis_${to}.csv`;
