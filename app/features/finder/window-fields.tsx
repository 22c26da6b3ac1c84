import { Building2, Compass, MapPin, Ruler } from "lucide-react";
import { type ReactNode, useState } from "react";
import { WINDOW_DISTANCES, type WindowDirection, type WindowDistance } from "../../../domain/scan/spot";
import { cn } from "../../lib/cn";
import { useMessages } from "../../lib/i18n/react";
import { CompassButton } from "./compass";
import { finderMessages } from "./messages";

/** The daylight model's obstruction classes (domain/scan/daylight.ts), kept here so the forms load no maths. */
export const OBSTRUCTIONS = ["open", "some", "heavy"] as const;
export type Obstruction = (typeof OBSTRUCTIONS)[number];

/** One question of radio choices, as pills. */
export function Choice<T extends string>({
  name,
  legend,
  help,
  icon,
  options,
  labels,
  value,
  onChange,
  disabled,
  required = true,
  children,
}: {
  name: string;
  legend: string;
  help?: string;
  icon: ReactNode;
  options: readonly T[];
  labels: Record<T, string>;
  value: T | null;
  onChange: (v: T) => void;
  disabled?: boolean;
  required?: boolean;
  children?: ReactNode;
}) {
  return (
    <fieldset disabled={disabled} className={cn("flex flex-col gap-3", disabled && "opacity-50")}>
      <legend className="mb-1 flex items-center gap-2 text-lg font-semibold text-leaf-950">
        {icon}
        {legend}
      </legend>
      {help ? <p className="text-sm text-stone-700">{help}</p> : null}
      <div className="flex flex-wrap gap-2">
        {options.map((o) => (
          <label
            key={o}
            className={cn(
              "cursor-pointer rounded-full border px-4 py-2.5 text-sm font-medium has-focus-visible:outline-3 has-focus-visible:outline-leaf-600",
              value === o
                ? "border-leaf-700 bg-leaf-700 text-white"
                : "border-stone-300 bg-white text-leaf-950",
            )}
          >
            <input
              type="radio"
              name={name}
              value={o}
              required={required}
              checked={value === o}
              onChange={() => onChange(o)}
              className="sr-only"
            />
            {labels[o]}
          </label>
        ))}
      </div>
      {children}
    </fieldset>
  );
}

const oneOf = <T extends string>(options: readonly T[], v: string | null | undefined): T | null =>
  options.includes(v as T) ? (v as T) : null;

/**
 * The questions about the window that the manual spot and a camera result's window form both ask:
 * where it faces (or the compass), how far, what stands in front of it, and – after any further
 * questions of the form (`children`) – the postal code. "No window" leaves distance and obstruction out.
 * `initial` holds what the URL already says (field names as in the form: window, azimuth, distance, …).
 */
export function WindowFields<D extends WindowDirection>({
  directions,
  initial,
  distanceRequired,
  plzId,
  plzHelp,
  children,
}: {
  directions: readonly D[];
  initial?: URLSearchParams;
  distanceRequired: boolean;
  plzId: string;
  plzHelp?: string;
  children?: ReactNode;
}) {
  const { MANUAL } = useMessages(finderMessages);
  const [direction, setDirection] = useState<D | null>(oneOf(directions, initial?.get("window")));
  const [azimuth, setAzimuth] = useState<string | null>(initial?.get("azimuth") ?? null);
  const [distance, setDistance] = useState<WindowDistance | null>(
    oneOf(WINDOW_DISTANCES, initial?.get("distance")),
  );
  const [obstruction, setObstruction] = useState<Obstruction | null>(
    oneOf(OBSTRUCTIONS, initial?.get("obstruction")),
  );
  const noWindow = direction === "none";
  return (
    <>
      <Choice
        name="window"
        legend={MANUAL.window}
        icon={<Compass aria-hidden className="h-5 w-5 shrink-0 text-leaf-700" />}
        options={directions}
        labels={MANUAL.windows}
        value={direction}
        onChange={(d) => {
          setDirection(d);
          setAzimuth(null);
        }}
      >
        <CompassButton
          onHeading={(deg, d) => {
            // A form without "no window" (a camera measured daylight) ignores a compass that says so.
            const heading = oneOf(directions, d);
            if (heading === null) return;
            setDirection(heading);
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
        disabled={noWindow}
        required={distanceRequired}
      />
      <Choice
        name="obstruction"
        legend={MANUAL.obstruction}
        icon={<Building2 aria-hidden className="h-5 w-5 shrink-0 text-leaf-700" />}
        options={OBSTRUCTIONS}
        labels={MANUAL.obstructions}
        value={obstruction}
        onChange={setObstruction}
        disabled={noWindow}
        required={false}
      />
      {children}
      <div className="flex flex-col gap-2">
        <label htmlFor={plzId} className="flex items-center gap-2 text-lg font-semibold text-leaf-950">
          <MapPin aria-hidden className="h-5 w-5 shrink-0 text-leaf-700" />
          {MANUAL.plz}
        </label>
        {plzHelp ? (
          <p id={`${plzId}-help`} className="text-sm text-stone-700">
            {plzHelp}
          </p>
        ) : null}
        <input
          id={plzId}
          name="plz"
          inputMode="numeric"
          autoComplete="postal-code"
          pattern="[0-9]{5}"
          maxLength={5}
          title={MANUAL.plzInvalid}
          defaultValue={initial?.get("plz") ?? ""}
          aria-describedby={plzHelp ? `${plzId}-help` : undefined}
          className="w-32 rounded-xl border border-stone-300 px-3 py-2 text-base"
        />
      </div>
    </>
  );
}
