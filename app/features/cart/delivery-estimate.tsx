import { Truck } from "lucide-react";
import { deliveryEstimateText } from "../../../domain/delivery";
import { cn } from "../../lib/cn";

/** "Voraussichtliche Lieferung zwischen … und …" from today. Rendered only in the browser (cart pages). */
export function DeliveryEstimate({ className }: { className?: string }) {
  return (
    <p
      data-testid="delivery-estimate"
      className={cn("flex items-start gap-2 text-sm text-stone-700", className)}
    >
      <Truck aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-leaf-700" />
      <span>{deliveryEstimateText(new Date())}</span>
    </p>
  );
}
