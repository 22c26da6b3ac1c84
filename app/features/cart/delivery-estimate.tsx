import { Truck } from "lucide-react";
import { deliveryEstimateText, deliveryEstimateTextEnglish } from "../../../domain/orders/delivery";
import { cn } from "../../lib/cn";
import { useLocale } from "../../lib/i18n/react";
import { useShopSettings } from "../../lib/shop-settings";

/**
 * "Voraussichtliche Lieferung zwischen … und …" in the page's language (the English pages said it in
 * German). Without `at` it is computed from the browser's clock (cart pages render it only in the
 * browser); with `at` (epoch ms from the loader) the server's and browser's render agree.
 */
export function DeliveryEstimate({ className, at }: { className?: string; at?: number }) {
  const locale = useLocale();
  const now = new Date(at ?? Date.now());
  const { deliveryDays } = useShopSettings();
  return (
    <p
      data-testid="delivery-estimate"
      className={cn("flex items-start gap-2 text-sm text-stone-700", className)}
    >
      <Truck aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-leaf-700" />
      <span>
        {locale === "en"
          ? deliveryEstimateTextEnglish(now, deliveryDays)
          : deliveryEstimateText(now, deliveryDays)}
      </span>
    </p>
  );
}
