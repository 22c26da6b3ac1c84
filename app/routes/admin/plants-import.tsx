import { data, Form, useNavigation } from "react-router";
import { PLANT_CSV_COLUMNS, PLANT_CSV_MAX_BYTES } from "../../../domain/catalog/plant-csv";
import { renderedReport } from "../../../domain/contracts/plant-import-messages";
import { Button, buttonClass } from "../../components/ui/button";
import { Field, FormMessage } from "../../components/ui/field";
import { AdminError } from "../../features/admin/admin-error";
import { AdminSection } from "../../features/admin/admin-section";
import { AdminPage } from "../../features/admin/kit/admin-page";
import { PLANT_UI, PLANT_IMPORT_UI as UI } from "../../features/admin/messages";
import { readForm } from "../../features/admin/read-form.server";
import { refusalText } from "../../features/admin/refusal.server";
import { adminHeaders, requireStaff } from "../../features/admin/require-staff.server";
import { ShopifyCatalogNotice } from "../../features/admin/shopify-notice";
import { cn } from "../../lib/cn";
import type { Route } from "./+types/plants-import";

export const headers = adminHeaders;

export const meta: Route.MetaFunction = () => [
  { title: `${UI.title} | Backoffice | Blattwerk` },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { admin, config } = context.services;
  await requireStaff(request, admin, "plants");
  return { shopifyStore: config.shopify ? (config.shopifyStoreDomain ?? "Shopify") : null };
}

/** "check" is the dry run; "import" writes the file, but only if every line is right. */
export async function action({ request, context }: Route.ActionArgs) {
  const { admin, config } = context.services;
  const member = await requireStaff(request, admin, "plants");
  if (config.shopify) throw data(null, { status: 404 });
  const read = await readForm(request, (fileError, status) => data({ fileError, report: null }, status));
  if (!read.ok) return read.refusal;
  const form = read.form;
  const dryRun = form.get("intent") !== "import";
  const file = form.get("file");
  const refuse = (message: string, status: number) => data({ fileError: message, report: null }, status);
  if (!(file instanceof File) || file.size === 0) return refuse(refusalText({ error: "csv_no_file" }), 422);
  if (file.size > PLANT_CSV_MAX_BYTES) return refuse(refusalText({ error: "csv_too_large" }), 413);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const report = await admin.plantCsv.import({ id: member.id, email: member.email }, bytes, { dryRun });
  const shown = renderedReport(report, refusalText);
  if (shown.fileError) return refuse(shown.fileError, 422);
  return data({ fileError: null, report: shown }, report.counts.error > 0 ? 422 : 200);
}

export default function AdminPlantImport({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const report = actionData?.report;
  return (
    <AdminPage
      title={UI.title}
      description={UI.description}
      back={{ to: "/admin/plants", label: PLANT_UI.backToList }}
    >
      {loaderData.shopifyStore ? (
        <ShopifyCatalogNotice store={loaderData.shopifyStore} />
      ) : (
        <>
          <div className="grid gap-4 lg:grid-cols-2">
            <AdminSection title={UI.howTitle}>
              <ol className="list-decimal space-y-1 pl-5 text-sm text-stone-700">
                {UI.how.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
              <a href="/admin/plants/export.csv" download className={buttonClass("outline", "md", "mt-3")}>
                {PLANT_UI.exportCsv}
              </a>
            </AdminSection>
            <AdminSection title={UI.columnsTitle}>
              <p className="text-sm text-stone-700">{PLANT_CSV_COLUMNS.map((c) => c.header).join(" · ")}</p>
              <p className="mt-2 text-sm text-stone-700">{UI.columnsHint}</p>
            </AdminSection>
          </div>
          <Form
            method="post"
            encType="multipart/form-data"
            className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:flex-row sm:items-end"
          >
            <Field label={UI.file} hint={UI.fileHint} id="csv-file" className="flex-1">
              {(p) => (
                <input
                  {...p}
                  name="file"
                  type="file"
                  accept=".csv,text/csv,text/plain"
                  required
                  className="text-base file:mr-3 file:h-11 file:rounded-full file:border-0 file:bg-leaf-100 file:px-4 file:font-medium file:text-leaf-900"
                />
              )}
            </Field>
            <div className="flex gap-2">
              <Button type="submit" name="intent" value="check" variant="outline" disabled={busy}>
                {UI.dryRun}
              </Button>
              <Button type="submit" name="intent" value="import" disabled={busy}>
                {UI.run}
              </Button>
            </div>
          </Form>
          {actionData?.fileError ? <FormMessage>{actionData.fileError}</FormMessage> : null}
          {report ? <ImportResult report={report} /> : null}
        </>
      )}
    </AdminPage>
  );
}

type Report = NonNullable<NonNullable<Route.ComponentProps["actionData"]>["report"]>;

function ImportResult({ report }: { report: Report }) {
  const tone = report.counts.error > 0 ? "error" : "success";
  const headline = report.stored
    ? UI.stored
    : report.counts.error > 0
      ? UI.nothingStored(report.counts.error)
      : UI.dryRunDone;
  return (
    <AdminSection title={UI.resultTitle} testId="import-result">
      <FormMessage tone={tone}>{headline}</FormMessage>
      <p className="mt-2 text-sm text-stone-700" data-testid="import-summary">
        {UI.summary(report.counts)}
      </p>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="text-stone-600">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                {UI.line}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {UI.plant}
              </th>
              <th scope="col" className="py-2 font-medium">
                {UI.outcome}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {report.lines.map((l) => (
              <tr key={l.line} className="align-top" data-testid={`import-line-${l.line}`}>
                <td className="py-2 pr-3 tabular-nums">{l.line}</td>
                <td className="py-2 pr-3">
                  <span className="font-medium text-leaf-950">{l.name || "–"}</span>
                  {l.id ? <span className="block text-xs text-stone-600">{l.id}</span> : null}
                </td>
                <td className={cn("py-2", l.outcome === "error" ? "text-red-800" : "text-stone-800")}>
                  {l.outcome === "error" ? (
                    <ul className="list-disc space-y-0.5 pl-4">
                      {l.errors.map((e) => (
                        <li key={e}>{e}</li>
                      ))}
                    </ul>
                  ) : l.outcome === "update" ? (
                    <>
                      {UI.outcomes.update}
                      <ul className="list-disc space-y-0.5 pl-4">
                        {l.changes.map((c) => (
                          <li key={c.field}>{UI.change(c)}</li>
                        ))}
                      </ul>
                    </>
                  ) : l.outcome === "create" ? (
                    report.stored ? (
                      UI.outcomes.created
                    ) : (
                      UI.outcomes.create
                    )
                  ) : (
                    UI.outcomes.unchanged
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </AdminSection>
  );
}

export const ErrorBoundary = AdminError;
