import { Compass, Hand, Ruler } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Form, Link, useNavigate } from "react-router";
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
import { MANUAL } from "./messages";
import { resultSearch } from "./result-search";
import { spotResult } from "./spot-result";

function Choice<T extends string>({
  name,
  legend,
  help,
  icon,
  options,
  labels,
  value,
  onChange,
  disabled,
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
              required
              checked={value === o}
              onChange={() => onChange(o)}
              className="sr-only"
            />
            {labels[o]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * Describe the spot instead of measuring it: window direction, distance, hand-shadow test. A GET form
 * to the recommendations, so it also works without JavaScript; with it, the estimate is made here.
 */
export function ManualSpot({ cameraHref }: { cameraHref: string }) {
  const navigate = useNavigate();
  const [direction, setDirection] = useState<WindowDirection | null>(null);
  const [distance, setDistance] = useState<WindowDistance | null>(null);
  const [shadow, setShadow] = useState<Shadow | null>(null);
  const noWindow = direction === "none";

  return (
    <div className="flex-1 overflow-y-auto bg-cream px-4 pt-20 pb-10 text-leaf-950">
      <Form
        method="get"
        action="/plant-recommendations"
        data-testid="manual-spot"
        className="mx-auto flex max-w-xl flex-col gap-7 rounded-3xl bg-white p-6 shadow-sm md:p-8"
        onSubmit={(e) => {
          if (!direction || !shadow || (!distance && !noWindow)) return;
          e.preventDefault();
          const result = spotResult({ window: direction, distance: distance ?? "middle", shadow });
          navigate(`/plant-recommendations?${resultSearch(result)}`);
        }}
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
          onChange={setDirection}
        />
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
          name="shadow"
          legend={MANUAL.shadow}
          help={MANUAL.shadowHelp}
          icon={<Hand aria-hidden className="h-5 w-5 shrink-0 text-leaf-700" />}
          options={SHADOWS}
          labels={MANUAL.shadows}
          value={shadow}
          onChange={setShadow}
        />
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
