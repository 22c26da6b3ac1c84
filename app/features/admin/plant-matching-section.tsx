import { Form } from "react-router";
import { formatEuro } from "../../../domain/orders/money";
import { Button } from "../../components/ui/button";
import { AdminSection } from "./admin-section";
import { PLANT_MATCHING_UI as UI } from "./messages";

/** An accessory the plant can name (server/admin/plant-matching.ts `choices`). */
export interface MatchingChoiceRow {
  id: string;
  name: string;
  priceCents: number;
  published: boolean;
}

/**
 * „Art und Dazu passt“ (#43 §1): whether the product is a plant or an accessory (pot, fertiliser), and the
 * accessories offered beside it on its page, in the plant dialog and in no other place. A form of its own:
 * the plant form and the CSV do not carry these.
 */
export function PlantMatchingSection({
  id,
  kind,
  matching,
  choices,
}: {
  id: string;
  kind: "plant" | "accessory";
  matching: readonly string[];
  choices: readonly MatchingChoiceRow[];
}) {
  const offered = choices.filter((c) => c.id !== id);
  // The plant's own order first (as the shop shows them), then the others by name.
  const ordered = [
    ...matching.flatMap((m) => offered.filter((c) => c.id === m)),
    ...offered.filter((c) => !matching.includes(c.id)),
  ];
  return (
    <AdminSection title={UI.heading} testId="plant-matching">
      <Form method="post" className="flex flex-col gap-4">
        <input type="hidden" name="intent" value="matching" />
        <fieldset>
          <legend className="text-sm font-medium text-leaf-950">{UI.kind}</legend>
          <div className="mt-1 flex flex-col gap-1 sm:flex-row sm:gap-6">
            {(["plant", "accessory"] as const).map((k) => (
              <label key={k} className="flex min-h-11 items-center gap-3 text-base">
                <input
                  type="radio"
                  name="kind"
                  value={k}
                  defaultChecked={kind === k}
                  className="h-5 w-5 accent-leaf-700"
                />
                {UI.kinds[k]}
              </label>
            ))}
          </div>
          <p className="mt-1 text-xs text-stone-600">{UI.kindHint}</p>
        </fieldset>
        <fieldset data-testid="matching-choices">
          <legend className="text-sm font-medium text-leaf-950">{UI.matching}</legend>
          <p className="mt-1 text-xs text-stone-600">{UI.matchingHint}</p>
          {ordered.length === 0 ? (
            <p className="mt-2 text-sm text-stone-700">{UI.noChoices}</p>
          ) : (
            <div className="mt-2 grid grid-cols-1 gap-x-4 sm:grid-cols-2">
              {ordered.map((c) => (
                <label key={c.id} className="flex min-h-11 items-center gap-3 text-base">
                  <input
                    type="checkbox"
                    name="matching"
                    value={c.id}
                    defaultChecked={matching.includes(c.id)}
                    className="h-5 w-5 shrink-0 accent-leaf-700"
                  />
                  <span>
                    {c.name} · {formatEuro(c.priceCents)}
                    {c.published ? null : <span className="text-stone-600"> ({UI.unpublished})</span>}
                  </span>
                </label>
              ))}
            </div>
          )}
        </fieldset>
        <Button type="submit" variant="outline" className="self-start">
          {UI.save}
        </Button>
      </Form>
    </AdminSection>
  );
}
