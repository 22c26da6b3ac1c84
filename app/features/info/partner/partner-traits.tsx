import { Check } from "lucide-react";
import type { PartnerContent } from "../../../../content/pages";
import { useMessages } from "../../../lib/i18n/react";
import { infoMessages } from "../messages";
import { InfoSection } from "../shared/info-section";

export function PartnerTraits({ traits }: { traits: PartnerContent["traits"] }) {
  const { INFO } = useMessages(infoMessages);
  return (
    <InfoSection id="was-du-mitbringst" heading={INFO.partner.traitsHeading} tone="white">
      <ul className="grid gap-x-10 gap-y-6 md:grid-cols-2">
        {traits.map((t) => (
          <li key={t.title} className="flex gap-4">
            <span className="mt-0.5 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-leaf-700 text-white">
              <Check aria-hidden className="h-5 w-5" />
            </span>
            <div>
              <h3 className="text-lg font-semibold text-leaf-950">{t.title}</h3>
              <p className="mt-1 leading-relaxed text-stone-700">{t.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </InfoSection>
  );
}
