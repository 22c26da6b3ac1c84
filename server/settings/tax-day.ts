import { smallBusinessAt, type TaxSettings } from "../../domain/shop/small-business";
import type { PublicChanges } from "../public-changes";

/**
 * A dated switch of the small-business rule (#50 §5) takes effect at midnight in Berlin, without anyone
 * saving anything: the cached pages still say „inkl. MwSt.“ (or „ohne USt.“) from the day before. This
 * watch compares the status each minute and drops the cached pages once when it turns.
 */
export function watchTaxDay({
  tax,
  publicChanges,
  now = () => new Date(),
  everyMs = 60_000,
}: {
  tax: () => Pick<TaxSettings, "smallBusiness" | "since">;
  publicChanges: Pick<PublicChanges, "changed">;
  now?: () => Date;
  everyMs?: number;
}): { check(): boolean; stop(): void } {
  let last = smallBusinessAt(tax(), now());
  /** True when the status turned since the last check (and the pages were dropped). */
  const check = () => {
    const current = smallBusinessAt(tax(), now());
    if (current === last) return false;
    last = current;
    publicChanges.changed("settings");
    return true;
  };
  const timer = setInterval(check, everyMs);
  timer.unref();
  return { check, stop: () => clearInterval(timer) };
}
