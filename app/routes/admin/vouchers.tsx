import { data, Form, useNavigation } from "react-router";
import { formatEuro } from "../../../domain/orders/money";
import { Button } from "../../components/ui/button";
import { FormMessage } from "../../components/ui/field";
import { AdminPage } from "../../features/admin/kit/admin-page";
import { readForm } from "../../features/admin/read-form.server";
import { adminHeaders, requireStaff } from "../../features/admin/require-staff.server";
import { VOUCHER_UI } from "../../features/admin/voucher-messages";
import type { Route } from "./+types/vouchers";

export const headers = adminHeaders;

export const meta: Route.MetaFunction = () => [
  { title: `${VOUCHER_UI.title} | Backoffice | Blattwerk` },
  { name: "robots", content: "noindex, nofollow" },
];

const day = (iso: string) =>
  new Intl.DateTimeFormat("de-DE", { dateStyle: "medium", timeZone: "UTC" }).format(
    new Date(`${iso}T00:00:00Z`),
  );

/** Gift vouchers (#43 §3): who bought which, paid or not; the code itself is never shown here. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context.services.admin, "money.view");
  const rows = await context.services.vouchers.list();
  return {
    vouchers: rows.map((v) => ({
      id: v.id,
      number: v.number,
      state: v.state,
      online: v.paymentMethod === "stripe",
      initialCents: v.initialCents,
      balanceCents: v.balanceCents,
      buyer: `${v.buyerName} <${v.buyerEmail}>`,
      recipient: v.recipientEmail,
      deliverOn: day(v.deliverOn),
      validUntil: day(v.validUntil),
    })),
  };
}

/** „Als bezahlt markieren“: the transfer arrived; the voucher is issued (audited). */
export async function action({ request, context }: Route.ActionArgs) {
  const member = await requireStaff(request, context.services.admin, "money.pay");
  const read = await readForm(request, (error, status) => data({ error }, { status }));
  if (!read.ok) return read.refusal;
  const id = read.form.get("id");
  if (read.form.get("intent") !== "paid" || typeof id !== "string")
    return data({ error: VOUCHER_UI.unknownIntent }, { status: 400 });
  const done = await context.services.vouchers.markPaid(id, { id: member.id, email: member.email });
  if (!done) return data({ error: VOUCHER_UI.notPending }, { status: 409 });
  return { notice: VOUCHER_UI.markedPaid };
}

export default function AdminVouchers({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <AdminPage title={VOUCHER_UI.title} description={VOUCHER_UI.description}>
      {actionData && "error" in actionData ? (
        <FormMessage>{actionData.error}</FormMessage>
      ) : actionData && "notice" in actionData ? (
        <FormMessage tone="success">{actionData.notice}</FormMessage>
      ) : null}
      {loaderData.vouchers.length === 0 ? (
        <p className="text-stone-700">{VOUCHER_UI.empty}</p>
      ) : (
        <ul
          data-testid="voucher-list"
          className="flex flex-col divide-y divide-stone-200 rounded-2xl bg-white px-4 ring-1 ring-stone-200"
        >
          {loaderData.vouchers.map((v) => (
            <li
              key={v.id}
              data-testid="voucher-row"
              className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="flex min-w-0 flex-col gap-0.5">
                <p className="font-semibold text-leaf-950">
                  {v.number}{" "}
                  <span className="font-normal text-stone-700">
                    {formatEuro(v.initialCents)} ·{" "}
                    {v.online && v.state === "pending"
                      ? VOUCHER_UI.pendingOnline
                      : VOUCHER_UI.states[v.state]}
                    {v.online && v.state === "active" ? ` · ${VOUCHER_UI.paidOnline}` : ""}
                  </span>
                </p>
                <p className="break-all text-sm text-stone-700">
                  {VOUCHER_UI.buyer}: {v.buyer}
                  {v.recipient ? ` · ${VOUCHER_UI.recipient}: ${v.recipient}` : ""}
                </p>
                <p className="text-sm text-stone-700">
                  {VOUCHER_UI.balance(formatEuro(v.balanceCents))} · {VOUCHER_UI.deliverOn(v.deliverOn)} ·{" "}
                  {VOUCHER_UI.validUntil(v.validUntil)}
                </p>
              </div>
              {v.state === "pending" && !v.online ? (
                <Form method="post" className="shrink-0">
                  <input type="hidden" name="intent" value="paid" />
                  <input type="hidden" name="id" value={v.id} />
                  <Button type="submit" disabled={busy} aria-label={VOUCHER_UI.markPaidLabel(v.number)}>
                    {VOUCHER_UI.markPaid}
                  </Button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </AdminPage>
  );
}
