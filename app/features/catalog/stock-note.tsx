import { stockState } from "../../../domain/orders/stock";
import { cn } from "../../lib/cn";
import { useMessages } from "../../lib/i18n/react";
import { catalogMessages } from "./messages";

/**
 * "Nur noch N verfügbar" when few are left, "Ausverkauft" at 0, nothing otherwise (the number is
 * shown only when it matters, so pages change only at the threshold: domain/orders/stock.ts).
 */
export function StockNote({ stock, className }: { stock: number | undefined; className?: string }) {
  const { STOCK } = useMessages(catalogMessages);
  const state = stockState(stock);
  if (state.kind === "available") return null;
  return (
    <p
      data-testid="stock-note"
      data-state={state.kind}
      className={cn(
        "text-sm font-semibold",
        state.kind === "sold-out" ? "text-red-800" : "text-amber-800",
        className,
      )}
    >
      {state.kind === "sold-out" ? STOCK.soldOut : STOCK.low(state.left)}
    </p>
  );
}
