import sharp from "sharp";

/** Uploads of the back office's plant form (#17). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** The widths written for every upload (WebP); the middle one is what plants.images points at. */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;
/** Larger images are refused before decoding (a small file can claim huge dimensions). */
const MAX_PIXELS = 50_000_000;

export const IMAGE_MESSAGES = {
  tooLarge: "Das Bild ist zu groß: höchstens 10 MB.",
  empty: "Bitte wähle ein Bild aus.",
  wrongType: "Dieses Format geht nicht: bitte ein JPEG-, PNG- oder WebP-Bild hochladen.",
  broken: "Die Datei ist kein lesbares Bild. Bitte prüfe sie und versuche es noch einmal.",
} as const;

export type ImageResult =
  | { ok: true; widths: { width: number; height: number; data: Buffer }[] }
  | { ok: false; message: string };

const ACCEPTED = new Set(["jpeg", "png", "webp"]);

/**
 * Decides by content, never by name or declared type: sharp reads the header; only JPEG, PNG and WebP
 * pass. Each width is a fresh WebP encode of the rotated pixels, so EXIF, GPS, ICC and XMP stay behind
 * (sharp writes no metadata unless asked with withMetadata/keepMetadata).
 */
export async function processPlantImage(file: Uint8Array): Promise<ImageResult> {
  if (file.byteLength === 0) return { ok: false, message: IMAGE_MESSAGES.empty };
  if (file.byteLength > MAX_IMAGE_BYTES) return { ok: false, message: IMAGE_MESSAGES.tooLarge };
  let format: string | undefined;
  try {
    const meta = await sharp(file, { limitInputPixels: MAX_PIXELS }).metadata();
    format = meta.format;
    if (!meta.width || !meta.height) return { ok: false, message: IMAGE_MESSAGES.broken };
  } catch {
    return { ok: false, message: IMAGE_MESSAGES.broken };
  }
  if (!format || !ACCEPTED.has(format)) return { ok: false, message: IMAGE_MESSAGES.wrongType };
  try {
    const widths = [];
    for (const width of IMAGE_WIDTHS) {
      const { data, info } = await sharp(file, { limitInputPixels: MAX_PIXELS, failOn: "error" })
        .rotate() // applies the EXIF orientation before the EXIF is dropped
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      widths.push({ width, height: info.height, data });
    }
    return { ok: true, widths };
  } catch {
    // A header that reads but pixels that do not (a truncated file).
    return { ok: false, message: IMAGE_MESSAGES.broken };
  }
}
