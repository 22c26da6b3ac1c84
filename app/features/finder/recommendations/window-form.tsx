import { Building2, ChevronDown, Compass, MapPin, Ruler } from "lucide-react";
import { useState } from "react";
import { Form, useSearchParams } from "react-router";
import { WINDOW_DISTANCES, type WindowDistance } from "../../../../domain/spot";
import { Button } from "../../../components/ui/button";
import { useLocalize, useMessages } from "../../../lib/i18n/react";
import { CompassButton } from "../compass";
import { Choice, OBSTRUCTIONS, type Obstruction } from "../manual-spot";
import { finderMessages } from "../messages";

/** The window form's fields; everything else in the URL is the measurement and is carried along. */
const FIELDS = ["window", "distance", "azimuth", "obstruction", "plz"];
/** A camera measured the spot, so there is daylight to compare with: a window, not "none". */
const DIRECTIONS = ["south", "east", "west", "north"] as const;
type Direction = (typeof DIRECTIONS)[number];

const oneOf = <T extends string>(options: readonly T[], v: string | null): T | null =>
  options.includes(v as T) ? (v as T) : null;

/**
 * On a camera result: where the window faces (or the compass), how far, what stands in front of it and
 * the postal code – a GET form back to the same result, whose loader adds summer and winter for the spot
 * (spot-result.ts withCameraSeasons). Works without JavaScript; the compass needs it.
 */
export function WindowForm({ hasSeasons }: { hasSeasons: boolean }) {
  const [params] = useSearchParams();
  // A new window in the URL starts the form afresh: closed, showing what was just said.
  const said = FIELDS.map((f) => params.get(f) ?? "").join("|");
  return <WindowDetails key={said} params={params} hasSeasons={hasSeasons} />;
}

function WindowDetails({ params, hasSeasons }: { params: URLSearchParams; hasSeasons: boolean }) {
  const [direction, setDirection] = useState<Direction | null>(oneOf(DIRECTIONS, params.get("window")));
  const [azimuth, setAzimuth] = useState<string | null>(params.get("azimuth"));
  const [distance, setDistance] = useState<WindowDistance | null>(
    oneOf(WINDOW_DISTANCES, params.get("distance")),
  );
  const [obstruction, setObstruction] = useState<Obstruction | null>(
    oneOf(OBSTRUCTIONS, params.get("obstruction")),
  );
  const { MANUAL, RESULTS } = useMessages(finderMessages);
  const localize = useLocalize();
  const measurement = [...params].filter(([key]) => !FIELDS.includes(key));
  return (
    <details data-testid="window-form" className="group rounded-3xl bg-white shadow-sm">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 p-5 text-base font-semibold text-leaf-950 md:px-6 [&::-webkit-details-marker]:hidden">
        {hasSeasons ? RESULTS.windowForm.change : RESULTS.windowForm.title}
        <ChevronDown aria-hidden className="h-5 w-5 shrink-0 transition-transform group-open:rotate-180" />
      </summary>
      <Form
        method="get"
        action={localize("/plant-recommendations")}
        preventScrollReset
        className="flex flex-col gap-6 px-5 pb-6 md:px-6"
      >
        <p className="text-sm text-stone-700">{RESULTS.windowForm.intro}</p>
        {measurement.map(([key, value]) => (
          <input key={key} type="hidden" name={key} value={value} />
        ))}
        <Choice
          name="window"
          legend={MANUAL.window}
          icon={<Compass aria-hidden className="h-5 w-5 shrink-0 text-leaf-700" />}
          options={DIRECTIONS}
          labels={MANUAL.windows}
          value={direction}
          onChange={(d) => {
            setDirection(d);
            setAzimuth(null);
          }}
        >
          <CompassButton
            onHeading={(deg, d) => {
              if (d === "none") return;
              setDirection(d);
              setAzimuth(String(deg));
            }}
          />
          {azimuth !== null ? <input type="hidden" name="azimuth" value={azimuth} /> : null}
        </Choice>
        <Choice
          name="distance"
          legend={MANUAL.distance}
          icon={<Ruler aria-hidden className="h-5 w-5 shrink-0 text-leaf-700" />}
          options={WINDOW_DISTANCES}
          labels={MANUAL.distances}
          value={distance}
          onChange={setDistance}
          required={false}
        />
        <Choice
          name="obstruction"
          legend={MANUAL.obstruction}
          icon={<Building2 aria-hidden className="h-5 w-5 shrink-0 text-leaf-700" />}
          options={OBSTRUCTIONS}
          labels={MANUAL.obstructions}
          value={obstruction}
          onChange={setObstruction}
          required={false}
        />
        <div className="flex flex-col gap-2">
          <label htmlFor="window-plz" className="flex items-center gap-2 text-lg font-semibold text-leaf-950">
            <MapPin aria-hidden className="h-5 w-5 shrink-0 text-leaf-700" />
            {MANUAL.plz}
          </label>
          <input
            id="window-plz"
            name="plz"
            inputMode="numeric"
            autoComplete="postal-code"
            pattern="[0-9]{5}"
            maxLength={5}
            title={MANUAL.plzInvalid}
            defaultValue={params.get("plz") ?? ""}
            className="w-32 rounded-xl border border-stone-300 px-3 py-2 text-base"
          />
        </div>
        <Button type="submit" variant="gradient" size="md" className="self-start">
          {RESULTS.windowForm.submit}
        </Button>
      </Form>
    </details>
  );
}
