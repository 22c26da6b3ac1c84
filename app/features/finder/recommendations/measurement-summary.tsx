import { CloudSun, Moon, PencilLine, ScanLine, Sun } from "lucide-react";
import { Link } from "react-router";
import { UNSURE_BELOW } from "../../../../domain/light";
import { buttonClass } from "../../../components/ui/button";
import { COLOUR_LABEL, LIGHT_LABEL, RESULTS } from "../messages";
import type { ScanResult } from "../result-params";
import { ScanLink } from "../scan-link";

const LEVEL_ICON = { low: Moon, medium: CloudSun, high: Sun } as const;
const luxFormat = new Intl.NumberFormat("de-DE", { maximumSignificantDigits: 2 });

function methodText(r: ScanResult): string {
  if (r.method === "manual") return RESULTS.method.manual;
  if (r.method === "example") return RESULTS.method.example;
  return r.basis === "exposure" ? RESULTS.method.exposure : RESULTS.method.frame;
}

/** What was measured at the spot, how, and how sure we are – including saying so when we are not. */
export function MeasurementSummary({ result }: { result: ScanResult }) {
  const Icon = LEVEL_ICON[result.light];
  const unsure = result.confidence !== undefined && result.confidence < UNSURE_BELOW;
  return (
    <section
      aria-labelledby="spot-h"
      data-testid="measurement"
      className="flex flex-col gap-4 rounded-3xl bg-white p-5 shadow-sm md:flex-row md:items-center md:justify-between md:p-6"
    >
      <div className="flex items-start gap-4">
        <span className="flex h-14 w-14 shrink-0 items-center justify-center rounded-2xl bg-scan-gradient text-white">
          <Icon aria-hidden className="h-7 w-7" />
        </span>
        <div className="flex flex-col gap-1">
          <h2 id="spot-h" className="text-sm font-medium uppercase tracking-wide text-stone-600">
            {RESULTS.spot}
          </h2>
          <p data-testid="measured-light" className="text-2xl font-bold text-leaf-950">
            {LIGHT_LABEL[result.light]}
          </p>
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700">
            {result.lux !== undefined ? (
              <li data-testid="measured-lux">{RESULTS.lux(luxFormat.format(result.lux))}</li>
            ) : null}
            {result.confidence !== undefined ? (
              <li data-testid="measured-confidence">
                {RESULTS.confidence(Math.round(result.confidence * 100))}
              </li>
            ) : null}
            {result.colour && result.colour !== "neutral" ? <li>{COLOUR_LABEL[result.colour]}</li> : null}
          </ul>
          <p data-testid="measured-method" className="text-sm text-stone-600">
            {methodText(result)}
          </p>
          {unsure ? (
            <p data-testid="measured-unsure" className="text-sm font-medium text-terracotta">
              {RESULTS.unsure[result.note ?? "near-threshold"]}
            </p>
          ) : null}
        </div>
      </div>
      <div className="flex flex-wrap gap-2 md:flex-col md:items-stretch">
        <ScanLink className={buttonClass("gradient", "sm")}>
          <ScanLine aria-hidden className="h-4 w-4" />
          {result.method === "example" ? RESULTS.startScan : RESULTS.rescan}
        </ScanLink>
        {unsure && result.method === "camera" ? (
          <Link to="/ai-finder?mode=manual" className={buttonClass("outline", "sm")}>
            <PencilLine aria-hidden className="h-4 w-4" />
            {RESULTS.checkByHand}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
