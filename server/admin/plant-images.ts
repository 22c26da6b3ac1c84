import sharp from "sharp";
import type { AdminPlantRefusals } from "../../domain/contracts/admin-plant-messages";
import type { Refusal } from "../../domain/text/refusal";

/** Uploads of the back office's plant form (#17). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** The widths written for every upload (WebP); the middle one is what plants.images points at. */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;
/** Larger images are refused before decoding (a small file can claim huge dimensions). */
const MAX_PIXELS = 50_000_000;

export type ImageResult =
  | { ok: true; widths: { width: number; height: number; data: Buffer }[] }
  | ({ ok: false } & Refusal<Pick<AdminPlantRefusals, ImageProblem>>);

type ImageProblem = "image_too_large" | "image_empty" | "image_wrong_type" | "image_broken";

const ACCEPTED = new Set(["jpeg", "png", "webp"]);

/**
 * Decides by content, never by name or declared type: sharp reads the header; only JPEG, PNG and WebP
 * pass. Each width is a fresh WebP encode of the rotated pixels, so EXIF, GPS, ICC and XMP stay behind
 * (sharp writes no metadata unless asked with withMetadata/keepMetadata).
 */
export async function processPlantImage(file: Uint8Array): Promise<ImageResult> {
  if (file.byteLength === 0) return { ok: false, error: "image_empty" };
  if (file.byteLength > MAX_IMAGE_BYTES) return { ok: false, error: "image_too_large" };
  let format: string | undefined;
  try {
    const meta = await sharp(file, { limitInputPixels: MAX_PIXELS }).metadata();
    format = meta.format;
    if (!meta.width || !meta.height) return { ok: false, error: "image_broken" };
  } catch {
    return { ok: false, error: "image_broken" };
  }
  if (!format || !ACCEPTED.has(format)) return { ok: false, error: "image_wrong_type" };
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
    return { ok: false, error: "image_broken" };
  }
}
