import { data, Form, useNavigation } from "react-router";
import {
  can,
  PERMISSION_LABELS,
  PERMISSIONS,
  ROLE_DESCRIPTIONS,
  ROLE_LABELS,
  ROLES,
  type Role,
  STAFF_ROLES,
} from "../../../domain/shop/roles";
import { z } from "../../../domain/text/zod";
import { Button } from "../../components/ui/button";
import { Field, FormMessage } from "../../components/ui/field";
import { AdminError } from "../../features/admin/admin-error";
import { AdminSection } from "../../features/admin/admin-section";
import { formatDateTime } from "../../features/admin/format";
import { AdminList } from "../../features/admin/kit/admin-list";
import { AdminPage } from "../../features/admin/kit/admin-page";
import { filterControlClass } from "../../features/admin/kit/filter-bar";
import { ADMIN } from "../../features/admin/messages";
import { readForm } from "../../features/admin/read-form.server";
import { refusalText } from "../../features/admin/refusal.server";
import { adminHeaders, requireStaff } from "../../features/admin/require-staff.server";
import type { Route } from "./+types/team";

export const headers = adminHeaders;

export const meta: Route.MetaFunction = () => [
  { title: `${ADMIN.teamTitle} | Backoffice | Blattwerk` },
  { name: "robots", content: "noindex, nofollow" },
];

