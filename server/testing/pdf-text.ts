import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** The text a reader (poppler's pdftotext) gets out of a PDF: what customers and their tools see. */
export function pdfText(pdf: Buffer): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "bw-pdf-")), "doc.pdf");
  writeFileSync(file, pdf);
  return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
}

export interface PdfWord {
  page: number;
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

/** Every word with its box (points from the page's top left), as poppler reads it: where things are printed. */
export function pdfWords(pdf: Buffer): PdfWord[] {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "bw-pdf-")), "doc.pdf");
  writeFileSync(file, pdf);
  const html = execFileSync("pdftotext", ["-bbox", file, "-"], { encoding: "utf8" });
  const words: PdfWord[] = [];
  html.split("<page ").forEach((page, i) => {
    for (const m of page.matchAll(
      /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
    )) {
      words.push({
        page: i,
        text: m[5]!
          .replace(/&amp;/g, "&")
          .replace(/&lt;/g, "<")
          .replace(/&gt;/g, ">")
          .replace(/&quot;/g, '"'),
        xMin: Number(m[1]),
        yMin: Number(m[2]),
        xMax: Number(m[3]),
        yMax: Number(m[4]),
      });
    }
  });
  return words;
}
