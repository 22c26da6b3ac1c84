import { HeartHandshake, Leaf, ScanLine, ShieldCheck, Truck } from "lucide-react";
import { BENEFITS, type BenefitIcon } from "../../../content/home";
import { useShopSettings } from "../../lib/shop-settings";
import { HOME } from "./messages";

const ICONS: Record<BenefitIcon, typeof Truck> = {
  truck: Truck,
  leaf: Leaf,
  shield: ShieldCheck,
  scan: ScanLine,
  heart: HeartHandshake,
};

/** Continuously scrolling strip of the three benefits (spec §1); static with reduced motion. */
export function BenefitStrip() {
  const { freeShippingThreshold } = useShopSettings();
  const items = BENEFITS.map((b) => ({ ...b, text: b.text.replace("{threshold}", freeShippingThreshold) }));
  const row = (hidden: boolean) => (
    <ul aria-hidden={hidden || undefined} className="flex shrink-0 items-center gap-12 pr-12">
      {[...items, ...items].map((b, i) => {
        const Icon = ICONS[b.icon];
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the list repeats on purpose
          <li key={i} className="flex items-center gap-2 whitespace-nowrap text-sm font-medium">
            <Icon aria-hidden className="h-4 w-4" /> {b.text}
          </li>
        );
      })}
    </ul>
  );
  return (
    <section aria-label={HOME.benefits} className="overflow-hidden bg-leaf-800 py-3 text-white">
      <div data-testid="benefit-strip" className="flex w-max animate-marquee motion-reduce:animate-none">
        {row(false)}
        {row(true)}
      </div>
    </section>
  );
}