/** The team: the owner only (every other role gets 403). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { admin } = context.services;
  await requireStaff(request, admin, "team");
  const team = await admin.team();
  const histories = await Promise.all(team.map((m) => admin.history("user", m.id)));
  return { team: team.map((m, i) => ({ ...m, history: histories[i]! })) };
}

const roleForm = z.object({
  email: z.string().trim().toLowerCase().email(ADMIN.invalidEmail).max(254, ADMIN.invalidEmail),
  role: z.enum(ROLES, { error: ADMIN.invalidRole }),
});

export async function action({ request, context }: Route.ActionArgs) {
  const { admin } = context.services;
  const member = await requireStaff(request, admin, "team");
  const read = await readForm(request, (error, status) => data({ error }, { status }));
  if (!read.ok) return read.refusal;
  const parsed = roleForm.safeParse(Object.fromEntries(read.form));
  if (!parsed.success) return data({ error: parsed.error.issues[0]!.message }, { status: 400 });
  const { email, role } = parsed.data;
  // "Kein Zugang" only takes the role away; the four roles go through the invitation (#34), which also
  // welcomes an address without an account.
  if (role === "customer") {
    const result = await admin.setRole(member, email, role);
    // An unknown address is a mistake in the form (422), not a missing page: 404 is how the back office
    // answers those who may not see it.
    if (!result.ok)
      return data({ error: refusalText(result) }, { status: result.status === 404 ? 422 : result.status });
    return { saved: (result.changed ? ADMIN.roleSaved : ADMIN.roleUnchanged)(result.member.email) };
  }
  const result = await admin.invite(member, email, role);
  if (!result.ok) return data({ error: refusalText(result) }, { status: result.status });
  const who = result.member.email;
  if (result.created) return { saved: ADMIN.invitedNew(who) };
  if (result.invited) return { saved: ADMIN.roleSavedInvited(who) };
  return { saved: (result.changed ? ADMIN.roleSaved : ADMIN.roleUnchanged)(who) };
}

const label = (role: unknown) => (ROLES.includes(role as Role) ? ROLE_LABELS[role as Role] : String(role));
const roleOf = (v: unknown) => (v && typeof v === "object" && "role" in v ? label(v.role) : "–");

export default function AdminTeam({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <AdminPage title={ADMIN.teamTitle} description={ADMIN.teamDescription} gap={6}>
      <AdminList
        rows={loaderData.team}
        rowKey={(m) => m.id}
        empty={ADMIN.teamEmpty}
        testId="team"
        section={ADMIN.teamTitle}
        itemClassName="py-3"
      >
        {(m) => (
          <>
            <p className="font-medium text-leaf-950">
              {m.email} <span className="text-sm font-normal text-stone-600">({m.name})</span>
            </p>
            <p className="text-sm text-stone-700">
              {ADMIN.role}: {ROLE_LABELS[m.role]}
            </p>
            {m.history.length > 0 ? (
              <details className="mt-1 text-sm">
                <summary className="cursor-pointer text-leaf-800 underline underline-offset-4">
                  {ADMIN.history}
                </summary>
                <ul className="mt-1 text-stone-700">
                  {m.history.map((h) => (
                    <li key={h.id}>
                      <time dateTime={h.at}>{formatDateTime(h.at)}</time>{" "}
                      {h.action === "team.invite"
                        ? ADMIN.historyInvited(h.actorEmail)
                        : ADMIN.historyEntry(h.actorEmail, roleOf(h.before), roleOf(h.after))}
                    </li>
                  ))}
                </ul>
              </details>
            ) : null}
          </>
        )}
      </AdminList>
      <AdminSection title={ADMIN.setRole}>
        <Form method="post" className="flex flex-col gap-4 sm:flex-row sm:items-end">
          <Field
            label={ADMIN.email}
            hint={ADMIN.setRoleHint}
            name="email"
            type="email"
            autoComplete="off"
            required
            className="sm:flex-1"
          />
          <Field label={ADMIN.role} id="role">
            {(p) => (
              <select {...p} name="role" defaultValue="service" className={filterControlClass}>
                {STAFF_ROLES.map((r) => (
                  <option key={r} value={r}>
                    {ROLE_LABELS[r]}
                  </option>
                ))}
                <option value="customer">{ADMIN.noAccess}</option>
              </select>
            )}
          </Field>
          <Button type="submit" disabled={busy}>
            {ADMIN.save}
          </Button>
        </Form>
        {actionData && "error" in actionData ? (
          <FormMessage className="mt-3">{actionData.error}</FormMessage>
        ) : actionData && "saved" in actionData ? (
          <FormMessage tone="success" className="mt-3">
            {actionData.saved}
          </FormMessage>
        ) : null}
      </AdminSection>
      <AdminSection title={ADMIN.rolesTableTitle} testId="roles-table">
        <ul className="mb-4 flex flex-col gap-1 text-sm text-stone-700">
          {STAFF_ROLES.map((r) => (
            <li key={r}>
              <span className="font-medium text-leaf-950">{ROLE_LABELS[r]}:</span> {ROLE_DESCRIPTIONS[r]}
            </li>
          ))}
        </ul>
        <section
          aria-label={ADMIN.rolesTableTitle}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: on a phone the table scrolls sideways; a keyboard must reach it (WCAG 2.1.1)
          tabIndex={0}
          className="overflow-x-auto"
        >
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{ADMIN.rolesTableTitle}</caption>
            <thead className="text-stone-600">
              <tr>
                <th scope="col" className="py-1 pr-3 font-medium">
                  {ADMIN.permission}
                </th>
                {STAFF_ROLES.map((r) => (
                  <th key={r} scope="col" className="px-2 py-1 text-center font-medium">
                    {ROLE_LABELS[r]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {PERMISSIONS.map((p) => (
                <tr key={p} className="border-t border-stone-100">
                  <th scope="row" className="py-1.5 pr-3 font-normal">
                    {PERMISSION_LABELS[p]}
                  </th>
                  {STAFF_ROLES.map((r) => (
                    <td key={r} className="px-2 py-1.5 text-center">
                      {can(r, p) ? (
                        <>
                          <span aria-hidden="true">✓</span>
                          <span className="sr-only">{ADMIN.allowed}</span>
                        </>
                      ) : (
                        <>
                          <span aria-hidden="true" className="text-stone-400">
                            –
                          </span>
                          <span className="sr-only">{ADMIN.notAllowed}</span>
                        </>
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </AdminSection>
    </AdminPage>
  );
}

export const ErrorBoundary = AdminError;
