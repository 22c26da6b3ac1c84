import { Undo2 } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import type { WithdrawalReceipt } from "../../../domain/contracts/withdrawal";
import { contactEmail } from "../../../domain/shop/brand";
import { Button } from "../../components/ui/button";
import { useMessages } from "../../lib/i18n/react";
import { withdrawalMessages } from "./messages";
import { WithdrawalConfirmation } from "./withdrawal-confirmation";

// The form (its checks bring zod and the form catalogues) loads when the visitor reaches for the button
// (pointer, focus) or clicks it, not with the legal pages (#31). If it cannot load (offline), the way by
// email stands in its place.
const loadForm = () => import("./withdrawal-form");
const WithdrawalForm = lazy(() =>
  loadForm().then(
    (m) => ({ default: m.WithdrawalForm }),
    () => ({ default: ByEmail }),
  ),
);
const preloadForm = () => void loadForm().catch(() => {});

function ByEmail() {
  const { WITHDRAWAL } = useMessages(withdrawalMessages);
  return <p className="font-medium text-leaf-900">{WITHDRAWAL.intro.noScript(contactEmail("widerruf"))}</p>;
}

type Step = { kind: "start" } | { kind: "form" } | { kind: "done"; receipt: WithdrawalReceipt };

/** What the form starts with for a signed-in customer; `open`: coming from one of their orders (#32). */
export interface WithdrawalPrefill {
  name: string;
  email: string;
  orderReference: string;
  open: boolean;
}

/**
 * The electronic withdrawal function (§ 356a BGB): a "Vertrag widerrufen" button, then a form confirmed
 * with "Widerruf bestätigen", then the receipt. No account needed.
 */
export function WithdrawalFunction({ prefill = null }: { prefill?: WithdrawalPrefill | null }) {
  const { WITHDRAWAL } = useMessages(withdrawalMessages);
  // From „Vertrag widerrufen“ at one of the customer's orders that click was the button: the form is open.
  const [step, setStep] = useState<Step>({ kind: prefill?.open ? "form" : "start" });
  const startButton = useRef<HTMLButtonElement>(null);
  const cancel = () => {
    setStep({ kind: "start" });
    // Focus goes back to where the visitor came from (the button re-renders on the next frame).
    requestAnimationFrame(() => startButton.current?.focus());
  };
  return (
    <div
      data-testid="withdrawal-function"
      className="rounded-3xl border border-leaf-200 bg-leaf-50 p-5 md:p-7"
    >
      {step.kind === "start" ? (
        <div className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between md:gap-8">
          <div>
            <h3 className="text-xl font-semibold text-leaf-950">{WITHDRAWAL.intro.heading}</h3>
            <p className="mt-1 text-stone-700">{WITHDRAWAL.intro.text}</p>
            <noscript>
              <p className="mt-2 font-medium text-leaf-900">
                {WITHDRAWAL.intro.noScript(contactEmail("widerruf"))}
              </p>
            </noscript>
          </div>
          <Button
            ref={startButton}
            size="lg"
            className="shrink-0"
            onPointerEnter={preloadForm}
            onFocus={preloadForm}
            onClick={() => setStep({ kind: "form" })}
          >
            <Undo2 aria-hidden className="h-5 w-5" />
            {WITHDRAWAL.intro.button}
          </Button>
        </div>
      ) : null}
      {step.kind === "form" ? (
        <Suspense fallback={null}>
          <WithdrawalForm
            prefill={prefill}
            onCancel={cancel}
            onDone={(receipt) => setStep({ kind: "done", receipt })}
          />
        </Suspense>
      ) : null}
      {step.kind === "done" ? <WithdrawalConfirmation receipt={step.receipt} /> : null}
    </div>
  );
}
