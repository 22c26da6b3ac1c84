import { data, Form, useNavigation } from "react-router";
import { formatEuro } from "../../../domain/orders/money";
import {
  groupFormValues,
  isSettingsGroup,
  SETTINGS_GROUPS,
  type SettingsGroup,
} from "../../../domain/shop/settings";
import { Button } from "../../components/ui/button";
import { controlClass, Field, FormMessage } from "../../components/ui/field";
import { AdminError } from "../../features/admin/admin-error";
import { AdminSection } from "../../features/admin/admin-section";
import { formatDateTime } from "../../features/admin/format";
import { AdminPage } from "../../features/admin/kit/admin-page";
import { readForm } from "../../features/admin/read-form.server";
import { refusalText } from "../../features/admin/refusal.server";
import { adminHeaders, requireStaff } from "../../features/admin/require-staff.server";
import { SETTINGS_UI } from "../../features/admin/settings-messages";
import { cn } from "../../lib/cn";
import type { Route } from "./+types/settings";

export const headers = adminHeaders;

export const meta: Route.MetaFunction = () => [
  { title: `${SETTINGS_UI.title} | Backoffice | Blattwerk` },
  { name: "robots", content: "noindex, nofollow" },
];

/** Settings (#34): admins only (staff get 403). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { admin, settings } = context.services;
  await requireStaff(request, admin, "settings");
  // Read fresh: the version the forms carry is the one a save is checked against.
  const current = await settings.refresh();
  const histories = await Promise.all(SETTINGS_GROUPS.map((g) => admin.history("settings", g)));
  return {
    version: settings.version(),
    groups: SETTINGS_GROUPS.map((group, i) => ({
      group,
      values: groupFormValues(current, group),
      history: histories[i]!.slice(0, 10),
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { admin, settings } = context.services;
  const member = await requireStaff(request, admin, "settings");
  const read = await readForm(request, (error, status) =>
    data({ group: null, error, field: null, values: {} as Record<string, string> }, { status }),
  );
  if (!read.ok) return read.refusal;
  const form = Object.fromEntries(read.form);
  const { group, version, ...fields } = form;
  const values = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)]));
  if (!isSettingsGroup(group))
    return data(
      { group: null, error: refusalText({ error: "settings_unknown_group" }), field: null, values },
      { status: 400 },
    );
  const result = await settings.update(member, group, Number(version), values);
  if (!result.ok)
    return data(
      {
        group,
        error: refusalText(result),
        field: result.error === "settings_invalid" ? result.params.field : null,
        values,
      },
      { status: result.status },
    );
  const name = SETTINGS_UI.groups[group];
  return { group, saved: (result.changed ? SETTINGS_UI.saved : SETTINGS_UI.unchanged)(name) };
}

const MULTILINE = new Set(["signature"]);
/** Yes/no choices: a select with „ja“ / „nein“ as the form posts them. */
const CHOICE = new Set(["smallBusiness", "automatic"]);
const DATE = new Set(["since"]);
const OPTIONAL = new Set(["staffEmail", "since", "taxNumber", "registerCourt", "registerNumber", "vatId"]);
const NUMERIC = new Set([
  "termDays",
  "fromDays",
  "toDays",
  "lowStockThreshold",
  "graceDays",
  "secondAfterDays",
]);
const DECIMAL = new Set(["small", "medium", "large", "freeFrom", "serviceLimit", "firstInvoiceMax", "price"]);
const AUTOCOMPLETE: Record<string, string> = {
  companyName: "organization",
  street: "street-address",
  postalCode: "postal-code",
  city: "address-level2",
  country: "country-name",
  email: "email",
  phone: "tel",
};

/** A value of the history: amounts in cents as euros, the rest as stored. */
const show = (key: string, v: unknown) =>
  v === undefined || v === null || v === ""
    ? SETTINGS_UI.empty
    : typeof v === "boolean"
      ? v
        ? SETTINGS_UI.yes
        : SETTINGS_UI.no
      : key.endsWith("Cents") && typeof v === "number"
        ? formatEuro(v)
        : String(v);

