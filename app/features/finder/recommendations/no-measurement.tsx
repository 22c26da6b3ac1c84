import { PencilLine, ScanLine } from "lucide-react";
import { buttonClass, LinkButton } from "../../../components/ui/button";
import { useMessages } from "../../../lib/i18n/react";
import { finderMessages } from "../messages";
import { ScanLink } from "../scan-link";

/** /plant-recommendations without a measurement in the URL: how to get one. */
export function NoMeasurement() {
  const { RESULTS } = useMessages(finderMessages);
  return (
    <section
      aria-labelledby="no-measurement-h"
      data-testid="no-measurement"
      className="flex flex-col items-start gap-4 rounded-3xl bg-white p-6 shadow-sm md:p-8"
    >
      <h2 id="no-measurement-h" className="text-2xl font-bold text-leaf-950">
        {RESULTS.noMeasurement}
      </h2>
      <p className="max-w-2xl text-stone-700">{RESULTS.noMeasurementText}</p>
      <div className="flex flex-wrap gap-3">
        <ScanLink className={buttonClass("gradient", "md")}>
          <ScanLine aria-hidden className="h-5 w-5" />
          {RESULTS.startScan}
        </ScanLink>
        <LinkButton to="/ai-finder?mode=manual" variant="outline">
          <PencilLine aria-hidden className="h-5 w-5" />
          {RESULTS.describeSpot}
        </LinkButton>
      </div>
    </section>
  );
}
