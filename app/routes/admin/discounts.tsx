import { data, Form, useNavigation } from "react-router";
import { discountFormRefusalMessages } from "../../../domain/discounts/discount-form";
import { formatEuro } from "../../../domain/orders/money";
import { renderRefusal } from "../../../domain/text/refusal";
import { Button } from "../../components/ui/button";
import { controlClass, Field, FormMessage } from "../../components/ui/field";
import { AdminError } from "../../features/admin/admin-error";
import { DISCOUNT_UI } from "../../features/admin/discount-messages";
import { AdminPage } from "../../features/admin/kit/admin-page";
import { readForm } from "../../features/admin/read-form.server";
import { adminHeaders, requireStaff } from "../../features/admin/require-staff.server";
import { cn } from "../../lib/cn";
import type { Route } from "./+types/discounts";

export const headers = adminHeaders;

export const meta: Route.MetaFunction = () => [
  { title: `${DISCOUNT_UI.title} | Backoffice | Blattwerk` },
  { name: "robots", content: "noindex, nofollow" },
];

const berlinDay = (d: Date | null, endExclusive = false) =>
  d
    ? new Intl.DateTimeFormat("de-DE", { timeZone: "Europe/Berlin", dateStyle: "medium" }).format(
        endExclusive ? new Date(d.getTime() - 1) : d,
      )
    : null;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context.services.admin, "discounts");
  const codes = await context.services.discounts.list();
  return {
    codes: codes.map((c) => ({
      id: c.id,
      code: c.code,
      kind: c.kind,
      value: c.value,
      active: c.active,
      uses: c.uses,
      maxUses: c.maxUses,
      orders: c.orders,
      revenueCents: c.revenueCents,
      discountedCents: c.discountedCents,
      window: DISCOUNT_UI.window(berlinDay(c.validFrom), berlinDay(c.validUntil, true)),
    })),
  };
}

/** "anlegen" and "deaktivieren": the role table's `discounts`; each change is audited. */
export async function action({ request, context }: Route.ActionArgs) {
  const member = await requireStaff(request, context.services.admin, "discounts");
  const read = await readForm(request, (error, status) => data({ error }, { status }));
  if (!read.ok) return read.refusal;
  const form = read.form;
  const field = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v : "";
  };
  const actor = { id: member.id, email: member.email };
  const intent = field("intent");
  const result =
    intent === "create"
      ? await context.services.discounts.create(actor, field)
      : intent === "deactivate"
        ? await context.services.discounts.deactivate(actor, field("id"))
        : null;
  if (!result) return data({ error: DISCOUNT_UI.unknownIntent }, { status: 400 });
  if (!result.ok) {
    const { ok: _, status, ...refusal } = result;
    return data({ error: renderRefusal(discountFormRefusalMessages, "de", refusal) }, { status });
  }
  return {
    notice: intent === "create" ? DISCOUNT_UI.created(result.code) : DISCOUNT_UI.deactivated(result.code),
  };
}

const valueText = (c: { kind: string; value: number }) =>
  c.kind === "percent"
    ? `${c.value} %`
    : c.kind === "amount"
      ? formatEuro(c.value)
      : DISCOUNT_UI.kinds.free_shipping;

