import { type ReactNode, useEffect, useRef, useState } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import {
  PLANT_SIZES,
  PLANT_VAT_RATES,
  type PlantFormErrors,
  parsePlantForm,
  parseSizeForm,
} from "../../../domain/catalog/admin-plant";
import { LEVELS, MERCHANT_POPULARITIES, synonymsText } from "../../../domain/catalog/plant";
import { CHOOSABLE_CATEGORIES } from "../../../domain/catalog/plant-categories";
import { plantChanges } from "../../../domain/catalog/plant-history";
import { isPlantSize } from "../../../domain/catalog/sizes";
import {
  type AdminPlantRefusals,
  renderPlantFormErrors,
} from "../../../domain/contracts/admin-plant-messages";
import { formatEuro, formatEuroInput } from "../../../domain/orders/money";
import { CORRECTION_REASONS } from "../../../domain/orders/stock-base";
import type { Refusal } from "../../../domain/text/refusal";
import { Button } from "../../components/ui/button";
import { controlClass, Field, FormMessage } from "../../components/ui/field";
import { AdminError } from "../../features/admin/admin-error";
import { AdminSection } from "../../features/admin/admin-section";
import { formatDateTime } from "../../features/admin/format";
import { AdminPage } from "../../features/admin/kit/admin-page";
import { ORDER_UI, PLANT_SIZES_UI, PLANT_UI } from "../../features/admin/messages";
import { type MatchingChoiceRow, PlantMatchingSection } from "../../features/admin/plant-matching-section";
import { PlantSizesSection, type SizeErrors, type SizeRow } from "../../features/admin/plant-sizes-section";
import { readForm } from "../../features/admin/read-form.server";
import { refusalText } from "../../features/admin/refusal.server";
import { adminHeaders, requireStaff } from "../../features/admin/require-staff.server";
import { ShopifyCatalogNotice } from "../../features/admin/shopify-notice";
import { cn } from "../../lib/cn";
import type { Route } from "./+types/plant";