export default function AdminSettings({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busyGroup = navigation.state === "submitting" ? navigation.formData?.get("group") : null;
  return (
    <AdminPage title={SETTINGS_UI.title} description={SETTINGS_UI.description} gap={6}>
      <nav aria-label={SETTINGS_UI.jump} className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
        {SETTINGS_GROUPS.map((group) => (
          <a
            key={group}
            href={`#${group}`}
            className="font-medium text-leaf-800 underline underline-offset-4 hover:text-leaf-950"
          >
            {SETTINGS_UI.short[group]}
          </a>
        ))}
      </nav>
      {/* A post that names no group, or is no form at all (#49 §4): said above the groups. */}
      {actionData && actionData.group === null && "error" in actionData ? (
        <FormMessage>{actionData.error}</FormMessage>
      ) : null}
      {loaderData.groups.map(({ group, values, history }) => {
        const mine = actionData && actionData.group === group ? actionData : null;
        const failed = mine && "error" in mine ? mine : null;
        const shown = failed ? { ...values, ...failed.values } : values;
        return (
          <AdminSection
            key={group}
            anchor={group}
            title={SETTINGS_UI.groups[group]}
            testId={`settings-${group}`}
            className="scroll-mt-4"
          >
            <p className="mb-4 text-sm text-stone-600">{SETTINGS_UI.groupHints[group]}</p>
            {/* The group's stored values key the form: after a save its fields show what is stored, while
                unsaved input in the other groups stays. */}
            {/* The server's rule speaks (German, at the field), not the browser's bubble. */}
            <Form
              method="post"
              noValidate
              key={`${group}-${JSON.stringify(values)}`}
              className="flex flex-col gap-4"
            >
              <input type="hidden" name="group" value={group} />
              <input type="hidden" name="version" value={loaderData.version} />
              <div className="grid gap-4 sm:grid-cols-2">
                {Object.keys(values).map((field) => (
                  <SettingField
                    key={field}
                    group={group}
                    name={field}
                    defaultValue={shown[field] ?? ""}
                    error={failed?.field === field ? failed.error : undefined}
                  />
                ))}
              </div>
              <div className="flex flex-wrap items-center gap-3">
                <Button type="submit" disabled={busyGroup === group}>
                  {SETTINGS_UI.save}
                </Button>
                {failed && !(failed.field && failed.field in values) ? (
                  <FormMessage>{failed.error}</FormMessage>
                ) : mine && "saved" in mine ? (
                  <FormMessage tone="success">{mine.saved}</FormMessage>
                ) : null}
              </div>
            </Form>
            <details className="mt-4 text-sm">
              <summary className="cursor-pointer text-leaf-800 underline underline-offset-4">
                {SETTINGS_UI.history}
              </summary>
              {history.length ? (
                <ul className="mt-2 flex flex-col gap-2 text-stone-700">
                  {history.map((h) => (
                    <li key={h.id}>
                      <time dateTime={h.at}>{formatDateTime(h.at)}</time>{" "}
                      {SETTINGS_UI.historyEntry(h.actorEmail)}
                      <ul className="ml-4 list-disc">
                        {Object.keys((h.after ?? {}) as unknown as object).map((k) => (
                          <li key={k}>
                            {SETTINGS_UI.change(
                              SETTINGS_UI.fields[k] ?? k,
                              show(k, (h.before as unknown as Record<string, unknown> | null)?.[k]),
                              show(k, (h.after as unknown as Record<string, unknown>)[k]),
                            )}
                          </li>
                        ))}
                      </ul>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-2 text-stone-600">{SETTINGS_UI.noHistory}</p>
              )}
            </details>
          </AdminSection>
        );
      })}
    </AdminPage>
  );
}

function SettingField({
  group,
  name,
  defaultValue,
  error,
}: {
  group: SettingsGroup;
  name: string;
  defaultValue: string;
  error?: string;
}) {
  const label = SETTINGS_UI.fields[name] ?? name;
  const hint = SETTINGS_UI.fieldHints[name];
  const id = `settings-${group}-${name}`;
  if (CHOICE.has(name))
    return (
      <Field label={label} hint={hint} error={error} id={id}>
        {(p) => (
          <select {...p} name={name} defaultValue={defaultValue} className={cn(controlClass, "h-11")}>
            <option value="nein">{SETTINGS_UI.no}</option>
            <option value="ja">{SETTINGS_UI.yes}</option>
          </select>
        )}
      </Field>
    );
  if (MULTILINE.has(name))
    return (
      <Field label={label} hint={hint} error={error} id={id} className="sm:col-span-2">
        {(p) => (
          <textarea
            {...p}
            name={name}
            defaultValue={defaultValue}
            rows={4}
            maxLength={1000}
            className={cn(controlClass, "py-2")}
          />
        )}
      </Field>
    );
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      id={id}
      name={name}
      defaultValue={defaultValue}
      required={!OPTIONAL.has(name)}
      type={name === "email" || name === "staffEmail" ? "email" : DATE.has(name) ? "date" : "text"}
      inputMode={DECIMAL.has(name) ? "decimal" : NUMERIC.has(name) ? "numeric" : undefined}
      autoComplete={AUTOCOMPLETE[name] ?? "off"}
      spellCheck={false}
    />
  );
}

export const ErrorBoundary = AdminError;
