import { formatEuro } from "../../../domain/orders/money";
import { ADMIN } from "./messages";

const dayLabel = (day: string) => {
  const [, m, d] = day.split("-");
  return `${Number(d)}.${Number(m)}.`;
};

/** Revenue per day as bars (inline SVG, no chart library), with the numbers as a table for everyone. */
export function RevenueChart({ days }: { days: { day: string; cents: number }[] }) {
  const max = Math.max(1, ...days.map((d) => d.cents));
  const width = 300;
  const height = 80;
  const bar = width / Math.max(1, days.length);
  return (
    <figure>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="h-24 w-full"
        role="img"
        aria-label={ADMIN.revenueChartLabel}
        preserveAspectRatio="none"
      >
        {days.map((d, i) => {
          const h = Math.max(d.cents > 0 ? 2 : 0, (d.cents / max) * (height - 4));
          return (
            <rect
              key={d.day}
              x={i * bar + 1}
              y={height - h}
              width={Math.max(1, bar - 2)}
              height={h}
              rx={1}
              className="fill-leaf-600"
            >
              <title>{`${dayLabel(d.day)}: ${formatEuro(d.cents)}`}</title>
            </rect>
          );
        })}
      </svg>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-leaf-800 underline underline-offset-4">Als Tabelle</summary>
        <table className="mt-2 w-full text-left">
          <thead>
            <tr>
              <th scope="col" className="py-1 font-medium">
                Tag
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Umsatz
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day} className="border-t border-stone-100">
                <td className="py-1">{dayLabel(d.day)}</td>
                <td className="py-1 text-right tabular-nums">{formatEuro(d.cents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
