import { HeartHandshake, Leaf, Pause, Play, ScanLine, ShieldCheck, Truck } from "lucide-react";
import type { BenefitIcon, HomeContent } from "../../../content/home";
import { useMessages } from "../../lib/i18n/react";
import { useShopSettings } from "../../lib/shop-settings";
import { homeMessages } from "./messages";

const ICONS: Record<BenefitIcon, typeof Truck> = {
  truck: Truck,
  leaf: Leaf,
  shield: ShieldCheck,
  scan: ScanLine,
  heart: HeartHandshake,
};

/** Continuously scrolling strip of the three benefits (spec §1), with a pause control; static with reduced motion. */
export function BenefitStrip({ benefits }: { benefits: HomeContent["benefits"] }) {
  const { HOME } = useMessages(homeMessages);
  const { freeShippingThreshold } = useShopSettings();
  const items = benefits.map((b) => ({ ...b, text: b.text.replace("{threshold}", freeShippingThreshold) }));
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
  // The pause control is a checkbox, so it works before and without JavaScript too (WCAG 2.2.2); with
  // reduced motion the strip stands still and needs none.
  return (
    <section
      aria-label={HOME.benefits}
      className="group relative overflow-hidden bg-leaf-800 py-3 text-white"
    >
      <div
        data-testid="benefit-strip"
        className="flex w-max animate-marquee group-has-[input:checked]:[animation-play-state:paused] motion-reduce:animate-none"
      >
        {row(false)}
        {row(true)}
      </div>
      <label className="absolute inset-y-0 right-0 flex cursor-pointer items-center bg-leaf-800 px-3 shadow-[-12px_0_12px_var(--color-leaf-800)] has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-white motion-reduce:hidden">
        <input type="checkbox" className="peer sr-only" data-testid="benefit-pause" />
        <span className="sr-only">{HOME.pauseBenefits}</span>
        <Pause aria-hidden className="h-4 w-4 peer-checked:hidden" />
        <Play aria-hidden className="hidden h-4 w-4 peer-checked:block" />
      </label>
    </section>
  );
}
