import type { CartItem } from "../../../domain/orders/cart";
import { toast } from "../../lib/toast";
import { createCheckout } from "./catalog-function";
import { loadCredentials } from "./credentials";
import { type HostedTexts, shopifyMessages } from "./messages";

/**
 * Where the hand-off ended: on the way to Shopify's page, failed (a toast said why), or refused because
 * the store has too few of some lines — `available` by plant id (0: sold out) and the message to show,
 * as the invoice checkout answers a short line.
 */
export type HostedOutcome =
  | { kind: "leaving" }
  | { kind: "failed" }
  | { kind: "short"; available: Record<string, number>; message: string };

/**
 * Hands the cart to Shopify's hosted checkout (Cart API `cartCreate` → `checkoutUrl`, spec §4). The
 * caller clears the cart once the browser is leaving. `HOSTED` are the toasts in the page's language.
 */
export async function goToHostedCheckout(
  items: readonly CartItem[],
  HOSTED: HostedTexts = shopifyMessages.de.HOSTED,
  language: "de" | "en" = "de",
): Promise<HostedOutcome> {
  if (items.some((i) => !i.shopifyVariantId?.startsWith("gid://shopify/"))) {
    toast.error(HOSTED.failed);
    return { kind: "failed" };
  }
  const credentials = (await loadCredentials().catch(() => null)) ?? undefined;
  const res = await createCheckout(
    items.map((i) => ({ variantId: i.shopifyVariantId!, quantity: i.quantity })),
    credentials,
    language,
  );
  if ("error" in res) {
    toast.error(HOSTED.failed);
    return { kind: "failed" };
  }
  if (!res.checkout) {
    const message = res.checkoutUserErrors[0]?.message;
    const short = res.available;
    if (short && message) {
      const available = Object.fromEntries(
        items.flatMap((i) => {
          const left = short[i.shopifyVariantId!];
          return left === undefined ? [] : [[i.id, left] as const];
        }),
      );
      return { kind: "short", available, message };
    }
    // The server's (and Shopify's) own message for a store without credentials.
    if (message === "Shopify integration not configured") {
      toast.error(HOSTED.notConfigured, { description: HOSTED.notConfiguredText });
    } else {
      toast.error(HOSTED.failed, message ? { description: message } : undefined);
    }
    return { kind: "failed" };
  }
  toast.success(HOSTED.redirecting);
  window.location.assign(res.checkout.webUrl);
  return { kind: "leaving" };
}
