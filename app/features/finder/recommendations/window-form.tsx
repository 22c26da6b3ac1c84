import { ChevronDown } from "lucide-react";
import { Form, useSearchParams } from "react-router";
import { Button } from "../../../components/ui/button";
import { useLocalize, useMessages } from "../../../lib/i18n/react";
import { finderMessages } from "../messages";
import { WindowFields } from "../window-fields";

/** The window form's fields; everything else in the URL is the measurement and is carried along. */
const FIELDS = ["window", "distance", "azimuth", "obstruction", "plz"];
/** A camera measured the spot, so there is daylight to compare with: a window, not "none". */
const DIRECTIONS = ["south", "east", "west", "north"] as const;

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
  const { RESULTS } = useMessages(finderMessages);
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
        <WindowFields directions={DIRECTIONS} initial={params} distanceRequired={false} plzId="window-plz" />
        <Button type="submit" variant="gradient" size="md" className="self-start">
          {RESULTS.windowForm.submit}
        </Button>
      </Form>
    </details>
  );
}
