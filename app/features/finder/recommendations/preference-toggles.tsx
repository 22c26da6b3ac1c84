import { Droplet, PawPrint } from "lucide-react";
import { useSearchParams } from "react-router";
import { cn } from "../../../lib/cn";
import { useMessages } from "../../../lib/i18n/react";
import { finderMessages } from "../messages";

/** Pets and little care time, kept in the URL with the measurement (shareable, reloadable). */
export function PreferenceToggles() {
  const { RESULTS } = useMessages(finderMessages);
  const [params, setParams] = useSearchParams();
  const toggle = (key: "pets" | "lowCare", label: string, Icon: typeof PawPrint) => {
    const on = params.get(key) === "1";
    return (
      <button
        type="button"
        aria-pressed={on}
        onClick={() => {
          const next = new URLSearchParams(params);
          if (on) next.delete(key);
          else next.set(key, "1");
          setParams(next, { replace: true, preventScrollReset: true });
        }}
        className={cn(
          "inline-flex h-11 items-center gap-2 rounded-full border px-4 text-sm font-medium",
          on
            ? "border-leaf-700 bg-leaf-700 text-white"
            : "border-stone-300 bg-white text-leaf-950 hover:bg-leaf-50",
        )}
      >
        <Icon aria-hidden className="h-4 w-4" />
        {label}
      </button>
    );
  };
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="float-left mr-1 text-sm font-medium text-stone-700">{RESULTS.preferences}:</legend>
      {toggle("pets", RESULTS.pets, PawPrint)}
      {toggle("lowCare", RESULTS.lowCare, Droplet)}
    </fieldset>
  );
}
