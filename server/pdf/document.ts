import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import { BRAND } from "../../domain/shop/brand";
import { fontRuns } from "../../domain/text/printable";

/**
 * The shop's PDF page: A4, Inter embedded (the 14 standard PDF fonts cannot print "€" reliably and
 * nothing outside WinAnsi), the brand line on top. Invoices and the legal attachments are drawn on it.
 * The full Inter (Google Fonts' build, as TTF): a buyer named Łukasz Wiśniewski or Şahin Çelik gets
 * every letter of the name, which the web fonts' Latin subset lacks; a TTF also parses faster than WOFF.
 */
const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: require.resolve("@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf"),
  bold: require.resolve("@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf"),
  /** Chinese characters and Japanese kana in a buyer's name or address (#29); only its glyphs in use are embedded. */
  cjk: require.resolve("@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf"),
};

/** The CJK font (10 MB) is read once per process, and only when a document needs it. */
let cjkFont: Buffer | undefined;
const registered = new WeakSet<Pdf>();
function cjkFontOf(doc: Pdf): Pdf {
  if (!registered.has(doc)) {
    cjkFont ??= readFileSync(FONT_FILES.cjk);
    doc.registerFont("cjk", cjkFont);
    registered.add(doc);
  }
  return doc.font("cjk");
}

/**
 * Lines a customer typed (name, address), each character in the embedded font that has it: Inter, or
 * Noto Sans SC for Chinese and Japanese (domain/text/printable.ts, the same tables checkout validates with).
 * Starts at (x, y) like doc.text; leaves `font` selected.
 */
export function customerText(
  doc: Pdf,
  lines: string[],
  x: number,
  y: number,
  options: PDFKit.Mixins.TextOptions & { font?: "regular" | "bold" } = {},
): Pdf {
  const { font = "regular", ...textOptions } = options;
  doc.x = x;
  doc.y = y;
  for (const line of lines) {
    const runs = fontRuns(line);
    runs.forEach((run, i) => {
      const lineOptions = { ...textOptions, continued: i < runs.length - 1 };
      const d = run.font === "cjk" ? cjkFontOf(doc) : doc.font(font);
      if (i === 0) d.text(run.text, x, doc.y, lineOptions);
      else d.text(run.text, lineOptions);
    });
  }
  return doc.font(font);
}

export const PDF_COLORS = { brand: "#1f5e3b", text: "#1c1917", muted: "#57534e", rule: "#d6d3d1" };
export const PDF_MARGIN = 56;

export type Pdf = PDFKit.PDFDocument;

export function createPdf({ title, subject }: { title: string; subject?: string }): Pdf {
  const doc = new PDFDocument({
    size: "A4",
    margin: PDF_MARGIN,
    lang: "de-DE",
    displayTitle: true,
    info: { Title: title, Author: BRAND.name, Subject: subject ?? title },
  });
  doc.registerFont("regular", FONT_FILES.regular);
  doc.registerFont("bold", FONT_FILES.bold);
  doc.font("regular").fontSize(10).fillColor(PDF_COLORS.text);
  doc.font("bold").fontSize(16).fillColor(PDF_COLORS.brand).text(BRAND.name);
  doc.font("regular").fontSize(10).fillColor(PDF_COLORS.text).moveDown(1.5);
  return doc;
}

/** Ends the document and collects it. Deterministic dates are set by the caller through `info`. */
export function pdfToBuffer(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.end();
  });
}
