import { data, useNavigation } from "react-router";
import type { Amounts, RateTotals } from "../../../domain/books/books";
import { germanDate } from "../../../domain/books/books";
import { parsePeriod } from "../../../domain/books/books-period";
import {
  DATEV_ACCOUNT_ROLES,
  DATEV_ACCOUNT_SETTINGS,
  type DatevAccounts,
  datevFileName,
} from "../../../domain/books/datev";
import { formatEuro } from "../../../domain/orders/money";
import { Field } from "../../components/ui/field";
import { AdminError } from "../../features/admin/admin-error";
import { AdminSection } from "../../features/admin/admin-section";
import { BOOKS } from "../../features/admin/books-messages";
import { AdminPage } from "../../features/admin/kit/admin-page";
import { FilterBar, filterControlClass } from "../../features/admin/kit/filter-bar";
import { refusalText } from "../../features/admin/refusal.server";
import { adminHeaders, requireStaff } from "../../features/admin/require-staff.server";
import type { Route } from "./+types/books";

export const headers = adminHeaders;

export const meta: Route.MetaFunction = () => [
  { title: `${BOOKS.title} | Backoffice | Blattwerk` },
  { name: "robots", content: "noindex, nofollow" },
];

/**
 * GET /admin/books?from=&to=: the books of a period (default: last month). A bad period answers 400
 * with the form and a German message, never an error page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context.services.admin, "books");
  const url = new URL(request.url);
  const { books } = context.services;
  const { chart, accounts, accountsSet, placeholderNumbers } = books.datevSettings;
  const datev = { chart, accounts, accountsSet, placeholderNumbers };
  const parsed = parsePeriod(url.searchParams.get("from"), url.searchParams.get("to"));
  if (!parsed.ok)
    return data(
      { period: { from: parsed.from, to: parsed.to }, error: refusalText(parsed), summary: null, datev },
      { status: 400 },
    );
  return { period: parsed.period, error: null, summary: await books.summary(parsed.period), datev };
}

function AmountCells({ a }: { a: Amounts }) {
  return (
    <>
      <td className="whitespace-nowrap py-1.5 pl-2 text-right tabular-nums">{formatEuro(a.netCents)}</td>
      <td className="whitespace-nowrap py-1.5 pl-2 text-right tabular-nums">{formatEuro(a.vatCents)}</td>
      <td className="whitespace-nowrap py-1.5 pl-2 text-right tabular-nums">{formatEuro(a.grossCents)}</td>
    </>
  );
}

/** Every account the DATEV export books on, and where it is set (#50 §4). */
function AccountsTable({
  datev,
}: {
  datev: { chart: string; accounts: DatevAccounts; accountsSet: Record<keyof DatevAccounts, boolean> };
}) {
  return (
    <table className="mt-4 w-full text-xs" data-testid="books-accounts">
      <caption className="mb-1 text-left text-sm font-medium text-leaf-950">
        {BOOKS.accountsTitle}
        <span className="block text-xs font-normal text-stone-600">{BOOKS.accountsCaption(datev.chart)}</span>
      </caption>
      <thead>
        <tr className="border-b border-stone-200 text-stone-600">
          <th scope="col" className="py-1.5 pr-2 text-left font-medium">
            {BOOKS.accountWhat}
          </th>
          <th scope="col" className="py-1.5 pr-2 text-left font-medium">
            {BOOKS.accountNumber}
          </th>
          <th scope="col" className="py-1.5 text-left font-medium">
            {BOOKS.accountWhere}
          </th>
        </tr>
      </thead>
      <tbody>
        {DATEV_ACCOUNT_ROLES.map((role) => (
          <tr
            key={role}
            className="border-b border-stone-100 align-top"
            data-testid={`books-account-${role}`}
          >
            <th scope="row" className="py-1.5 pr-2 text-left font-normal">
              {BOOKS.accountRoles[role]}
            </th>
            <td className="py-1.5 pr-2 font-mono tabular-nums">{datev.accounts[role]}</td>
            <td className="py-1.5 text-stone-600">
              <code className="break-all font-mono">{DATEV_ACCOUNT_SETTINGS[role]}</code>{" "}
              {datev.accountsSet[role] ? BOOKS.accountSet : BOOKS.accountDefault(datev.chart)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function RateTable({ rate }: { rate: RateTotals }) {
  const rows = [
    [BOOKS.invoices, rate.invoices],
    [BOOKS.cancellations, rate.cancellations],
    [BOOKS.credits, rate.credits],
  ] as const;
  return (
    <table className="w-full text-sm max-sm:text-xs" data-testid={`books-rate-${rate.vatRate}`}>
      <caption className="mb-1 text-left font-medium text-leaf-950">
        {BOOKS.rateCaption(rate.vatRate)}
      </caption>
      <thead>
        <tr className="border-b border-stone-200 text-stone-600">
          <th scope="col" className="py-1.5 text-left font-medium">
            {BOOKS.kind}
          </th>
          <th scope="col" className="py-1.5 pl-2 text-right font-medium">
            {BOOKS.net}
          </th>
          <th scope="col" className="py-1.5 pl-2 text-right font-medium">
            {BOOKS.vat}
          </th>
          <th scope="col" className="py-1.5 pl-2 text-right font-medium">
            {BOOKS.gross}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, a]) => (
          <tr key={label} className="border-b border-stone-100">
            <th scope="row" className="hyphens-manual py-1.5 text-left font-normal">
              {label}
            </th>
            <AmountCells a={a} />
          </tr>
        ))}
        <tr className="font-semibold text-leaf-950">
          <th scope="row" className="py-1.5 text-left">
            {BOOKS.total}
          </th>
          <AmountCells a={rate.total} />
        </tr>
      </tbody>
    </table>
  );
}

export default function AdminBooks({ loaderData }: Route.ComponentProps) {
  const { period, error, summary, datev } = loaderData;
  const busy = useNavigation().state === "loading";
  const query = `?from=${encodeURIComponent(period.from)}&to=${encodeURIComponent(period.to)}`;
  const link = "font-medium text-leaf-800 underline underline-offset-4";
  return (
    <AdminPage title={BOOKS.title} description={BOOKS.description}>
      <FilterBar
        submit={BOOKS.apply}
        hint={BOOKS.periodHint}
        hintClassName="sm:col-span-3"
        className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      >
        <Field label={BOOKS.from} id="books-from">
          {(p) => (
            <input
              {...p}
              name="from"
              type="date"
              required
              defaultValue={period.from}
              className={filterControlClass}
            />
          )}
        </Field>
        <Field label={BOOKS.to} id="books-to">
          {(p) => (
            <input
              {...p}
              name="to"
              type="date"
              required
              defaultValue={period.to}
              className={filterControlClass}
            />
          )}
        </Field>
      </FilterBar>
      {error ? (
        <p
          role="alert"
          className="rounded-2xl bg-red-50 p-4 text-red-900 ring-1 ring-red-200"
          data-testid="books-error"
        >
          {error}
        </p>
      ) : null}
      {summary ? (
        <div className="grid gap-4 lg:grid-cols-[2fr_1fr]" aria-busy={busy}>
          <AdminSection
            className="min-w-0"
            title={BOOKS.totalsTitle(germanDate(period.from), germanDate(period.to))}
            testId="books-totals"
          >
            <p className="mb-3 text-sm text-stone-700" data-testid="books-counts">
              {BOOKS.counts(summary.documents, summary.movements)}
            </p>
            {summary.rates.length === 0 ? (
              <p className="text-sm text-stone-700">{BOOKS.noDocuments}</p>
            ) : (
              <div className="flex flex-col gap-5 overflow-x-auto">
                {summary.rates.map((r) => (
                  <RateTable key={r.vatRate} rate={r} />
                ))}
              </div>
            )}
          </AdminSection>
          <div className="flex flex-col gap-4">
            <AdminSection title={BOOKS.moneyTitle} testId="books-money">
              <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
                <dt>{BOOKS.payments}</dt>
                <dd className="text-right font-semibold tabular-nums" data-testid="books-payments">
                  {formatEuro(summary.paymentsCents)}
                </dd>
                <dt>{BOOKS.refunds}</dt>
                <dd className="text-right font-semibold tabular-nums" data-testid="books-refunds">
                  {formatEuro(summary.refundsCents)}
                </dd>
              </dl>
              <p className="mt-2 text-xs text-stone-600">{BOOKS.moneyHint}</p>
            </AdminSection>
            <AdminSection title={BOOKS.downloadsTitle} testId="books-downloads">
              {/* Plain links: the browser downloads the files (a client-side navigation could not). */}
              <ul className="flex flex-col gap-2 text-sm">
                <li>
                  <a href={`/admin/books/download/documents${query}`} download className={link}>
                    {BOOKS.documentsCsv}
                  </a>
                </li>
                <li>
                  <a href={`/admin/books/download/payments${query}`} download className={link}>
                    {BOOKS.paymentsCsv}
                  </a>
                </li>
                <li>
                  <a href={`/admin/books/download/datev${query}`} download className={link}>
                    {BOOKS.datev}
                  </a>
                  <span className="block break-all text-xs text-stone-600">
                    {datevFileName(period.from, period.to)}
                  </span>
                </li>
                <li>
                  <a href={`/admin/books/download/pdfs${query}`} download className={link}>
                    {BOOKS.pdfs}
                  </a>
                </li>
              </ul>
              <AccountsTable datev={datev} />
              {datev.placeholderNumbers ? (
                <p className="mt-2 rounded-xl bg-amber-50 p-3 text-xs text-amber-950 ring-1 ring-amber-200">
                  {BOOKS.placeholderNumbers}
                </p>
              ) : null}
            </AdminSection>
          </div>
        </div>
      ) : null}
    </AdminPage>
  );
}

export const ErrorBoundary = AdminError;
