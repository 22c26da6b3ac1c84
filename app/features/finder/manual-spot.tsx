import { Building2, Compass, Hand, MapPin, Ruler } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Form } from "react-router";
import {
  SHADOWS,
  type Shadow,
  WINDOW_DIRECTIONS,
  WINDOW_DISTANCES,
  type WindowDirection,
  type WindowDistance,
} from "../../../domain/spot";
import { Button } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { Link, useLocalize, useMessages } from "../../lib/i18n/react";
import { CompassButton } from "./compass";
import { finderMessages } from "./messages";

/** The daylight model's obstruction classes (domain/daylight.ts), kept here so the form loads no maths. */
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

/**
 * Describe the spot instead of measuring it: window direction (or the compass), distance, what stands
 * in front of the window, postal code, hand-shadow test. A GET form to the recommendations, whose
 * loader runs the daylight model: it works without JavaScript, and the maths never loads here.
 */
export function ManualSpot({ cameraHref }: { cameraHref: string }) {
  const { MANUAL } = useMessages(finderMessages);
  const localize = useLocalize();
  const [direction, setDirection] = useState<WindowDirection | null>(null);
  const [azimuth, setAzimuth] = useState<number | null>(null);
  const [obstruction, setObstruction] = useState<Obstruction | null>(null);
  const [distance, setDistance] = useState<WindowDistance | null>(null);
  const [shadow, setShadow] = useState<Shadow | null>(null);
  const noWindow = direction === "none";

  return (
    <div className="flex-1 overflow-y-auto bg-cream px-4 pt-20 pb-10 text-leaf-950">
      <Form
        method="get"
        action={localize("/plant-recommendations")}
        data-testid="manual-spot"
        className="mx-auto flex max-w-xl flex-col gap-7 rounded-3xl bg-white p-6 shadow-sm md:p-8"
      >
        <div>
          <h2 className="text-2xl font-bold">{MANUAL.title}</h2>
          <p className="mt-1 text-stone-700">{MANUAL.intro}</p>
        </div>
        <Choice
          name="window"
          legend={MANUAL.window}
          icon={<Compass aria-hidden className="h-5 w-5 shrink-0 text-leaf-700" />}
          options={WINDOW_DIRECTIONS}
          labels={MANUAL.windows}
          value={direction}
          onChange={(d) => {
            setDirection(d);
            setAzimuth(null);
          }}
        >
          <CompassButton
            onHeading={(deg, d) => {
              setDirection(d);
              setAzimuth(deg);
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
        <Choice
          name="shadow"
          legend={MANUAL.shadow}
          help={MANUAL.shadowHelp}
          icon={<Hand aria-hidden className="h-5 w-5 shrink-0 text-leaf-700" />}
          options={SHADOWS}
          labels={MANUAL.shadows}
          value={shadow}
          onChange={setShadow}
        />
        <div className="flex flex-col gap-2">
          <label htmlFor="plz" className="flex items-center gap-2 text-lg font-semibold text-leaf-950">
            <MapPin aria-hidden className="h-5 w-5 shrink-0 text-leaf-700" />
            {MANUAL.plz}
          </label>
          <p id="plz-help" className="text-sm text-stone-700">
            {MANUAL.plzHelp}
          </p>
          <input
            id="plz"
            name="plz"
            inputMode="numeric"
            autoComplete="postal-code"
            pattern="[0-9]{5}"
            maxLength={5}
            title={MANUAL.plzInvalid}
            aria-describedby="plz-help"
            className="w-32 rounded-xl border border-stone-300 px-3 py-2 text-base"
          />
        </div>
        <Button type="submit" variant="gradient" size="lg">
          {MANUAL.submit}
        </Button>
        <Link
          to={cameraHref}
          replace
          className="self-center text-sm text-leaf-800 underline underline-offset-4"
        >
          {MANUAL.backToCamera}
        </Link>
      </Form>
    </div>
  );
}
