import { HeartHandshake, type LucideIcon, MapPin, ShieldCheck, Sun } from "lucide-react";
import type { AboutContent } from "../../../../content/pages";
import { useMessages } from "../../../lib/i18n/react";
import { infoMessages } from "../messages";
import { InfoSection } from "../shared/info-section";

/** One icon per value, in the order of the content. */
const ICONS: LucideIcon[] = [Sun, MapPin, HeartHandshake, ShieldCheck];

export function AboutValues({ values }: { values: AboutContent["values"] }) {
  const { INFO } = useMessages(infoMessages);
  return (
    <InfoSection id="werte" eyebrow={INFO.about.valuesEyebrow} heading={values.heading}>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {values.items.map((item, i) => {
          const Icon = ICONS[i % ICONS.length]!;
          return (
            <li key={item.title} className="flex flex-col gap-3 rounded-3xl bg-white p-6 shadow-sm">
              <span className="inline-flex h-12 w-12 items-center justify-center rounded-2xl bg-leaf-100 text-leaf-800">
                <Icon aria-hidden className="h-6 w-6" />
              </span>
              <h3 className="text-lg font-semibold text-leaf-950">{item.title}</h3>
              <p className="leading-relaxed text-stone-700">{item.text}</p>
            </li>
          );
        })}
      </ul>
    </InfoSection>
  );
}
