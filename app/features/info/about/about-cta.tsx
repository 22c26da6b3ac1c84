import { ScanLine, Sprout } from "lucide-react";
import type { AboutContent } from "../../../../content/pages";
import { LinkButton } from "../../../components/ui/button";
import { useMessages } from "../../../lib/i18n/react";
import { infoMessages } from "../messages";

/** Closing call to action: the scan and the shop (spec §2). */
export function AboutCta({ cta }: { cta: AboutContent["cta"] }) {
  const { INFO } = useMessages(infoMessages);
  return (
    <section aria-labelledby="about-cta-heading" className="px-4 py-14 md:px-6 md:py-20">
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 rounded-3xl bg-leaf-800 p-8 text-white md:flex-row md:items-center md:justify-between md:p-12">
        <div className="max-w-2xl">
          <h2 id="about-cta-heading" className="text-3xl font-bold tracking-tight text-balance">
            {cta.heading}
          </h2>
          <p className="mt-3 text-lg text-leaf-100">{cta.text}</p>
        </div>
        <div className="flex flex-wrap gap-3 md:shrink-0 md:flex-col lg:flex-row">
          <LinkButton to="/ai-finder" variant="light" size="lg">
            <ScanLine aria-hidden className="h-5 w-5" />
            {INFO.about.scanButton}
          </LinkButton>
          <LinkButton
            to="/shop"
            variant="outline"
            size="lg"
            className="border-white text-white hover:bg-white/10"
          >
            <Sprout aria-hidden className="h-5 w-5" />
            {INFO.about.shopButton}
          </LinkButton>
        </div>
      </div>
    </section>
  );
}
