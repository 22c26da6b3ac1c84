import { Check } from "lucide-react";
import type { HomeContent } from "../../../content/home";
import { buttonClass } from "../../components/ui/button";
import { useMessages } from "../../lib/i18n/react";
import { ScanDemo } from "../finder/scan-demo";
import { ScanLink } from "../finder/scan-link";
import { homeMessages } from "./messages";

/** Scan promo block (spec §1) with the scan demo widget (spec §4) in its slot. */
export function ScanPromo({ scanPromo }: { scanPromo: HomeContent["scanPromo"] }) {
  const { HOME } = useMessages(homeMessages);
  return (
    <section aria-labelledby="scan-promo-h" className="bg-leaf-950 text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 md:grid-cols-2 md:px-6">
        <div className="flex flex-col gap-5">
          <h2 id="scan-promo-h" className="text-3xl font-bold">
            {scanPromo.heading}
          </h2>
          <p className="text-lg text-leaf-100">{scanPromo.text}</p>
          <ul className="flex flex-col gap-2">
            {scanPromo.bullets.map((b) => (
              <li key={b} className="flex gap-2">
                <Check aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-leaf-300" /> {b}
              </li>
            ))}
          </ul>
          <ScanLink className={buttonClass("gradient", "lg", "self-start")}>{HOME.startScan}</ScanLink>
        </div>
        <div data-slot="scan-demo" className="rounded-3xl bg-white/5 p-6">
          <ScanDemo />
        </div>
      </div>
    </section>
  );
}
