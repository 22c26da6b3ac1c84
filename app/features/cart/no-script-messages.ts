import { contactEmail } from "../../../domain/shop/brand";
import { defineMessages } from "../../lib/i18n/locale";

/**
 * What a visitor without JavaScript reads where the cart, the checkout or a plant's buy buttons would be
 * (#32): the cart lives in the browser, so it says so and how to order by mail instead. One text for the
 * three places.
 */
export const noScriptMessages = defineMessages(
  {
    orderByMail: `Warenkorb und Kasse brauchen JavaScript. Schalte es in deinem Browser ein – oder schreib uns an ${contactEmail("hallo")}, welche Pflanzen du möchtest und wohin wir liefern sollen; wir antworten mit einem Angebot.`,
  },
  {
    orderByMail: `The cart and the checkout need JavaScript. Please turn it on in your browser – or write to ${contactEmail("hallo")} which plants you would like and where we should deliver them; we will reply with an offer.`,
  },
);
