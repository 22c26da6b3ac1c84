import type { InvoiceKind } from "../../../domain/contracts/account";
import { formatEuro } from "../../../domain/orders/money";
import type { RateTotal } from "../../../domain/orders/vat";
import { AdminSection } from "./admin-section";
import { formatDateTime } from "./format";
import { ORDER_UI } from "./messages";

interface Invoice {
  number: string;
  kind: InvoiceKind;
  issuedAt: string;
  totalCents: number;
  rates: RateTotal[];
  href: string;
}

/** "7 %": rates are whole percent. */
const percent = (rate: number) => `${rate} %`;

/** The order's documents with their VAT per rate and PDF links: what the accountant asks about. */
export function OrderInvoices({ invoices }: { invoices: Invoice[] }) {
  return (
    <AdminSection title={ORDER_UI.invoicesHeading}>
      {invoices.length === 0 ? (
        <p className="text-sm text-stone-700">{ORDER_UI.noInvoices}</p>
      ) : (
        <ul className="flex flex-col gap-4 text-sm" data-testid="order-invoices">
          {invoices.map((inv) => (
            <li key={inv.number}>
              <p className="flex flex-wrap items-baseline justify-between gap-x-4">
                <a
                  href={inv.href}
                  className="font-medium text-leaf-800 underline underline-offset-4"
                  target="_blank"
                  rel="noreferrer"
                >
                  {ORDER_UI.invoiceKinds[inv.kind]} {inv.number} (PDF)
                </a>
                <span className="text-stone-600">{formatDateTime(inv.issuedAt)}</span>
              </p>
              <table className="mt-1 w-full text-left tabular-nums">
                <thead className="text-stone-600">
                  <tr>
                    <th scope="col" className="py-0.5 font-medium">
                      {ORDER_UI.vatRate}
                    </th>
                    <th scope="col" className="py-0.5 text-right font-medium">
                      {ORDER_UI.net}
                    </th>
                    <th scope="col" className="py-0.5 text-right font-medium">
                      {ORDER_UI.vat}
                    </th>
                    <th scope="col" className="py-0.5 text-right font-medium">
                      {ORDER_UI.gross}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {inv.rates.map((r) => (
                    <tr key={r.vatRate} className="border-t border-stone-100">
                      <td className="py-0.5">{percent(r.vatRate)}</td>
                      <td className="py-0.5 text-right">{formatEuro(r.netCents)}</td>
                      <td className="py-0.5 text-right">{formatEuro(r.vatCents)}</td>
                      <td className="py-0.5 text-right">{formatEuro(r.grossCents)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </li>
          ))}
        </ul>
      )}
    </AdminSection>
  );
}
