import { Form } from "react-router";
import type { PlantSize } from "../../../domain/catalog/plant";
import { PLANT_SIZES } from "../../../domain/catalog/sizes";
import { formatEuroInput } from "../../../domain/orders/money";
import { CORRECTION_REASONS } from "../../../domain/orders/stock-base";
import { Button } from "../../components/ui/button";
import { controlClass, Field } from "../../components/ui/field";
import { cn } from "../../lib/cn";
import { AdminSection } from "./admin-section";
import { PLANT_UI, PLANT_SIZES_UI as UI } from "./messages";

/** A size as the plant's form shows it. */
export interface SizeRow {
  id: string;
  size: PlantSize;
  priceCents: number;
  stock: number;
  sku: string | null;
  gtin: string | null;
  height: string | null;
  potDiameter: string | null;
  weight: string | null;
  published: boolean;
  onSale: boolean;
}

/** The size form's field errors (German), for the size whose form was sent. */
export type SizeErrors = { size: PlantSize | null; errors: Partial<Record<string, string>> };

/**
 * „Größen“ (#43 §1): the plant's other sizes, each in a form of its own (price, stock with its reason,
 * article number, EAN, measures, offered or not), and a form to add one the plant is not offered in yet.
 */
export function PlantSizesSection({
  ownSize,
  sizes,
  failed,
}: {
  ownSize: PlantSize;
  sizes: readonly SizeRow[];
  failed: SizeErrors | null;
}) {
  const free = PLANT_SIZES.filter((s) => s !== ownSize && !sizes.some((r) => r.size === s));
  const errorsOf = (size: PlantSize | null) => (failed && failed.size === size ? failed.errors : {});
  return (
    <AdminSection title={UI.heading} testId="plant-sizes">
      <p className="mb-3 text-sm text-stone-600">{UI.hint}</p>
      <p className="mb-3 text-sm text-stone-700">{UI.own(PLANT_UI.sizes[ownSize])}</p>
      {sizes.length === 0 ? <p className="mb-3 text-sm text-stone-700">{UI.none}</p> : null}
      <ul className="flex flex-col gap-4">
        {sizes.map((row) => (
          <li key={row.id} data-testid="size-form" data-size={row.size}>
            <SizeForm row={row} errors={errorsOf(row.size)} />
          </li>
        ))}
      </ul>
      {free.length ? (
        <div className="mt-4">
          <h3 className="mb-2 font-semibold text-leaf-950">{UI.addHeading}</h3>
          <SizeForm free={free} errors={errorsOf(null)} />
        </div>
      ) : (
        <p className="mt-4 text-sm text-stone-700">{UI.allOffered}</p>
      )}
    </AdminSection>
  );
}

function SizeForm({
  row,
  free,
  errors,
}: {
  row?: SizeRow;
  free?: readonly PlantSize[];
  errors: Partial<Record<string, string>>;
}) {
  const text = (name: "sku" | "gtin" | "height" | "potDiameter" | "weight") => (
    <Field
      label={UI[name]}
      name={name}
      defaultValue={row?.[name] ?? ""}
      error={errors[name]}
      autoComplete="off"
    />
  );
  return (
    <Form method="post" className="rounded-xl border border-stone-200 p-3">
      <input type="hidden" name="intent" value={row ? "size-save" : "size-add"} />
      {row ? (
        <>
          <input type="hidden" name="size" value={row.size} />
          <input type="hidden" name="stockShown" value={row.stock} />
          <h3 className="mb-2 font-semibold text-leaf-950">{PLANT_UI.sizes[row.size]}</h3>
        </>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {row ? null : (
          <Field label={UI.size} error={errors.size}>
            {(p) => (
              <select {...p} name="size" className={cn(controlClass, "h-11")}>
                {free?.map((s) => (
                  <option key={s} value={s}>
                    {PLANT_UI.sizes[s]}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        <Field
          label={UI.price}
          name="price"
          inputMode="decimal"
          defaultValue={row ? formatEuroInput(row.priceCents) : ""}
          error={errors.price}
          autoComplete="off"
        />
        <Field
          label={UI.stock}
          name="stock"
          key={row?.stock}
          inputMode="numeric"
          defaultValue={String(row?.stock ?? 0)}
          error={errors.stock}
          autoComplete="off"
        />
        {row ? (
          <Field label={UI.stockReason} error={errors.stockReason}>
            {(p) => (
              <select {...p} name="stockReason" defaultValue="" className={cn(controlClass, "h-11")}>
                <option value="">{PLANT_UI.stockReasonNone}</option>
                {CORRECTION_REASONS.map((r) => (
                  <option key={r} value={r}>
                    {PLANT_UI.correctionReasons[r]}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : null}
        {text("sku")}
        {text("gtin")}
        {text("height")}
        {text("potDiameter")}
        {text("weight")}
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-4">
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input
            type="checkbox"
            name="published"
            defaultChecked={row?.published ?? true}
            className="h-5 w-5 accent-leaf-700"
          />
          {UI.published}
        </label>
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input
            type="checkbox"
            name="onSale"
            defaultChecked={row?.onSale ?? false}
            className="h-5 w-5 accent-leaf-700"
          />
          {UI.onSale}
        </label>
        <Button type="submit">{row ? UI.save(PLANT_UI.sizes[row.size]) : UI.add}</Button>
      </div>
      {errors.form ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {errors.form}
        </p>
      ) : null}
    </Form>
  );
}
