import { data, Form, Link, useNavigation } from "react-router";
import { Button } from "../../components/ui/button";
import { FormMessage } from "../../components/ui/field";
import { AdminError } from "../../features/admin/admin-error";
import { AdminSection } from "../../features/admin/admin-section";
import { MailSummaryText } from "../../features/admin/mail-state";
import { MAIL_UI } from "../../features/admin/messages";
import { Pager } from "../../features/admin/pager";
import { adminHeaders, requireStaff } from "../../features/admin/require-staff.server";
import type { Route } from "./+types/mails";

export const headers = adminHeaders;

export const meta: Route.MetaFunction = () => [
  { title: `${MAIL_UI.title} | Backoffice | Blattwerk` },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context.services.admin);
  const page = Number(new URL(request.url).searchParams.get("page") ?? "1");
  return context.services.admin.mails({ page: Number.isFinite(page) ? page : 1 });
}

/** "Erneut senden": staff may do it (the outbox tries again from the first attempt). */
export async function action({ request, context }: Route.ActionArgs) {
  const { admin } = context.services;
  const member = await requireStaff(request, admin);
  const form = await request.formData();
  const id = form.get("id");
  if (form.get("intent") !== "retry" || typeof id !== "string")
    return data({ error: MAIL_UI.unknownIntent }, { status: 400 });
  const result = await admin.retryMail({ id: member.id, email: member.email }, id);
  if (!result.ok) return data({ error: result.message }, { status: result.status });
  return { notice: result.message };
}

const pageHref = (page: number) => (page > 1 ? `/admin/mails?page=${page}` : "/admin/mails");

export default function AdminMails({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, failed, pending, page, pages } = loaderData;
  const navigation = useNavigation();
  const retrying = navigation.state === "submitting" ? navigation.formData?.get("id") : null;
  return (
    <div className="flex flex-col gap-5">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-leaf-950 md:text-3xl">{MAIL_UI.title}</h1>
        <p className="text-stone-700">{MAIL_UI.description}</p>
      </div>
      {actionData && "error" in actionData ? (
        <FormMessage>{actionData.error}</FormMessage>
      ) : actionData && "notice" in actionData ? (
        <FormMessage tone="success">{actionData.notice}</FormMessage>
      ) : null}
      <p className="text-sm font-medium text-stone-800" data-testid="mail-counts">
        {MAIL_UI.counts(failed, pending)}
      </p>
      <AdminSection title={MAIL_UI.title} hideTitle>
        {rows.length === 0 ? (
          <p className="text-stone-700">{MAIL_UI.empty}</p>
        ) : (
          <ul className="divide-y divide-stone-100" data-testid="mail-list">
            {rows.map((m) => (
              <li
                key={m.id}
                data-testid="mail-row"
                className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between"
              >
                <div className="flex min-w-0 flex-col gap-1">
                  <MailSummaryText mail={m} />
                  {m.orderNumber ? (
                    <Link
                      to={`/admin/orders/${m.orderNumber}`}
                      className="inline-flex min-h-11 items-center self-start font-mono text-sm font-medium text-leaf-800 underline underline-offset-4"
                    >
                      {MAIL_UI.order(m.orderNumber)}
                    </Link>
                  ) : null}
                </div>
                {m.status === "failed" ? (
                  <Form method="post" className="shrink-0">
                    <input type="hidden" name="intent" value="retry" />
                    <input type="hidden" name="id" value={m.id} />
                    <Button
                      type="submit"
                      variant="outline"
                      disabled={retrying === m.id}
                      aria-label={MAIL_UI.retryLabel(m.subject, m.recipient)}
                    >
                      {MAIL_UI.retry}
                    </Button>
                  </Form>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </AdminSection>
      <Pager page={page} pages={pages} href={pageHref} />
    </div>
  );
}

export const ErrorBoundary = AdminError;
