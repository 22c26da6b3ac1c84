import type { InvestorContent } from "../../../../content/pages";
import { useMessages } from "../../../lib/i18n/react";
import { infoMessages } from "../messages";

export function InvestorHighlights({ highlights }: { highlights: InvestorContent["highlights"] }) {
  const { INFO } = useMessages(infoMessages);
  return (
    <section aria-labelledby="investor-highlights-heading" className="mx-auto max-w-6xl px-4 md:px-6">
      <h2 id="investor-highlights-heading" className="sr-only">
        {INFO.investor.highlightsHeading}
      </h2>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {highlights.map((h) => (
          <div
            key={h.label}
            className="flex flex-col-reverse justify-end gap-2 rounded-3xl bg-white p-6 shadow-sm"
          >
            <dt className="leading-snug text-stone-700">{h.label}</dt>
            <dd className="text-4xl font-bold tracking-tight whitespace-nowrap text-leaf-800">{h.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
