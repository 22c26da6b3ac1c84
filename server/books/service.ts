import { zipSync } from "fflate";
import Papa from "papaparse";
import {
  datevBookings,
  documentsJournal,
  type Journal,
  type PeriodTotals,
  paymentsJournal,
  periodTotals,
} from "../../domain/books/books";
import type { BooksDownloadKind, BooksPeriod } from "../../domain/books/books-period";
import { datevBuchungsstapel, datevFileName } from "../../domain/books/datev";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { renderInvoicePdf } from "../invoices/invoice-pdf";
import type { InvoiceData } from "../invoices/issue";
import { periodDocumentRows, periodDocuments, periodMovements, periodVoucherSales } from "./queries";

/**
 * A cell that a spreadsheet would run as a formula starts with = + @ a tab or CR, or with „-“ when it
 * is not a plain amount: those get a leading apostrophe (CSV injection). „-10,70“ stays a number.
 */
export const FORMULA_START = /^[=+@\t\r]|^-(?!\d+(,\d+)?$)/;

/** A journal as CSV for German Excel: BOM, semicolons, CR LF, formulas defused. */
export function journalCsv(journal: Journal): string {
  const csv = Papa.unparse(
    { fields: journal.header, data: journal.rows },
    { delimiter: ";", newline: "\r\n", escapeFormulae: FORMULA_START },
  );
  return `\uFEFF${csv}\r\n`;
}

const span = (p: BooksPeriod) => `${p.from}-bis-${p.to}`;

/**
 * The most PDFs one archive holds: each takes tens of milliseconds to draw, and a request should end
 * within a minute. A longer period is asked to be split.
 */
export const PDF_ARCHIVE_MAX = 1500;

export const BOOKS_MESSAGES = {
  tooManyPdfs: (n: number) =>
    `In diesem Zeitraum liegen ${n.toLocaleString("de-DE")} Belege; ein Archiv fasst höchstens ${PDF_ARCHIVE_MAX.toLocaleString("de-DE")}. Bitte wähle einen kürzeren Zeitraum, zum Beispiel einen Monat.`,
} as const;

export interface BooksDownload {
  body: Uint8Array | string;
  contentType: string;
  fileName: string;
}

/**
 * The books of a period for the tax adviser (#27, /admin/books): totals per VAT rate, the documents
 * and payments journals, the DATEV Buchungsstapel and every document as a PDF in one ZIP. Everything
 * is read from the ledger (documents and money movements) for the period; nothing is stored.
 */
export function createBooksService({ db, config }: { db: Db; config: Pick<Config, "datev"> }) {
  const read = async (period: BooksPeriod) => {
    const [documents, movements] = await Promise.all([
      periodDocuments(db, period),
      periodMovements(db, period),
    ]);
    return { documents, movements };
  };
  return {
    datevSettings: config.datev,
    async summary(period: BooksPeriod): Promise<PeriodTotals> {
      const { documents, movements } = await read(period);
      return periodTotals(documents, movements);
    },
    /** The file, or a German sentence why there is none (too many PDFs for one archive). */
    async download(
      kind: BooksDownloadKind,
      period: BooksPeriod,
      now = new Date(),
    ): Promise<BooksDownload | { refused: string }> {
      if (kind === "pdfs") {
        const archive = await pdfArchive(db, period);
        if ("tooMany" in archive) return { refused: BOOKS_MESSAGES.tooManyPdfs(archive.tooMany) };
        return {
          body: archive.zip,
          contentType: "application/zip",
          fileName: `Blattwerk-Belege-${span(period)}.zip`,
        };
      }
      const { documents, movements } = await read(period);
      if (kind === "datev") {
        const { datev } = config;
        return {
          body: datevBuchungsstapel(
            {
              consultantNumber: datev.consultantNumber,
              clientNumber: datev.clientNumber,
              chart: datev.chart,
              from: period.from,
              to: period.to,
              createdAt: now,
            },
            datevBookings(documents, movements, datev.accounts, await periodVoucherSales(db, period)),
          ),
          // DATEV reads Windows-1252 (ANSI); the browser is told so it keeps the bytes as they are.
          contentType: "text/csv; charset=windows-1252",
          fileName: datevFileName(period.from, period.to),
        };
      }
      const journal = kind === "documents" ? documentsJournal(documents) : paymentsJournal(movements);
      return {
        body: journalCsv(journal),
        contentType: "text/csv; charset=utf-8",
        fileName: `Blattwerk-${kind === "documents" ? "Belegjournal" : "Zahlungsjournal"}-${span(period)}.csv`,
      };
    },
  };
}

export type BooksService = ReturnType<typeof createBooksService>;

/**
 * Every document of the period as its PDF (drawn from the frozen snapshot, as the customer got it),
 * one ZIP, named by number. PDFs are compressed already: stored, not deflated again.
 */
export async function pdfArchive(
  db: Db,
  period: BooksPeriod,
  max = PDF_ARCHIVE_MAX,
): Promise<{ zip: Uint8Array } | { tooMany: number }> {
  const rows = await periodDocumentRows(db, period);
  if (rows.length > max) return { tooMany: rows.length };
  const files: Record<string, [Uint8Array, { level: 0; mtime: Date }]> = {};
  for (const r of rows) {
    const pdf = await renderInvoicePdf(r.data as InvoiceData, r.issuedAt);
    files[`${r.number}.pdf`] = [new Uint8Array(pdf), { level: 0, mtime: r.issuedAt }];
  }
  return { zip: zipSync(files) };
}
