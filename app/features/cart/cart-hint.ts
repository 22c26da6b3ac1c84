import { CART_KEY } from "./cart-store";

/** The browser's cart is known to be empty: none stored, or an empty list (unreadable: not known). */
const KNOWN_EMPTY = `var c=JSON.parse(localStorage.getItem(${JSON.stringify(CART_KEY)})||"[]");if(Array.isArray(c)&&!c.length)`;

/**
 * Runs in the page's head before it paints (issue #31): marks <html data-cart="empty"> when the browser's
 * cart is known to be empty, so the cart page shows its empty state with the HTML instead of a loading
 * line until the scripts have run (its largest paint came 1.2 s later on a slow phone). Anything else
 * (items, unreadable storage) leaves the mark off and the loading line stands until hydration, as before.
 */
export const CART_HINT_SCRIPT = `try{${KNOWN_EMPTY}document.documentElement.dataset.cart="empty"}catch(e){}`;

/**
 * The checkout's head (issue #31): with an empty cart there is nothing to order, and the page sends the
 * customer to the cart. Done here, before the first paint, the checkout form never shows and then jumps
 * away after hydration (a layout shift of 0.11 on a slow phone); the page's own redirect stays for the
 * cart emptied while the page is open. `cartPath` is the cart in the page's language.
 */
export const checkoutHintScript = (cartPath: string) =>
  `try{${KNOWN_EMPTY}location.replace(${JSON.stringify(cartPath)})}catch(e){}`;
