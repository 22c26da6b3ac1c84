import type { ScanResult } from "./result-params";

/** The query string (without "?") for a result; lux rounded to whole lux, confidence to 2 places. */
export function resultSearch(r: ScanResult): string {
  const p = new URLSearchParams({ light: r.light });
  if (r.confidence !== undefined) p.set("confidence", String(Math.round(r.confidence * 100) / 100));
  if (r.lux !== undefined) p.set("lux", String(Math.round(r.lux)));
  if (r.min !== undefined) p.set("min", String(Math.round(r.min)));
  if (r.max !== undefined) p.set("max", String(Math.round(r.max)));
  if (r.method !== "example") p.set("method", r.method);
  if (r.path) p.set("path", r.path);
  if (r.basis) p.set("basis", r.basis);
  if (r.colour) p.set("colour", r.colour);
  if (r.note) p.set("note", r.note);
  if (r.at !== undefined) p.set("at", String(Math.round(r.at)));
  if (r.pets) p.set("pets", "1");
  if (r.lowCare) p.set("lowCare", "1");
  return p.toString();
}
