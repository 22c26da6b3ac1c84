import { data, Form, Link, useNavigation } from "react-router";
import { Button } from "../../components/ui/button";
import { FormMessage } from "../../components/ui/field";
import { AdminError } from "../../features/admin/admin-error";
import { AdminList } from "../../features/admin/kit/admin-list";
import { AdminPage } from "../../features/admin/kit/admin-page";
import { listHref, pageParam } from "../../features/admin/kit/list-url";
import { MailSummaryText } from "../../features/admin/mail-state";
import { MAIL_UI } from "../../features/admin/messages";
import { readForm } from "../../features/admin/read-form.server";
import { refusalText } from "../../features/admin/refusal.server";
import { adminHeaders, requireStaff } from "../../features/admin/require-staff.server";
import type { Route } from "./+types/mails";

export const headers = adminHeaders;

export const meta: Route.MetaFunction = () => [
  { title: `${MAIL_UI.title} | Backoffice | Blattwerk` },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context.services.admin, "mails");
  return context.services.admin.mails({ page: pageParam(new URL(request.url)) });
}

/** "Erneut senden": staff may do it (the outbox tries again from the first attempt). */
export async function action({ request, context }: Route.ActionArgs) {
  const { admin } = context.services;
  const member = await requireStaff(request, admin, "mails");
  const read = await readForm(request, (error, status) => data({ error }, { status }));
  if (!read.ok) return read.refusal;
  const form = read.form;
  const id = form.get("id");
  if (form.get("intent") !== "retry" || typeof id !== "string")
    return data({ error: MAIL_UI.unknownIntent }, { status: 400 });
  const result = await admin.retryMail({ id: member.id, email: member.email }, id);
  if (!result.ok) return data({ error: refusalText(result) }, { status: result.status });
  return { notice: result.message };
}

export default function AdminMails({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, failed, pending, page, pages } = loaderData;
  const navigation = useNavigation();
  const retrying = navigation.state === "submitting" ? navigation.formData?.get("id") : null;
  return (
    <AdminPage title={MAIL_UI.title} description={MAIL_UI.description}>
      {actionData && "error" in actionData ? (
        <FormMessage>{actionData.error}</FormMessage>
      ) : actionData && "notice" in actionData ? (
        <FormMessage tone="success">{actionData.notice}</FormMessage>
      ) : null}
      <p className="text-sm font-medium text-stone-800" data-testid="mail-counts">
        {MAIL_UI.counts(failed, pending)}
      </p>
      <AdminList
        rows={rows}
        rowKey={(m) => m.id}
        empty={MAIL_UI.empty}
        testId="mail-list"
        section={MAIL_UI.title}
        itemTestId="mail-row"
        itemClassName="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between"
        paging={{ page, pages, href: (n) => listHref({}, n) }}
      >
        {(m) => (
          <>
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
          </>
        )}
      </AdminList>
    </AdminPage>
  );
}

export const ErrorBoundary = AdminError;
