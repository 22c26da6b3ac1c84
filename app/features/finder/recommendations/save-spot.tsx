import { Bookmark } from "lucide-react";
import { useState } from "react";
import { useLocation } from "react-router";
import { SubmitButton } from "../../../components/ui/submit-button";
import { api, contract } from "../../../lib/api";
import { Link, useMessages } from "../../../lib/i18n/react";
import { finderMessages } from "../messages";
import type { ScanResult } from "../result-params";

/**
 * The numbers of a result that a kept spot stores (never an image): the verdict's figures, the camera's
 * own reading and its moment, the window said, and summer and winter, so the account shows them again.
 */
export function spotMeasurementOf(r: ScanResult) {
  const keep = [
    ...["light", "confidence", "lux", "min", "max", "method", "path", "note", "spot"],
    ...["at", "reading", "window", "seasons", "verdict"],
  ] as const;
  return Object.fromEntries(keep.filter((k) => r[k] !== undefined).map((k) => [k, r[k]]));
}

/** "Platz speichern": a signed-in customer keeps this spot under a name; guests are asked to sign in. */
export function SaveSpot({ result, signedIn }: { result: ScanResult; signedIn: boolean }) {
  const { SPOTS } = useMessages(finderMessages);
  const location = useLocation();
  const [state, setState] = useState<"idle" | "saving" | "saved" | { error: string }>("idle");
  // Nothing to keep from a demo or from a measurement at night (no verdict).
  if (result.method === "example" || result.verdict?.kind === "night") return null;
  if (!signedIn)
    return (
      <p data-testid="save-spot" className="text-sm text-stone-700">
        <Link
          to={`/auth?redirect=${encodeURIComponent(location.pathname + location.search)}`}
          className="font-medium text-leaf-800 underline underline-offset-4"
        >
          {SPOTS.signIn}
        </Link>{" "}
        {SPOTS.signInText}
      </p>
    );
  if (state === "saved")
    return (
      <p data-testid="save-spot" role="status" className="text-sm font-medium text-leaf-900">
        {SPOTS.saved}{" "}
        <Link to="/account?tab=spots" className="underline underline-offset-4">
          {SPOTS.toSpots}
        </Link>
      </p>
    );
  return (
    <form
      data-testid="save-spot"
      className="flex flex-col gap-2 rounded-2xl bg-white p-4 shadow-sm sm:flex-row sm:items-end"
      onSubmit={async (e) => {
        e.preventDefault();
        const name = String(new FormData(e.currentTarget).get("name") ?? "");
        setState("saving");
        const res = await api("/api/spots", contract("keptSpot"), {
          method: "POST",
          json: { name, measurement: spotMeasurementOf(result) },
        });
        if (res.ok) return setState("saved");
        setState({ error: res.fromServer ? res.error.message : SPOTS.failed });
      }}
    >
      <div className="flex flex-1 flex-col gap-1">
        <label htmlFor="spot-name" className="text-sm font-semibold text-leaf-950">
          {SPOTS.nameLabel}
        </label>
        <input
          id="spot-name"
          name="name"
          required
          maxLength={60}
          placeholder={SPOTS.namePlaceholder}
          aria-describedby={typeof state === "object" ? "spot-error" : undefined}
          className="rounded-xl border border-stone-300 px-3 py-2 text-base"
        />
        {typeof state === "object" ? (
          <p id="spot-error" role="alert" className="text-sm text-terracotta">
            {state.error}
          </p>
        ) : null}
      </div>
      <SubmitButton variant="outline" disabled={state === "saving"}>
        <Bookmark aria-hidden className="h-4 w-4" />
        {SPOTS.save}
      </SubmitButton>
    </form>
  );
}
