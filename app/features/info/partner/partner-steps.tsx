import type { PartnerContent } from "../../../../content/pages";
import { useMessages } from "../../../lib/i18n/react";
import { infoMessages } from "../messages";
import { InfoSection } from "../shared/info-section";

/** Apply; we set everything up; ship and earn along (spec §2). */
export function PartnerSteps({ steps }: { steps: PartnerContent["steps"] }) {
  const { INFO } = useMessages(infoMessages);
  return (
    <InfoSection id="so-gehts" heading={INFO.partner.stepsHeading} tone="white">
      <ol className="grid gap-5 md:grid-cols-3">
        {steps.map((step, i) => (
          <li key={step.title} className="flex flex-col gap-3 rounded-3xl bg-cream p-6 md:p-8">
            <span
              aria-hidden
              className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-leaf-700 text-xl font-bold text-white"
            >
              {i + 1}
            </span>
            <h3 className="text-xl font-semibold text-leaf-950">{step.title}</h3>
            <p className="leading-relaxed text-stone-700">{step.text}</p>
          </li>
        ))}
      </ol>
    </InfoSection>
  );
}
