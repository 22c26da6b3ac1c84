import { CloudSun, Moon, PencilLine, ScanLine, Sun } from "lucide-react";
import { UNSURE_BELOW } from "../../../../domain/scan/light";
import type { SpotClass } from "../../../../domain/scan/verdict";
import { buttonClass } from "../../../components/ui/button";
import { LANGUAGE_TAG, type Locale } from "../../../lib/i18n/locale";
import { Link, useLocale, useMessages } from "../../../lib/i18n/react";
import { finderMessages } from "../messages";
import type { ScanResult } from "../result-params";
import { ScanLink } from "../scan-link";

const LEVEL_ICON = { low: Moon, medium: CloudSun, high: Sun } as const;
type Results = (typeof finderMessages)["de"]["RESULTS"];

/** Numbers as the page's language writes them (1.200 lx on German pages, 1,200 lx on English ones). */
function formats(locale: Locale) {
  const tag = LANGUAGE_TAG[locale];
  const format = (digits: number) => new Intl.NumberFormat(tag, { maximumSignificantDigits: digits });
  return {
    twoDigits: format(2),
    oneDigit: format(1),
    dliFormat: new Intl.NumberFormat(tag, { maximumFractionDigits: 1, minimumFractionDigits: 1 }),
  };
}

function methodText(r: ScanResult, RESULTS: Results): string {
  if (r.method === "manual") return RESULTS.method.manual;
  if (r.method === "example") return RESULTS.method.example;
  if (r.path) return RESULTS.method.path[r.path];
  return r.basis === "exposure" ? RESULTS.method.exposure : RESULTS.method.frame;
}

/**
 * The illuminance only as precisely as it was measured: a blown-out frame says it is above the
 * camera's range, a bound says so, a wide range is named as a range, a description gets one digit.
 */
export function luxText(
  r: ScanResult,
  RESULTS: Results = finderMessages.de.RESULTS,
  locale: Locale = "de",
): string | null {
  if (r.lux === undefined) return null;
  const { oneDigit, twoDigits } = formats(locale);
  // "Brighter than the camera can measure" only while the camera's bound is what is shown.
  const cameraAlone = !r.verdict?.basis || r.verdict.basis === "camera";
  if (r.note === "above-range" && cameraAlone) return RESULTS.luxAbove(oneDigit.format(r.min ?? r.lux));
  const hasMin = r.min !== undefined && r.min > 0;
  const hasMax = r.max !== undefined;
  if (hasMin && !hasMax) return RESULTS.luxAtLeast(oneDigit.format(r.min!));
  if (!hasMin && hasMax) return RESULTS.luxBelow(oneDigit.format(Math.max(r.max!, 1)));
  if (hasMin && hasMax && r.max! / r.min! > 1.8)
    return RESULTS.luxRange(oneDigit.format(r.min!), oneDigit.format(r.max!));
  const precise = r.method === "camera" && (r.path === "manual-exposure" || r.path === "reported" || !r.path);
  return RESULTS.lux((precise ? twoDigits : oneDigit).format(r.lux));
}

function Seasons({ seasons }: { seasons: NonNullable<ScanResult["seasons"]> }) {
  const { RESULTS, LIGHT_LABEL } = useMessages(finderMessages);
  const { oneDigit, dliFormat } = formats(useLocale());
  const rows = [
    ["summer", RESULTS.summer, seasons.summer],
    ["winter", RESULTS.winter, seasons.winter],
  ] as const;
  const darker = seasons.winter.level !== seasons.summer.level;
  const value = seasons.bound ? RESULTS.seasonBound[seasons.bound] : RESULTS.seasonValue;
  return (
    <div data-testid="seasons" className="mt-2 flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-leaf-950">{RESULTS.seasons}</h3>
      <dl className="grid gap-2 sm:grid-cols-2">
        {rows.map(([key, label, s]) => (
          <div key={key} data-testid={`season-${key}`} className="rounded-2xl bg-leaf-50 px-3 py-2">
            <dt className="text-xs font-medium uppercase tracking-wide text-stone-600">{label}</dt>
            <dd className="text-sm text-leaf-950">
              <span className="font-semibold">{LIGHT_LABEL[s.level]}</span>
              <span className="block text-stone-700">
                {value(oneDigit.format(Math.max(s.lux, 1)), dliFormat.format(s.dli))}
              </span>
            </dd>
          </div>
        ))}
      </dl>
      {seasons.basis ? (
        <p data-testid="seasons-basis" className="text-xs text-stone-700">
          {seasons.basis === "scaled" ? RESULTS.seasonsScaled : RESULTS.seasonsModelOnly}
        </p>
      ) : null}
      <p className="text-xs text-stone-600">{RESULTS.dliExplained}</p>
      {darker ? (
        <p data-testid="winter-darker" className="text-sm font-medium text-terracotta">
          {RESULTS.winterDarker}
        </p>
      ) : null}
    </div>
  );
}

type Verdict = NonNullable<ScanResult["verdict"]>;