export default function AdminDiscounts({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <AdminPage title={DISCOUNT_UI.title} description={DISCOUNT_UI.description}>
      {actionData && "error" in actionData ? (
        <FormMessage>{actionData.error}</FormMessage>
      ) : actionData && "notice" in actionData ? (
        <FormMessage tone="success">{actionData.notice}</FormMessage>
      ) : null}

      <section aria-labelledby="discount-list-heading" className="flex flex-col gap-3">
        <h2 id="discount-list-heading" className="text-lg font-semibold text-leaf-950">
          {DISCOUNT_UI.listHeading}
        </h2>
        {loaderData.codes.length === 0 ? (
          <p className="text-stone-700">{DISCOUNT_UI.empty}</p>
        ) : (
          <ul
            data-testid="discount-list"
            className="flex flex-col divide-y divide-stone-200 rounded-2xl bg-white px-4 ring-1 ring-stone-200"
          >
            {loaderData.codes.map((c) => (
              <li
                key={c.id}
                data-testid="discount-row"
                className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="flex min-w-0 flex-col gap-0.5">
                  <p className="font-mono font-semibold text-leaf-950">
                    {c.code}{" "}
                    <span className="font-sans text-sm font-normal text-stone-700">
                      {valueText(c)}
                      {c.active ? "" : ` · ${DISCOUNT_UI.inactive}`}
                    </span>
                  </p>
                  <p className="text-sm text-stone-700" data-testid="discount-uses">
                    {DISCOUNT_UI.uses(c.uses, c.maxUses)} ·{" "}
                    {DISCOUNT_UI.revenue(formatEuro(c.revenueCents), formatEuro(c.discountedCents))}
                    {c.window ? ` · ${c.window}` : ""}
                  </p>
                </div>
                {c.active ? (
                  <Form method="post" className="shrink-0">
                    <input type="hidden" name="intent" value="deactivate" />
                    <input type="hidden" name="id" value={c.id} />
                    <Button
                      type="submit"
                      variant="outline"
                      disabled={busy}
                      aria-label={DISCOUNT_UI.deactivateLabel(c.code)}
                    >
                      {DISCOUNT_UI.deactivate}
                    </Button>
                  </Form>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section
        aria-labelledby="discount-new-heading"
        className="rounded-2xl bg-white p-5 ring-1 ring-stone-200"
      >
        <h2 id="discount-new-heading" className="mb-4 text-lg font-semibold text-leaf-950">
          {DISCOUNT_UI.newHeading}
        </h2>
        {/* A new key after each code created: the form starts empty for the next one. */}
        <Form
          key={actionData && "notice" in actionData ? actionData.notice : "new"}
          method="post"
          className="grid gap-4 sm:grid-cols-2"
          data-testid="discount-form"
        >
          <input type="hidden" name="intent" value="create" />
          <Field
            label={DISCOUNT_UI.code}
            name="code"
            required
            maxLength={32}
            autoComplete="off"
            hint={DISCOUNT_UI.codeHint}
          />
          <Field label={DISCOUNT_UI.kind}>
            {(control) => (
              <select {...control} name="kind" defaultValue="percent" className={cn(controlClass, "h-11")}>
                {(Object.entries(DISCOUNT_UI.kinds) as [string, string][]).map(([k, label]) => (
                  <option key={k} value={k}>
                    {label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={DISCOUNT_UI.value} name="value" inputMode="decimal" hint={DISCOUNT_UI.valueHint} />
          <Field
            label={DISCOUNT_UI.minOrder}
            name="minOrder"
            inputMode="decimal"
            hint={DISCOUNT_UI.optional}
          />
          <Field label={DISCOUNT_UI.validFrom} name="validFrom" type="date" />
          <Field label={DISCOUNT_UI.validUntil} name="validUntil" type="date" />
          <Field label={DISCOUNT_UI.maxUses} name="maxUses" inputMode="numeric" hint={DISCOUNT_UI.optional} />
          <Field
            label={DISCOUNT_UI.maxUsesPerEmail}
            name="maxUsesPerEmail"
            inputMode="numeric"
            hint={DISCOUNT_UI.optional}
          />
          <Field
            label={DISCOUNT_UI.plantIds}
            name="plantIds"
            autoComplete="off"
            hint={DISCOUNT_UI.restrictionHint}
          />
          <Field
            label={DISCOUNT_UI.categories}
            name="categories"
            autoComplete="off"
            hint={DISCOUNT_UI.restrictionHint}
          />
          <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-leaf-950 sm:col-span-2">
            <input type="checkbox" name="combinable" className="h-5 w-5 accent-leaf-700" />
            {DISCOUNT_UI.combinable}
          </label>
          <div className="sm:col-span-2">
            <Button type="submit" disabled={busy}>
              {DISCOUNT_UI.create}
            </Button>
          </div>
        </Form>
      </section>
    </AdminPage>
  );
}

export const ErrorBoundary = AdminError;
