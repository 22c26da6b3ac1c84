import { Hand } from "lucide-react";
import { useState } from "react";
import { Form } from "react-router";
import { SHADOWS, type Shadow, WINDOW_DIRECTIONS } from "../../../domain/scan/spot";
import { Button } from "../../components/ui/button";
import { Link, useLocalize, useMessages } from "../../lib/i18n/react";
import { finderMessages } from "./messages";
import { Choice, WindowFields } from "./window-fields";

/**
 * Describe the spot instead of measuring it: window direction (or the compass), distance, what stands
 * in front of the window, hand-shadow test, postal code. A GET form to the recommendations, whose
 * loader runs the daylight model: it works without JavaScript, and the maths never loads here.
 */
export function ManualSpot({ cameraHref }: { cameraHref: string }) {
  const { MANUAL } = useMessages(finderMessages);
  const localize = useLocalize();
  const [shadow, setShadow] = useState<Shadow | null>(null);

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
        <WindowFields directions={WINDOW_DIRECTIONS} distanceRequired plzId="plz" plzHelp={MANUAL.plzHelp}>
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
        </WindowFields>
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
