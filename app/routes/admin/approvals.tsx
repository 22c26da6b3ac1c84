import { data, Form, Link, useNavigation } from "react-router";
import { formatEuro } from "../../../domain/orders/money";
import { Button } from "../../components/ui/button";
import { FormMessage } from "../../components/ui/field";
import { AdminError } from "../../features/admin/admin-error";
import { AdminSection } from "../../features/admin/admin-section";
import { APPROVALS_UI } from "../../features/admin/approvals-messages";
import { formatDateTime } from "../../features/admin/format";
import { AdminList } from "../../features/admin/kit/admin-list";
import { AdminPage } from "../../features/admin/kit/admin-page";
import { refusalText } from "../../features/admin/refusal.server";
import { adminHeaders, requireStaff } from "../../features/admin/require-staff.server";
import type { Route } from "./+types/approvals";

export const headers = adminHeaders;

export const meta: Route.MetaFunction = () => [
  { title: `${APPROVALS_UI.title} | Backoffice | Blattwerk` },
  { name: "robots", content: "noindex, nofollow" },
];

/** Refunds and credit notes above customer service's limit (#49 §3): the owner only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { admin } = context.services;
  await requireStaff(request, admin, "approvals");
  const { pending, decided } = await admin.approvals.list();
  const view = (a: (typeof pending)[number]) => ({
    id: a.id,
    kind: a.kind,
    subject: a.subject,
    orderNumber: a.orderNumber,
    amountCents: a.amountCents,
    reason:
      typeof (a.input as { reason?: unknown }).reason === "string"
        ? (a.input as { reason: string }).reason
        : "",
    requestedBy: a.requestedByEmail,
    requestedAt: a.requestedAt.toISOString(),
    state: a.state,
    decidedBy: a.decidedByEmail,
    decidedAt: a.decidedAt?.toISOString() ?? null,
    outcome: a.outcome,
  });
  return { pending: pending.map(view), decided: decided.map(view) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { admin } = context.services;
  const member = await requireStaff(request, admin, "approvals");
  const form = await request.formData();
  const intent = form.get("intent");
  const id = String(form.get("id") ?? "");
  const actor = { id: member.id, email: member.email };
  if (intent !== "approve" && intent !== "decline")
    return data({ error: APPROVALS_UI.unknownIntent }, { status: 400 });
  const result =
    intent === "approve"
      ? await admin.approvals.approve(actor, id)
      : await admin.approvals.decline(actor, id, String(form.get("reason") ?? ""));
  if (!result.ok) {
    const error =
      result.error === "approval_unknown"
        ? APPROVALS_UI.unknown
        : result.error === "approval_decided"
          ? APPROVALS_UI.decided
          : refusalText(result as Parameters<typeof refusalText>[0]);
    return data({ error }, { status: result.status === 404 ? 404 : result.status === 409 ? 409 : 422 });
  }
  return { notice: result.message };
}

export default function AdminApprovals({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" ? navigation.formData?.get("id") : null;
  const subjectLink = (a: (typeof loaderData.pending)[number]) =>
    a.kind.startsWith("order_") ? (
      <Link
        to={`/admin/orders/${a.subject}`}
        className="font-mono text-leaf-800 underline underline-offset-4"
      >
        {APPROVALS_UI.toOrder(a.subject)}
      </Link>
    ) : (
      <Link to={`/admin/withdrawals/${a.subject}`} className="text-leaf-800 underline underline-offset-4">
        {a.orderNumber ? APPROVALS_UI.toOrder(a.orderNumber) : APPROVALS_UI.toWithdrawal}
      </Link>
    );
  return (
    <AdminPage title={APPROVALS_UI.title} description={APPROVALS_UI.description} gap={6}>
      {actionData && "error" in actionData ? (
        <FormMessage>{actionData.error}</FormMessage>
      ) : actionData && "notice" in actionData ? (
        <FormMessage tone="success">{actionData.notice}</FormMessage>
      ) : null}
      <AdminList
        rows={loaderData.pending}
        rowKey={(a) => a.id}
        empty={APPROVALS_UI.empty}
        testId="approvals-pending"
        section={APPROVALS_UI.pendingHeading}
        itemTestId="approval"
        itemClassName="flex flex-col gap-3 py-3"
      >
        {(a) => (
          <>
            <div className="flex flex-col gap-1 text-sm">
              <p className="font-medium text-leaf-950">
                {APPROVALS_UI.kinds[a.kind]} ·{" "}
                <span className="tabular-nums">{formatEuro(a.amountCents)}</span> · {subjectLink(a)}
              </p>
              <p className="text-stone-700">
                {APPROVALS_UI.requested(a.requestedBy, formatDateTime(a.requestedAt))}
              </p>
              {a.reason ? <p className="text-stone-700">{APPROVALS_UI.reason(a.reason)}</p> : null}
            </div>
            <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
              <Form method="post">
                <input type="hidden" name="intent" value="approve" />
                <input type="hidden" name="id" value={a.id} />
                <Button type="submit" disabled={busy === a.id}>
                  {APPROVALS_UI.approve}
                </Button>
              </Form>
              <Form method="post" className="flex flex-col gap-2 sm:flex-row sm:items-end">
                <input type="hidden" name="intent" value="decline" />
                <input type="hidden" name="id" value={a.id} />
                <label className="flex flex-col gap-1 text-sm">
                  {APPROVALS_UI.declineReason}
                  <input
                    name="reason"
                    maxLength={500}
                    className="h-11 rounded-lg border border-stone-300 px-3"
                  />
                </label>
                <Button type="submit" variant="outline" disabled={busy === a.id}>
                  {APPROVALS_UI.decline}
                </Button>
              </Form>
            </div>
          </>
        )}
      </AdminList>
      <AdminSection title={APPROVALS_UI.decidedHeading}>
        {loaderData.decided.length === 0 ? (
          <p className="text-sm text-stone-700">{APPROVALS_UI.decidedEmpty}</p>
        ) : (
          <ul className="flex flex-col gap-2 text-sm" data-testid="approvals-decided">
            {loaderData.decided.map((a) => (
              <li key={a.id}>
                {APPROVALS_UI.kinds[a.kind]} · {formatEuro(a.amountCents)} · {subjectLink(a)} ·{" "}
                {(a.state === "approved" ? APPROVALS_UI.approvedBy : APPROVALS_UI.declinedBy)(
                  a.decidedBy ?? "",
                  a.decidedAt ? formatDateTime(a.decidedAt) : "",
                )}
                {a.outcome ? ` — ${a.outcome}` : ""}
              </li>
            ))}
          </ul>
        )}
      </AdminSection>
    </AdminPage>
  );
}

export const ErrorBoundary = AdminError;
