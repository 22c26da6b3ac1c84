import { CloudSun, Eye, type LucideIcon, MapPinned, Sprout, Target } from "lucide-react";
import type { PartnerContent } from "../../../../content/pages";
import { useMessages } from "../../../lib/i18n/react";
import { infoMessages } from "../messages";
import { InfoSection } from "../shared/info-section";

const ICONS: LucideIcon[] = [MapPinned, Target, Sprout, CloudSun, Eye];

export function PartnerBenefits({ benefits }: { benefits: PartnerContent["benefits"] }) {
  const { INFO } = useMessages(infoMessages);
  return (
    <InfoSection id="vorteile" heading={INFO.partner.benefitsHeading}>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {benefits.map((b, i) => {
          const Icon = ICONS[i % ICONS.length]!;
          return (
            <li key={b.title} className="flex flex-col gap-3 rounded-3xl bg-white p-6 shadow-sm">
              <span className="inline-flex h-12 w-12 items-center justify-center rounded-2xl bg-leaf-100 text-leaf-800">
                <Icon aria-hidden className="h-6 w-6" />
              </span>
              <h3 className="text-lg font-semibold text-leaf-950">{b.title}</h3>
              <p className="leading-relaxed text-stone-700">{b.text}</p>
            </li>
          );
        })}
      </ul>
    </InfoSection>
  );
}
