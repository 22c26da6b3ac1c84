import { MapPin, Trash2 } from "lucide-react";
import { useState } from "react";
import { useRevalidator } from "react-router";
import type { Fit, SpotWithPlants } from "../../../domain/contracts/spots";
import { LinkButton } from "../../components/ui/button";
import { api, contract } from "../../lib/api";
import { formatShopDate, formatShopDateTime } from "../../lib/dates/shop-dates";
import { LANGUAGE_TAG } from "../../lib/i18n/locale";
import { Link, useLocale, useMessages } from "../../lib/i18n/react";
import { finderMessages } from "../finder/messages";
import { luxText } from "../finder/recommendations/measurement-summary";
import type { ScanResult } from "../finder/result-params";
import { resultSearch } from "../finder/result-search";

/** The described spot's fields in the order the form asks them: the stored object's key order is the
 * database's (PostgreSQL's jsonb sorts keys), and a link should not change with the database. */
const SPOT_FIELDS = ["window", "azimuth", "distance", "obstruction", "shadow", "plz"] as const;

/** The recommendations page of a kept spot: a described spot is described again (seasons recomputed). */
function resultsHref(m: SpotWithPlants["measurement"]): string {
  if (m.method === "manual" && m.spot) {
    const spot = m.spot as Partial<Record<(typeof SPOT_FIELDS)[number], string | number>>;
    const p = new URLSearchParams();
    for (const k of SPOT_FIELDS) if (spot[k] !== undefined) p.set(k, String(spot[k]));
    return `/plant-recommendations?${p}`;
  }
  // A camera spot is judged again from the camera's own reading and the window said beside it.
  const r = m as ScanResult;
  const reading = r.reading ? { lux: r.reading.lux, min: r.reading.min, max: r.reading.max } : {};
  const search = new URLSearchParams(resultSearch({ ...r, ...reading }));
  for (const [k, v] of Object.entries(r.window ?? {})) search.set(k, String(v));
  return `/plant-recommendations?${search}`;
}

/** When it was measured, how, what was said about the window, and summer and winter, as the results page said. */
function SpotDetails({ m }: { m: ScanResult }) {
  const locale = useLocale();
  const { SPOTS, RESULTS, LIGHT_LABEL, MANUAL } = useMessages(finderMessages);
  const dli = new Intl.NumberFormat(LANGUAGE_TAG[locale], {
    maximumFractionDigits: 1,
    minimumFractionDigits: 1,
  });
  const w = m.window ?? m.spot;
  return (
    <div data-testid="spot-details" className="flex flex-col gap-1 text-sm text-stone-700">
      {m.at !== undefined ? (
        <p data-testid="spot-measured-at">{SPOTS.measuredAt(formatShopDateTime(m.at, locale))}</p>
      ) : null}
      <p>
        {m.method === "manual"
          ? RESULTS.method.manual
          : m.path
            ? RESULTS.method.path[m.path]
            : RESULTS.method.frame}
      </p>
      {w ? (
        <p data-testid="spot-window">
          {[
            MANUAL.windows[w.window],
            MANUAL.distances[w.distance],
            w.obstruction ? MANUAL.obstructions[w.obstruction] : null,
            w.plz ? SPOTS.plz(w.plz) : null,
          ]
            .filter(Boolean)
            .join(" · ")}
        </p>
      ) : null}
      {m.seasons ? (
        <p data-testid="spot-seasons">
          {(["summer", "winter"] as const)
            .map(
              (k) =>
                `${RESULTS[k]}: ${LIGHT_LABEL[m.seasons![k].level]}, ${dli.format(m.seasons![k].dli)} mol/m²`,
            )
            .join(" · ")}
        </p>
      ) : null}
    </div>
  );
}

const FIT_CLASS: Record<Fit, string> = {
  ideal: "bg-leaf-100 text-leaf-900",
  tolerates: "bg-amber-50 text-amber-900",
  unsuitable: "bg-stone-100 text-stone-600 line-through",
};

/** The account's "Plätze" tab: every kept spot with its light and which of the customer's plants suit it. */
export function SpotList({ spots }: { spots: SpotWithPlants[] }) {
  const locale = useLocale();
  const { SPOTS, LIGHT_LABEL, RESULTS } = useMessages(finderMessages);
  const { revalidate } = useRevalidator();
  const [error, setError] = useState<string | null>(null);
  if (spots.length === 0)
    return (
      <p data-testid="spots-empty" className="mt-6 rounded-2xl bg-white p-6 text-stone-700">
        {SPOTS.empty}
      </p>
    );
  return (
    <section aria-labelledby="spots-h" className="mt-6 flex flex-col gap-4">
      <h2 id="spots-h" className="text-xl font-semibold text-leaf-950">
        {SPOTS.title}
      </h2>
      {error ? (
        <p role="alert" className="text-sm text-terracotta">
          {error}
        </p>
      ) : null}
      <ul className="flex flex-col gap-4">
        {spots.map((s) => {
          const lux = luxText(s.measurement as ScanResult, RESULTS, locale);
          return (
            <li
              key={s.id}
              data-testid="spot"
              className="flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm"
            >
              <div className="flex items-start justify-between gap-3">
                <div>
                  <h3 className="flex items-center gap-2 text-lg font-semibold text-leaf-950">
                    <MapPin aria-hidden className="h-5 w-5 text-leaf-700" />
                    {s.name}
                  </h3>
                  <p className="text-sm text-stone-700">
                    <span data-testid="spot-light" className="font-medium">
                      {s.measurement.verdict?.kind === "too-dark"
                        ? RESULTS.verdict.tooDark
                        : LIGHT_LABEL[s.measurement.light]}
                    </span>
                    {lux ? ` · ${lux}` : ""} · {SPOTS.measuredOn(formatShopDate(s.createdAt, locale))}
                  </p>
                </div>
                <button
                  type="button"
                  aria-label={SPOTS.remove(s.name)}
                  className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-stone-600 hover:bg-stone-100"
                  onClick={async () => {
                    const res = await api(`/api/spots/${s.id}`, contract("spotList"), { method: "DELETE" });
                    if (!res.ok) return setError(res.fromServer ? res.error.message : SPOTS.removeFailed);
                    setError(null);
                    revalidate();
                  }}
                >
                  <Trash2 aria-hidden className="h-5 w-5" />
                </button>
              </div>
              <SpotDetails m={s.measurement as ScanResult} />
              <div>
                <h4 className="text-sm font-semibold text-leaf-950">{SPOTS.yourPlants}</h4>
                {s.plants.length ? (
                  <ul className="mt-2 flex flex-wrap gap-2">
                    {s.plants.map((p) => (
                      <li key={p.id} data-testid="spot-plant" data-fit={p.fit}>
                        <Link
                          to={`/shop/plant/${p.id}`}
                          className={`inline-block rounded-full px-3 py-1 text-sm ${FIT_CLASS[p.fit]}`}
                        >
                          {p.name} – {SPOTS.fit[p.fit]}
                        </Link>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="mt-1 text-sm text-stone-700">{SPOTS.noPlants}</p>
                )}
              </div>
              <LinkButton to={resultsHref(s.measurement)} variant="outline" size="sm" className="self-start">
                {SPOTS.open}
              </LinkButton>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