/** Measured after sunset without a described window: no verdict, a daytime measurement or a description. */
function NightNotice() {
  const { RESULTS } = useMessages(finderMessages);
  return (
    <section
      aria-labelledby="night-h"
      data-testid="measurement-night"
      className="flex flex-col gap-3 rounded-3xl bg-white p-5 shadow-sm md:p-6"
    >
      <div className="flex items-start gap-4">
        <span className="flex h-14 w-14 shrink-0 items-center justify-center rounded-2xl bg-leaf-950 text-white">
          <Moon aria-hidden className="h-7 w-7" />
        </span>
        <div className="flex flex-col gap-1">
          <h2 id="night-h" className="text-2xl font-bold text-leaf-950">
            {RESULTS.verdict.nightTitle}
          </h2>
          <p className="text-stone-700">{RESULTS.verdict.nightText}</p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <ScanLink className={buttonClass("gradient", "sm")}>
          <ScanLine aria-hidden className="h-4 w-4" />
          {RESULTS.verdict.measureByDay}
        </ScanLink>
        <Link to="/ai-finder?mode=manual" className={buttonClass("outline", "sm")}>
          <PencilLine aria-hidden className="h-4 w-4" />
          {RESULTS.describeSpot}
        </Link>
      </div>
    </section>
  );
}

/** What the verdict rests on, in words (nothing for a reading that decided alone). */
function basisText(v: Verdict | undefined, RESULTS: Results): string | null {
  if (v?.cameraLimit === "night") return RESULTS.verdict.night;
  if (!v?.basis || v.basis === "camera" || v.basis === "description") return null;
  return RESULTS.verdict.basis[v.basis];
}

/** What was measured at the spot, how, and how sure we are – including saying so when we are not. */
export function MeasurementSummary({ result }: { result: ScanResult }) {
  const { RESULTS, LIGHT_LABEL, COLOUR_LABEL } = useMessages(finderMessages);
  const locale = useLocale();
  if (result.verdict?.kind === "night") return <NightNotice />;
  const v = result.verdict;
  const tooDark = v?.kind === "too-dark";
  const label = (c: SpotClass) => (c === "too-dark" ? RESULTS.verdict.tooDark : LIGHT_LABEL[c]);
  const Icon = tooDark ? Moon : LEVEL_ICON[result.light];
  const unsure = result.confidence !== undefined && result.confidence < UNSURE_BELOW;
  // The camera's own notes speak for a reading that decided alone; where the description or the model
  // decided, the basis says why instead. Out of range is said whatever the confidence.
  const cameraAlone = !v?.basis || v.basis === "camera";
  const note = !cameraAlone
    ? null
    : result.note === "above-range" || result.note === "below-range"
      ? RESULTS.unsure[result.note]
      : unsure
        ? result.note
          ? RESULTS.unsure[result.note]
          : RESULTS.unsureUnnamed
        : null;
  const lux = luxText(result, RESULTS, locale);
  const { dliFormat } = formats(locale);
  const basis = basisText(v, RESULTS);
  const contradiction = v?.contradiction
    ? RESULTS.verdict.contradiction(label(v.contradiction.camera), label(v.contradiction.description))
    : null;
  return (
    <section
      aria-labelledby="spot-h"
      data-testid="measurement"
      data-verdict={v?.kind}
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
            {tooDark ? RESULTS.verdict.tooDark : LIGHT_LABEL[result.light]}
          </p>
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700">
            {lux ? <li data-testid="measured-lux">{lux}</li> : null}
            {v?.dli !== undefined ? (
              <li data-testid="measured-dli">{RESULTS.verdict.dli(dliFormat.format(v.dli))}</li>
            ) : null}
            {result.confidence !== undefined ? (
              <li data-testid="measured-confidence">
                {RESULTS.confidence(Math.round(result.confidence * 100))}
              </li>
            ) : null}
            {result.colour && result.colour !== "neutral" ? <li>{COLOUR_LABEL[result.colour]}</li> : null}
            {v?.directSun ? (
              <li data-testid="direct-sun" className="flex items-center gap-1 font-semibold text-terracotta">
                <Sun aria-hidden className="h-4 w-4" />
                {RESULTS.verdict.directSun}
              </li>
            ) : null}
          </ul>
          <p data-testid="measured-method" className="text-sm text-stone-600">
            {methodText(result, RESULTS)}
          </p>
          {basis ? (
            <p data-testid="measured-basis" className="text-sm text-stone-700">
              {basis}
            </p>
          ) : null}
          {contradiction ? (
            <p data-testid="contradiction" className="text-sm font-medium text-terracotta">
              {contradiction}
            </p>
          ) : null}
          {note ? (
            <p data-testid="measured-unsure" className="text-sm font-medium text-terracotta">
              {note}
            </p>
          ) : null}
          {tooDark ? (
            <p data-testid="too-dark" className="text-sm font-medium text-terracotta">
              {RESULTS.verdict.tooDarkText}
            </p>
          ) : null}
          {v?.directSun ? <p className="text-sm text-stone-700">{RESULTS.verdict.directSunText}</p> : null}
          {result.seasons ? <Seasons seasons={result.seasons} /> : null}
        </div>
      </div>
      <div className="flex flex-wrap gap-2 md:shrink-0 md:flex-col md:items-stretch">
        <ScanLink className={buttonClass("gradient", "sm")}>
          <ScanLine aria-hidden className="h-4 w-4" />
          {result.method === "example" ? RESULTS.startScan : RESULTS.rescan}
        </ScanLink>
        {(unsure || tooDark) && result.method === "camera" ? (
          <Link to="/ai-finder?mode=manual" className={buttonClass("outline", "sm")}>
            <PencilLine aria-hidden className="h-4 w-4" />
            {tooDark ? RESULTS.describeSpot : RESULTS.checkByHand}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
