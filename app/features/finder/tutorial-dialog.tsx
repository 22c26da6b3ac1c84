import { Aperture, Sprout, Star } from "lucide-react";
import { type PointerEvent, useRef, useState } from "react";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { cn } from "../../lib/cn";
import { useMessages } from "../../lib/i18n/react";
import { tutorialMessages } from "./tutorial-messages";
import { swipeResult, TUTORIAL_STEPS } from "./tutorial-state";

/** Spec §9: slides move in 0.2 s, a drag that is not far enough snaps back in 0.15 s. */
const SLIDE_S = 0.2;
const SNAP_BACK_S = 0.15;

function Illustration({ step }: { step: number }) {
  if (step === 1)
    return (
      <div className="relative mx-auto w-full max-w-[300px]">
        <img
          src="/scan/phone-scan.svg"
          alt=""
          width={400}
          height={300}
          className="w-full rounded-xl"
          draggable={false}
        />
      </div>
    );
  if (step === 2)
    return (
      <div className="flex h-[150px] items-center justify-center">
        <span className="flex h-28 w-28 items-center justify-center rounded-full bg-scan-gradient text-white shadow-lg">
          <Aperture aria-hidden data-testid="tutorial-spinner" className="h-16 w-16 animate-spin-slow" />
        </span>
      </div>
    );
  return (
    <div className="flex h-[150px] flex-col items-center justify-center gap-2">
      <span className="flex h-24 w-24 items-center justify-center rounded-full bg-leaf-100 text-leaf-700">
        <Sprout aria-hidden className="h-14 w-14" />
      </span>
      <span className="flex gap-1 text-amber-500" data-testid="tutorial-stars">
        {[0, 1, 2].map((i) => (
          <Star key={i} aria-hidden className="h-6 w-6 fill-current" />
        ))}
      </span>
    </div>
  );
}

/**
 * The three-step tutorial of spec §2/§4. Steps change with Next, the dots, or a horizontal drag/swipe
 * of more than 100 px; a shorter drag snaps back.
 */
export function PlantTutorialDialog({
  open,
  step,
  onStep,
  onOpenChange,
  onClose,
  onFinish,
}: {
  open: boolean;
  step: number;
  onStep: (step: number) => void;
  onOpenChange: (open: boolean) => void;
  onClose: () => void;
  onFinish: () => void;
}) {
  const { TUTORIAL } = useMessages(tutorialMessages);
  const [dragX, setDragX] = useState(0);
  const [dragging, setDragging] = useState(false);
  const [transitionS, setTransitionS] = useState(SLIDE_S);
  const start = useRef<number | null>(null);
  const last = step === TUTORIAL_STEPS;

  const go = (next: number) => {
    setTransitionS(SLIDE_S);
    onStep(next);
  };
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.pointerType === "mouse" && e.button !== 0) return;
    start.current = e.clientX;
    setDragging(true);
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (start.current !== null) setDragX(e.clientX - start.current);
  };
  const endDrag = (e: PointerEvent<HTMLDivElement>) => {
    if (start.current === null) return;
    const next = swipeResult(step, e.clientX - start.current);
    start.current = null;
    setDragging(false);
    setDragX(0);
    if (next === step) setTransitionS(SNAP_BACK_S);
    else go(next);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={TUTORIAL.title}
      hideTitle
      hideClose={last}
      closeLabel={TUTORIAL.closeBuiltIn}
      className="max-w-[450px] overflow-x-hidden"
    >
      <div data-testid="plant-tutorial" data-step={step} className="flex flex-col gap-5 pt-4">
        <div
          className="touch-pan-y select-none overflow-hidden"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
        >
          <div
            data-testid="tutorial-track"
            className="flex"
            style={{
              transform: `translateX(calc(${-(step - 1) * 100}% + ${dragX}px))`,
              transition: dragging ? "none" : `transform ${transitionS}s ease-out`,
            }}
          >
            {TUTORIAL.steps.map((s, i) => (
              <section
                key={s.title}
                aria-hidden={i + 1 !== step}
                // Off-screen slides must not take focus or be read out.
                inert={i + 1 !== step}
                className="flex w-full shrink-0 flex-col items-center gap-4 px-1 text-center"
              >
                <Illustration step={i + 1} />
                <h2 className="text-2xl font-bold text-leaf-950">{s.title}</h2>
                <p className="text-stone-700">{s.text}</p>
              </section>
            ))}
          </div>
        </div>

        <fieldset className="flex justify-center">
          <legend className="sr-only">{TUTORIAL.stepsLabel}</legend>
          {TUTORIAL.steps.map((s, i) => (
            <button
              key={s.title}
              type="button"
              aria-label={TUTORIAL.goToStep(i + 1, TUTORIAL_STEPS)}
              aria-current={i + 1 === step ? "step" : undefined}
              onClick={() => go(i + 1)}
              className="flex h-11 w-11 items-center justify-center md:h-6 md:w-6"
            >
              <span
                data-testid="tutorial-dot"
                className={cn(
                  "block h-3 rounded-full transition-all md:h-2",
                  i + 1 === step ? "w-8 bg-leaf-700 md:w-5" : "w-3 bg-stone-300 md:w-2",
                )}
              />
            </button>
          ))}
        </fieldset>

        <div className="flex items-center justify-between gap-3">
          <Button variant="ghost" onClick={onClose} className="text-stone-700">
            {TUTORIAL.close}
          </Button>
          {last ? (
            <Button variant="gradient" onClick={onFinish} className="min-w-32">
              {TUTORIAL.start}
            </Button>
          ) : (
            <Button onClick={() => go(step + 1)} className="min-w-32">
              {TUTORIAL.next}
            </Button>
          )}
        </div>
      </div>
    </Dialog>
  );
}
