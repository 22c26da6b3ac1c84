import type { AboutContent } from "../../../../content/pages";
import { useMessages } from "../../../lib/i18n/react";
import { infoMessages } from "../messages";
import { InfoSection } from "../shared/info-section";

/** How the scan works: data fusion, 98 % accuracy (spec §2, §9), facts as large figures. */
export function AboutTechnology({ technology }: { technology: AboutContent["technology"] }) {
  const { INFO } = useMessages(infoMessages);
  return (
    <InfoSection
      id="technologie"
      eyebrow={INFO.about.technologyEyebrow}
      heading={technology.heading}
      tone="dark"
    >
      <div className="grid gap-10 lg:grid-cols-2">
        <div className="flex flex-col gap-5 text-lg leading-relaxed text-leaf-100">
          {technology.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
        <dl className="grid grid-cols-2 gap-4 self-start">
          {technology.facts.map((f) => (
            <div
              key={f.label}
              className="flex flex-col-reverse justify-end gap-2 rounded-3xl bg-white/10 p-5"
            >
              <dt className="text-sm leading-snug text-leaf-100">{f.label}</dt>
              <dd className="text-2xl font-bold whitespace-nowrap text-white sm:text-3xl md:text-4xl">
                {f.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </InfoSection>
  );
}