export const headers = adminHeaders;

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.plant ? PLANT_UI.edit(data.plant.name) : PLANT_UI.newTitle} | Backoffice | Blattwerk` },
  { name: "robots", content: "noindex, nofollow" },
];

/** Same as the server's limit (server/admin/plant-images.ts): the browser says it before uploading. */
const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { admin, config } = context.services;
  await requireStaff(request, admin, "plants");
  const shopifyStore = config.shopify ? (config.shopifyStoreDomain ?? "Shopify") : null;
  const created = new URL(request.url).searchParams.has("angelegt");
  if (shopifyStore || !params.id)
    return {
      shopifyStore,
      created,
      plant: null,
      history: [],
      stock: [],
      sizes: [] as SizeRow[],
      choices: [] as MatchingChoiceRow[],
    };
  const plant = await admin.plants.get(params.id);
  if (!plant) throw data(null, { status: 404 });
  const { createdAt: _, ...rest } = plant;
  // Each entry with what it changed (#34), worded here: the page gets short strings, not the snapshots.
  const history = (await admin.history("plant", plant.id)).map(({ before, after, ...h }) => ({
    ...h,
    changes: plantChanges(before, after, HISTORY_LABELS),
  }));
  // Its other sizes (#43 §1): a size's own row is edited here, in its plant's form.
  const sizes: SizeRow[] = (await admin.plantSizes.list(plant.id)).map((r) => ({
    id: r.id,
    size: r.size,
    priceCents: r.priceCents,
    stock: r.stock,
    sku: r.sku,
    gtin: r.gtin,
    height: r.height,
    potDiameter: r.potDiameter,
    weight: r.weight,
    published: r.published,
    onSale: r.onSale,
  }));
  return {
    shopifyStore,
    created,
    plant: rest,
    history,
    stock: await admin.stockJournal(plant.id),
    sizes,
    // „Dazu passt“ (#43 §1): the accessories it can name.
    choices: await admin.plantMatching.choices(),
  };
}

const HISTORY_LABELS = {
  ...PLANT_UI.historyLabels,
  fields: { ...PLANT_UI.fields, priceCents: PLANT_UI.price, stock: PLANT_UI.stock },
  englishFields: PLANT_UI.englishFields,
  sizes: PLANT_UI.sizes,
  levels: PLANT_UI.levels,
  popularities: PLANT_UI.popularities,
};

type ActionData =
  | {
      /** A size's form (#43 §1) that was not saved: its field errors. */
      sizeErrors: SizeErrors;
      errors?: undefined;
      message?: undefined;
      removed?: undefined;
      restored?: undefined;
      moved?: undefined;
    }
  | {
      errors: PlantFormErrors;
      sizeErrors?: undefined;
      message?: undefined;
      removed?: undefined;
      restored?: undefined;
      moved?: undefined;
    }
  | {
      message: string;
      error?: boolean;
      intent: string;
      errors?: undefined;
      sizeErrors?: undefined;
      /** After „Bild entfernen“: the removed image, for „Rückgängig“ (#34). */
      removed?: string;
      /** After „Rückgängig“: the image back, whose „entfernen“ button gets the focus again. */
      restored?: string;
      /** After a move: the moved image and its direction, so focus stays on its button. */
      moved?: { image: string; direction: string };
    };

export async function action({ request, params, context }: Route.ActionArgs) {
  const { admin, config } = context.services;
  const member = await requireStaff(request, admin, "plants");
  if (config.shopify) throw data(null, { status: 404 });
  const read = await readForm(request, (message, status) =>
    data({ message, error: true, intent: "" }, status),
  );
  if (!read.ok) return read.refusal;
  const form = read.form;
  const intent = String(form.get("intent") ?? "save");
  const actor = { id: member.id, email: member.email };
  if (!params.id) {
    if (intent !== "save") return data({ message: ORDER_UI.unknownIntent, error: true, intent }, 400);
    const parsed = parsePlantForm(textFields(form));
    if (!parsed.ok)
      return data({ errors: renderPlantFormErrors(parsed.errors, "de") } satisfies ActionData, {
        status: 422,
      });
    const result = await admin.plants.create(actor, parsed.value);
    if (!result.ok) return refused(result, intent);
    return redirect(`/admin/plants/${result.id}?angelegt=1`);
  }
  if (intent === "save") {
    const parsed = parsePlantForm(textFields(form));
    if (!parsed.ok)
      return data({ errors: renderPlantFormErrors(parsed.errors, "de") } satisfies ActionData, {
        status: 422,
      });
    const version = String(form.get("version") ?? "");
    // The stock the form was shown with (#34); a form without it is from an older page: reload.
    const shown = String(form.get("stockShown") ?? "");
    if (!/^\d{1,7}$/.test(shown))
      return data({ message: refusalText({ error: "plant_changed" }), error: true, intent }, 409);
    const read = { version, stock: Number(shown) };
    // Why the stock changes (#50 §6): the server asks only when it does.
    const correction = {
      reason: String(form.get("stockReason") ?? ""),
      note: String(form.get("stockNote") ?? ""),
    };
    const result = await admin.plants.update(actor, params.id, read, parsed.value, correction);
    if (!result.ok) return refused(result, intent);
    return { message: result.message, intent };
  }
  if (intent === "size-save" || intent === "size-add") return saveSize(admin, actor, params.id, form, intent);
  if (intent === "matching") {
    const kind = form.get("kind") === "accessory" ? "accessory" : "plant";
    const matching = form.getAll("matching").filter((v): v is string => typeof v === "string");
    const result = await admin.plantMatching.save(actor, params.id, { kind, matching });
    if (!result.ok) return data({ message: refusalText(result), error: true, intent }, result.status);
    return { message: result.message, intent };
  }
  if (intent === "upload") {
    const file = form.get("image");
    if (!(file instanceof File) || file.size === 0)
      return data({ message: refusalText({ error: "image_empty" }), error: true, intent }, 422);
    if (file.size > MAX_IMAGE_BYTES)
      return data({ message: refusalText({ error: "image_too_large" }), error: true, intent }, 413);
    const result = await admin.plants.addImage(actor, params.id, new Uint8Array(await file.arrayBuffer()));
    if (!result.ok) return data({ message: refusalText(result), error: true, intent }, result.status);
    return { message: result.message, intent };
  }
  const image = String(form.get("image") ?? "");
  if (intent === "remove-image") {
    const result = await admin.plants.removeImage(actor, params.id, image);
    if (!result.ok) return data({ message: refusalText(result), error: true, intent }, result.status);
    return { message: result.message, intent, removed: image };
  }
  if (intent === "restore-image") {
    const result = await admin.plants.restoreImage(actor, params.id, image);
    if (!result.ok) return data({ message: refusalText(result), error: true, intent }, result.status);
    return { message: result.message, intent, restored: image };
  }
  if (intent === "move-image") {
    const direction = form.get("direction") === "up" ? "up" : "down";
    const result = await admin.plants.moveImage(actor, params.id, image, direction);
    if (!result.ok) return data({ message: refusalText(result), error: true, intent }, result.status);
    return { message: result.message, intent, moved: { image, direction } };
  }
  if (intent === "image-alt") {
    const result = await admin.plants.setImageAlt(actor, params.id, image, String(form.get("alt") ?? ""));
    if (!result.ok) return data({ message: refusalText(result), error: true, intent }, result.status);
    return { message: result.message, intent };
  }
  return data({ message: ORDER_UI.unknownIntent, error: true, intent }, 400);
}

/** A refused save: a taken article number or EAN beside its field (#34), the others above the form. */
function refused(result: Refusal<AdminPlantRefusals> & { status: number }, intent: string) {
  if (result.error === "sku_taken" || result.error === "gtin_taken")
    return data(
      {
        errors: { [result.error === "sku_taken" ? "sku" : "gtin"]: refusalText(result) },
      } satisfies ActionData,
      result.status,
    );
  return data({ message: refusalText(result), error: true, intent }, result.status);
}

/** „Größen“ (#43 §1): adds a size or saves one; its errors beside its fields. */
async function saveSize(
  admin: Route.ActionArgs["context"]["services"]["admin"],
  actor: { id: string; email: string },
  plantId: string,
  form: FormData,
  intent: "size-save" | "size-add",
) {
  const fields = textFields(form);
  const size = intent === "size-save" && isPlantSize(fields.size) ? fields.size : null;
  const failed = (errors: SizeErrors["errors"], status: number) =>
    data({ sizeErrors: { size, errors } } satisfies ActionData, status);
  const parsed = parseSizeForm(fields);
  if (!parsed.ok) return failed(renderPlantFormErrors(parsed.errors, "de"), 422);
  const shown =
    intent === "size-save" && /^\d{1,7}$/.test(fields.stockShown ?? "") ? Number(fields.stockShown) : null;
  const result = await admin.plantSizes.save(actor, plantId, parsed.value, shown, {
    reason: fields.stockReason ?? "",
    note: fields.stockNote ?? "",
  });
  if (result.ok) return { message: result.message, intent };
  if (result.error === "sku_taken" || result.error === "gtin_taken")
    return failed({ [result.error === "sku_taken" ? "sku" : "gtin"]: refusalText(result) }, result.status);
  if (result.error === "stock_reason_required" || result.error === "stock_note_required")
    return failed({ stockReason: refusalText(result) }, result.status);
  return failed({ form: refusalText(result) }, result.status);
}

/** The form's text fields only (a File would not be a string); the category checkboxes joined. */
function textFields(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of form) if (typeof v === "string") out[k] = v;
  out.categories = form
    .getAll("categories")
    .filter((v) => typeof v === "string")
    .join(",");
  return out;
}

export default function AdminPlant({ loaderData, actionData }: Route.ComponentProps) {
  const { plant, history, shopifyStore } = loaderData;
  const result = actionData as ActionData | undefined;
  const errors: PlantFormErrors = result?.errors ?? {};
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const [uploadError, setUploadError] = useState<string | null>(null);
  const undoRef = useRef<HTMLButtonElement>(null);
  // Keyboard users stay where they were (#34): after „Bild entfernen“ on „Rückgängig“, after a move on
  // the moved image's button (the other one when it reached an end).
  const removed = result?.removed;
  const moved = result?.moved;
  const restored = result?.restored;
  // Once per answer, when the page is idle again: the answer arrives before the reloaded plant does.
  const idle = navigation.state === "idle";
  const focused = useRef<unknown>(null);
  useEffect(() => {
    if (!idle || !result || focused.current === result) return;
    if (removed) {
      focused.current = result;
      undoRef.current?.focus();
    } else if (restored) {
      focused.current = result;
      [...document.querySelectorAll<HTMLButtonElement>("button[data-remove]")]
        .find((b) => b.dataset.remove === restored)
        ?.focus();
    } else if (moved) {
      focused.current = result;
      const mine = [...document.querySelectorAll<HTMLButtonElement>("button[data-move]")].filter((b) =>
        b.dataset.move?.endsWith(`:${moved.image}`),
      );
      const target =
        mine.find((b) => b.dataset.move?.startsWith(moved.direction) && !b.disabled) ??
        mine.find((b) => !b.disabled);
      target?.focus();
    }
  }, [idle, result, removed, restored, moved]);
  const title = plant ? PLANT_UI.edit(plant.name) : PLANT_UI.newTitle;
  const f = { ...PLANT_UI.fields, ...PLANT_UI.englishFields };
  const en = plant?.textsEn ?? {};
  const text = (
    name: keyof typeof f & keyof PlantFormErrors,
    value: string | null | undefined,
    extra = {},
  ) => (
    <Field label={f[name]} error={errors[name]}>
      {(p) => (
        <input
          {...p}
          name={name}
          defaultValue={value ?? ""}
          className={cn(controlClass, "h-11")}
          {...extra}
        />
      )}
    </Field>
  );
  const area = (
    name: keyof typeof f & keyof PlantFormErrors,
    value: string | null | undefined,
    rows = 3,
    lang?: "en",
  ) => (
    <Field label={f[name]} error={errors[name]} className="md:col-span-2">
      {(p) => (
        <textarea
          {...p}
          lang={lang}
          name={name}
          defaultValue={value ?? ""}
          rows={rows}
          className={cn(controlClass, "py-2")}
        />
      )}
    </Field>
  );
  const select = (
    name: "size" | "lightLevel" | "waterLevel" | "popularity",
    value: string,
    options: readonly string[],
    labels: Record<string, string>,
    hint?: string,
  ) => (
    <Field label={f[name]} hint={hint} error={errors[name]}>
      {(p) => (
        <select {...p} name={name} defaultValue={value} className={cn(controlClass, "h-11")}>
          {options.map((o) => (
            <option key={o} value={o}>
              {labels[o]}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
  const message =
    result?.message !== undefined
      ? result
      : loaderData.created && !result
        ? { message: PLANT_UI.createdNotice }
        : null;

  return (
    <AdminPage
      title={title}
      back={{ to: "/admin/plants", label: PLANT_UI.backToList }}
      note={
        plant ? (
          <>
            {PLANT_UI.idHint(plant.id)} ·{" "}
            <a href={`/shop/plant/${plant.id}`} className="text-leaf-800 underline underline-offset-4">
              {PLANT_UI.viewInShop}
            </a>
          </>
        ) : (
          PLANT_UI.idNew
        )
      }
    >
      {shopifyStore ? (
        <ShopifyCatalogNotice store={shopifyStore} />
      ) : (
        <>
          {message ? (
            <FormMessage tone={"error" in message && message.error ? "error" : "success"}>
              {message.message}
              {result?.removed && plant && !plant.images.includes(result.removed) ? (
                <Form method="post" className="mt-2" data-testid="undo-remove">
                  <input type="hidden" name="intent" value="restore-image" />
                  <input type="hidden" name="image" value={result.removed} />
                  <Button
                    ref={undoRef}
                    type="submit"
                    variant="outline"
                    size="sm"
                    disabled={busy}
                    aria-label={PLANT_UI.undoLabel}
                  >
                    {PLANT_UI.undo}
                  </Button>
                </Form>
              ) : null}
            </FormMessage>
          ) : Object.keys(errors).length > 0 ? (
            <FormMessage>{PLANT_UI.checkFields}</FormMessage>
          ) : null}
          <Form
            method="post"
            className="flex flex-col gap-5"
            noValidate
            data-testid="plant-form"
            // From „Neue Pflanze“ to the new plant's page the route stays: new fields show what was stored.
            key={plant?.id ?? "new"}
          >
            <input type="hidden" name="intent" value="save" />
            {plant ? <input type="hidden" name="version" value={plant.version} /> : null}
            {plant ? <input type="hidden" name="stockShown" value={plant.stock} /> : null}
            <AdminSection title={PLANT_UI.basics}>
              <div className="grid gap-4 md:grid-cols-2">
                {text("name", plant?.name, { required: true, maxLength: 120 })}
                {text("botanicalName", plant?.botanicalName)}
                <Field
                  label={f.synonyms}
                  hint={f.synonymsHint}
                  error={errors.synonyms}
                  className="md:col-span-2"
                >
                  {(p) => (
                    <input
                      {...p}
                      name="synonyms"
                      defaultValue={synonymsText(plant?.synonyms)}
                      maxLength={1000}
                      spellCheck={false}
                      className={cn(controlClass, "h-11")}
                    />
                  )}
                </Field>
                <Field label={f.sku} hint={f.skuHint} error={errors.sku}>
                  {(p) => (
                    <input
                      {...p}
                      name="sku"
                      defaultValue={plant?.sku ?? ""}
                      maxLength={32}
                      autoCapitalize="characters"
                      spellCheck={false}
                      className={cn(controlClass, "h-11 uppercase")}
                    />
                  )}
                </Field>
                <Field label={f.gtin} hint={f.gtinHint} error={errors.gtin}>
                  {(p) => (
                    <input
                      {...p}
                      name="gtin"
                      defaultValue={plant?.gtin ?? ""}
                      inputMode="numeric"
                      maxLength={17}
                      spellCheck={false}
                      className={cn(controlClass, "h-11 tabular-nums")}
                    />
                  )}
                </Field>
                <Field label={f.price} hint={f.priceHint} error={errors.price}>
                  {(p) => (
                    <input
                      {...p}
                      name="price"
                      inputMode="decimal"
                      required
                      defaultValue={plant ? formatEuroInput(plant.priceCents) : ""}
                      className={cn(controlClass, "h-11")}
                    />
                  )}
                </Field>
                <Field label={f.vatRate} hint={f.vatRateHint} error={errors.vatRate}>
                  {(p) => (
                    <select
                      {...p}
                      name="vatRate"
                      defaultValue={String(plant?.vatRate ?? PLANT_VAT_RATES[0])}
                      className={cn(controlClass, "h-11")}
                    >
                      {PLANT_VAT_RATES.map((r) => (
                        <option key={r} value={String(r)}>
                          {PLANT_UI.vatRates[String(r)]}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
                <CheckboxField
                  name="onSale"
                  label={f.onSale}
                  defaultChecked={plant?.onSale ?? false}
                  hintId="on-sale-hint"
                  hintTestId="on-sale-hint"
                >
                  {f.onSaleHint}{" "}
                  {plant?.onSale
                    ? plant.reducedFromCents !== null && plant.reducedFromCents > plant.priceCents
                      ? PLANT_UI.onSaleShown(formatEuro(plant.reducedFromCents))
                      : PLANT_UI.onSaleNone
                    : null}
                </CheckboxField>
                {select("size", plant?.size ?? "medium", PLANT_SIZES, PLANT_UI.sizes)}
                {select(
                  "popularity",
                  // A „bestseller" stored before #32 is no choice any more: the orders decide it.
                  plant?.popularity && plant.popularity !== "bestseller" ? plant.popularity : "",
                  ["", ...MERCHANT_POPULARITIES],
                  PLANT_UI.popularities,
                  f.popularityHint,
                )}
                <fieldset
                  className="md:col-span-2"
                  aria-describedby={`categories-hint${errors.categories ? " categories-error" : ""}`}
                  data-testid="plant-categories"
                >
                  <legend className="text-sm font-medium text-leaf-950">{f.categories}</legend>
                  <p id="categories-hint" className="mt-1 text-xs text-stone-600">
                    {f.categoriesHint}
                  </p>
                  <div className="mt-2 grid grid-cols-1 gap-x-4 sm:grid-cols-2 lg:grid-cols-3">
                    {CHOOSABLE_CATEGORIES.map((c) => (
                      <label key={c.slug} className="flex min-h-11 items-center gap-3 text-base">
                        <input
                          type="checkbox"
                          name="categories"
                          value={c.slug}
                          defaultChecked={plant?.categories.includes(c.slug) ?? false}
                          className="h-5 w-5 accent-leaf-700"
                        />
                        {c.de}
                      </label>
                    ))}
                  </div>
                  {errors.categories ? (
                    <p id="categories-error" className="mt-1 text-sm text-red-800">
                      {errors.categories}
                    </p>
                  ) : null}
                </fieldset>
                {select("lightLevel", plant?.lightLevel ?? "medium", LEVELS, PLANT_UI.levels)}
                {select("waterLevel", plant?.waterLevel ?? "medium", LEVELS, PLANT_UI.levels)}
                <label className="flex min-h-11 items-center gap-3 self-end text-base">
                  <input
                    type="checkbox"
                    name="petFriendly"
                    defaultChecked={plant?.petFriendly ?? false}
                    className="h-5 w-5 accent-leaf-700"
                  />
                  {f.petFriendly}
                </label>
                {area("description", plant?.description, 5)}
              </div>
            </AdminSection>
            <AdminSection title={PLANT_UI.details}>
              <div className="grid gap-4 md:grid-cols-2">
                {text("height", plant?.height)}
                {text("potDiameter", plant?.potDiameter)}
                {text("maturity", plant?.maturity)}
                {text("weight", plant?.weight)}
              </div>
            </AdminSection>
            <AdminSection title={PLANT_UI.care}>
              <div className="grid gap-4 md:grid-cols-2">
                {area("waterTips", plant?.waterTips, 2)}
                {area("lightTips", plant?.lightTips, 2)}
                {area("temperatureTips", plant?.temperatureTips, 2)}
                {area("humidityTips", plant?.humidityTips, 2)}
              </div>
            </AdminSection>
            <AdminSection title={PLANT_UI.english} testId="plant-english">
              <p className="mb-4 text-sm text-stone-700">{PLANT_UI.englishHint}</p>
              <div className="grid gap-4 md:grid-cols-2">
                {text("nameEn", plant?.nameEn, { lang: "en", maxLength: 120 })}
                {area("descriptionEn", en.description, 5, "en")}
                {text("heightEn", en.height, { lang: "en" })}
                {text("potDiameterEn", en.potDiameter, { lang: "en" })}
                {text("maturityEn", en.maturity, { lang: "en" })}
                {text("weightEn", en.weight, { lang: "en" })}
                {area("waterTipsEn", en.waterTips, 2, "en")}
                {area("lightTipsEn", en.lightTips, 2, "en")}
                {area("temperatureTipsEn", en.temperatureTips, 2, "en")}
                {area("humidityTipsEn", en.humidityTips, 2, "en")}
              </div>
            </AdminSection>
            <AdminSection title={PLANT_UI.visibility}>
              <div className="grid gap-4 md:grid-cols-2">
                <Field label={f.stock} error={errors.stock}>
                  {(p) => (
                    <input
                      {...p}
                      name="stock"
                      // Shows the current stock again once orders changed it (with stockShown above).
                      key={plant?.stock}
                      inputMode="numeric"
                      defaultValue={String(plant?.stock ?? 0)}
                      className={cn(controlClass, "h-11")}
                    />
                  )}
                </Field>
                {plant ? (
                  <>
                    <Field label={PLANT_UI.stockReason} hint={PLANT_UI.stockReasonHint}>
                      {(p) => (
                        <select
                          {...p}
                          name="stockReason"
                          defaultValue=""
                          className={cn(controlClass, "h-11")}
                        >
                          <option value="">{PLANT_UI.stockReasonNone}</option>
                          {CORRECTION_REASONS.map((r) => (
                            <option key={r} value={r}>
                              {PLANT_UI.correctionReasons[r]}
                            </option>
                          ))}
                        </select>
                      )}
                    </Field>
                    <Field label={PLANT_UI.stockNote} name="stockNote" maxLength={200} autoComplete="off" />
                  </>
                ) : null}
                <CheckboxField
                  name="published"
                  label={f.published}
                  defaultChecked={plant?.published ?? false}
                  hintId="published-hint"
                >
                  {f.publishedHint}
                </CheckboxField>
              </div>
            </AdminSection>
            <div>
              <Button type="submit" disabled={busy}>
                {plant ? PLANT_UI.save : PLANT_UI.create}
              </Button>
            </div>
          </Form>

          {plant ? (
            <AdminSection title={PLANT_UI.images} testId="plant-images">
              {plant.images.length === 0 ? (
                <p className="text-stone-700">{PLANT_UI.noImages}</p>
              ) : (
                <>
                  <p className="text-sm text-stone-700">{PLANT_UI.firstImageHint}</p>
                  <ol className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
                    {plant.images.map((src, i) => {
                      const n = i + 1;
                      const alt = plant.imageAlts[src] ?? "";
                      return (
                        <li
                          key={src}
                          className="flex flex-col gap-2 rounded-xl p-2 ring-1 ring-stone-200"
                          data-testid="plant-image"
                        >
                          <img
                            src={src}
                            alt={alt || PLANT_UI.imageAlt(plant.name, n)}
                            className="aspect-square w-full rounded-lg bg-stone-100 object-cover"
                            loading="lazy"
                          />
                          <p className="text-sm font-medium text-leaf-950">
                            {PLANT_UI.imagePosition(n)}
                            {i === 0 ? ` · ${PLANT_UI.mainImage}` : null}
                          </p>
                          <Form method="post" className="flex flex-col gap-1.5">
                            <input type="hidden" name="intent" value="image-alt" />
                            <input type="hidden" name="image" value={src} />
                            <Field label={PLANT_UI.altLabel(n)} hint={PLANT_UI.altHint(plant.name)}>
                              {(p) => (
                                <input
                                  {...p}
                                  name="alt"
                                  defaultValue={alt}
                                  maxLength={200}
                                  className={cn(controlClass, "h-11")}
                                />
                              )}
                            </Field>
                            <Button
                              type="submit"
                              variant="outline"
                              size="sm"
                              disabled={busy}
                              aria-label={PLANT_UI.saveAltLabel(n)}
                            >
                              {PLANT_UI.saveAlt}
                            </Button>
                          </Form>
                          <div className="flex flex-wrap gap-2">
                            {(["up", "down"] as const).map((direction) => (
                              <Form method="post" key={direction}>
                                <input type="hidden" name="intent" value="move-image" />
                                <input type="hidden" name="image" value={src} />
                                <input type="hidden" name="direction" value={direction} />
                                <Button
                                  type="submit"
                                  variant="outline"
                                  size="sm"
                                  data-move={`${direction}:${src}`}
                                  disabled={
                                    busy || (direction === "up" ? i === 0 : i === plant.images.length - 1)
                                  }
                                  aria-label={
                                    direction === "up" ? PLANT_UI.moveUpLabel(n) : PLANT_UI.moveDownLabel(n)
                                  }
                                >
                                  {direction === "up" ? PLANT_UI.moveUp : PLANT_UI.moveDown}
                                </Button>
                              </Form>
                            ))}
                            <Form method="post">
                              <input type="hidden" name="intent" value="remove-image" />
                              <input type="hidden" name="image" value={src} />
                              <Button
                                type="submit"
                                variant="outline"
                                size="sm"
                                disabled={busy}
                                data-remove={src}
                              >
                                {PLANT_UI.removeImage(n)}
                              </Button>
                            </Form>
                          </div>
                        </li>
                      );
                    })}
                  </ol>
                </>
              )}
              <Form
                method="post"
                encType="multipart/form-data"
                className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end"
                onSubmit={(e) => {
                  const input = e.currentTarget.elements.namedItem("image") as HTMLInputElement | null;
                  const file = input?.files?.[0];
                  // A 50 MB file is refused here, before it travels (the server refuses it too: 413).
                  if (file && file.size > MAX_IMAGE_BYTES) {
                    e.preventDefault();
                    setUploadError(PLANT_UI.tooLarge);
                  } else setUploadError(null);
                }}
              >
                <input type="hidden" name="intent" value="upload" />
                <Field
                  label={PLANT_UI.uploadLabel}
                  hint={PLANT_UI.uploadHint}
                  error={uploadError ?? undefined}
                  className="sm:flex-1"
                >
                  {(p) => (
                    <input
                      {...p}
                      type="file"
                      name="image"
                      accept="image/jpeg,image/png,image/webp"
                      required
                      className="block w-full text-base file:mr-3 file:h-11 file:rounded-full file:border-0 file:bg-leaf-100 file:px-4 file:text-leaf-900"
                    />
                  )}
                </Field>
                <Button type="submit" variant="secondary" disabled={busy}>
                  {PLANT_UI.upload}
                </Button>
              </Form>
            </AdminSection>
          ) : null}

          {plant && !plant.sizeOf ? (
            <PlantMatchingSection
              id={plant.id}
              kind={plant.kind}
              matching={plant.matching}
              choices={loaderData.choices}
            />
          ) : null}

          {plant ? (
            <PlantSizesSection
              ownSize={plant.size}
              sizes={loaderData.sizes}
              failed={result?.sizeErrors ?? null}
            />
          ) : null}

          {plant ? (
            <AdminSection title={PLANT_UI.stockHeading} testId="stock-journal">
              <p className="mb-2 text-sm text-stone-600">{PLANT_UI.stockHint}</p>
              {loaderData.stock.length === 0 ? (
                <p className="text-sm text-stone-700">{PLANT_UI.noStockChanges}</p>
              ) : (
                <ul className="text-sm text-stone-700">
                  {loaderData.stock.map((e) => (
                    <li key={e.id} className="flex flex-wrap gap-x-2 py-1" data-testid="stock-entry">
                      <time dateTime={e.at}>{formatDateTime(e.at)}</time>
                      {e.size ? (
                        <span className="font-medium text-leaf-950">
                          {PLANT_SIZES_UI.inJournal(PLANT_UI.sizes[e.size])}
                        </span>
                      ) : null}
                      <span className="font-medium tabular-nums text-leaf-950">
                        {PLANT_UI.stockDelta(e.delta)}
                      </span>
                      <span>
                        {PLANT_UI.stockReasons[e.reason]}
                        {e.correctionReason ? ` · ${PLANT_UI.correctionReasons[e.correctionReason]}` : ""}
                        {e.note ? ` – ${e.note}` : ""}
                      </span>
                      {e.orderNumber ? (
                        <Link to={`/admin/orders/${e.orderNumber}`} className="text-leaf-800 underline">
                          {PLANT_UI.stockOrder(e.orderNumber)}
                        </Link>
                      ) : e.actorEmail ? (
                        <span>{e.actorEmail}</span>
                      ) : null}
                      <span className="text-stone-600">{PLANT_UI.stockAfter(e.stockAfter)}</span>
                    </li>
                  ))}
                </ul>
              )}
            </AdminSection>
          ) : null}

          {plant ? (
            <AdminSection title={PLANT_UI.historyHeading}>
              {history.length === 0 ? (
                <p className="text-stone-700">{PLANT_UI.noHistory}</p>
              ) : (
                <ul className="text-sm text-stone-700" data-testid="plant-history">
                  {history.map((h) => (
                    <li key={h.id} className="py-1">
                      <time dateTime={h.at}>{formatDateTime(h.at)}</time>{" "}
                      {PLANT_UI.historyEntry(h.actorEmail, PLANT_UI.actions[h.action] ?? h.action)}
                      {h.changes.length > 0 ? (
                        <ul className="list-disc pl-5 text-stone-800">
                          {h.changes.map((c) => (
                            <li key={c.field}>{PLANT_UI.change(c)}</li>
                          ))}
                        </ul>
                      ) : null}
                    </li>
                  ))}
                </ul>
              )}
            </AdminSection>
          ) : null}
        </>
      )}
    </AdminPage>
  );
}

export const ErrorBoundary = AdminError;

/**
 * A box of the plant form with its hint below, read with it (`aria-describedby`): „Als Aktionspreis
 * zeigen“ and „Im Shop veröffentlicht“.
 */
function CheckboxField({
  name,
  label,
  defaultChecked,
  hintId,
  hintTestId,
  children,
}: {
  name: string;
  label: string;
  defaultChecked: boolean;
  hintId: string;
  hintTestId?: string;
  /** The hint. */
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1 self-end">
      <label className="flex min-h-11 items-center gap-3 text-base">
        <input
          type="checkbox"
          name={name}
          defaultChecked={defaultChecked}
          aria-describedby={hintId}
          className="h-5 w-5 accent-leaf-700"
        />
        {label}
      </label>
      <p id={hintId} className="text-xs text-stone-600" data-testid={hintTestId}>
        {children}
      </p>
    </div>
  );
}
