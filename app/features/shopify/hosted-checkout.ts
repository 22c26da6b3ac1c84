import type { CartItem } from "../../../domain/cart";
import { toast } from "../../lib/toast";
import { createCheckout } from "./catalog-function";
import { loadCredentials } from "./credentials";
import { type HostedTexts, shopifyMessages } from "./messages";

/**
 * Hands the cart to Shopify's hosted checkout (Cart API `cartCreate` → `checkoutUrl`, spec §4).
 * Returns true once the browser is on its way; the caller clears the cart then. `HOSTED` are the toasts
 * in the page's language.
 */
export async function goToHostedCheckout(
  items: readonly CartItem[],
  HOSTED: HostedTexts = shopifyMessages.de.HOSTED,
): Promise<boolean> {
  if (items.some((i) => !i.shopifyVariantId?.startsWith("gid://shopify/"))) {
    toast.error(HOSTED.failed);
    return false;
  }
  const credentials = (await loadCredentials().catch(() => null)) ?? undefined;
  const res = await createCheckout(
    items.map((i) => ({ variantId: i.shopifyVariantId!, quantity: i.quantity })),
    credentials,
  );
  if ("error" in res) {
    toast.error(HOSTED.failed);
    return false;
  }
  if (!res.checkout) {
    const message = res.checkoutUserErrors[0]?.message;
    // The server's (and Shopify's) own message for a store without credentials.
    if (message === "Shopify integration not configured") {
      toast.error(HOSTED.notConfigured, { description: HOSTED.notConfiguredText });
    } else {
      toast.error(HOSTED.failed, message ? { description: message } : undefined);
    }
    return false;
  }
  toast.success(HOSTED.redirecting);
  window.location.assign(res.checkout.webUrl);
  return true;
}
