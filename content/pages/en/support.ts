import { BRAND, contactEmail } from "../../../domain/shop/brand";
import type { SupportContent } from "../support";

/** The support page in English (#19): the same structure and anchors as ../support.ts. */
export const SUPPORT_EN: SupportContent = {
  heading: "Help & Service",
  intro:
    "Here you'll find answers to the most common questions about ordering, shipping, returns and care. And if you can't find what you need, we're here for you in person.",
  helpCenter: {
    id: "help-center",
    heading: "Frequently asked questions",
    faqs: [
      {
        q: "How do I order a plant?",
        a: "Put the plants you like in your cart and then go to checkout. There you enter your delivery address and complete your order with the order button. It is packed and shipped by one of our partner nurseries or partner plant shops from Germany.",
      },
      {
        q: "Can I pay by invoice?",
        a: `You'll see which payment methods are available to you – and whether paying by invoice is one of them – at checkout, before you submit your order. If you have questions about a payment, just write to us at ${contactEmail("hallo")}.`,
      },
      {
        q: "What do I get from a customer account?",
        a: `In your customer account you manage your details and keep track of your orders. If you'd like your account deleted, write to us at ${contactEmail("datenschutz")}. For all other questions about your account, our team is happy to help at ${contactEmail("hallo")}.`,
      },
      {
        q: `How does ${BRAND.scanName} work?`,
        a: "Hold your smartphone where your plant is meant to live and start the scan. It combines brightness, colour temperature and your camera's exposure data, classifies the light conditions with 98\u00a0% accuracy and shows you plants that suit this light in less than 3 seconds. For this to work, the scan needs access to your camera.",
      },
      {
        q: "Are my scan images uploaded?",
        a: "No. The camera images are analysed right on your device and never uploaded.",
      },
      {
        q: "How do I look after my new plant properly?",
        a: "Every plant page has notes on water, light, temperature and humidity. After delivery: put your plant in its new spot, give it a few days to settle in and check with your finger whether the soil has dried out before watering. Waterlogging harms most houseplants more than a day without enough water.",
      },
      {
        q: "How can I save plants?",
        a: "You can save plants you like and then find them all together in your wishlist. From there you can add them to your cart or remove them at any time – handy if you'd like to scan a few more spots in your home first.",
      },
    ],
  },
  contact: {
    id: "contact",
    heading: "Contact",
    text: "Do you have a question about your order, is a plant worrying you or do you need help with the scan? Write to us – ideally with your order number and, if it's about a plant, a photo.",
    email: contactEmail("hallo"),
    hours: "We answer your message on working days as quickly as we can.",
  },
  shipping: {
    id: "shipping",
    heading: "Shipping",
    items: [
      "We deliver within Germany only.",
      "Your order is packed and shipped by one of our local partner nurseries or a partner plant shop from Germany.",
      // The delivery days of the settings (#34), filled in by the page (support-sections.tsx).
      "Delivery time: {deliveryTime}",
      "We ship with DHL.",
      "Shipping is free for orders of {threshold} or more.",
      "To protect your plants, we pause shipping at temperatures above 35\u00a0°C or below 0\u00a0°C. Your order will be on its way as soon as the weather allows again – so delivery may take longer.",
    ],
  },
  returns: {
    id: "returns",
    heading: "Returns & refunds",
    items: [
      "You can cancel the contract within 14 days without giving any reason. The period begins on the day on which you, or a third party named by you who is not the carrier, take possession of the goods.",
      "After cancelling, you send the goods back to us within 14 days. We bear the cost of the return.",
      `You can send us your cancellation informally at ${contactEmail("widerruf")}. You'll find all the details in our cancellation policy.`,
      "Once your return has arrived, we refund the amount within 3–5 working days.",
      `If your plant arrives damaged or doesn't thrive in the first 3 days after delivery, you're covered. Just send us a photo at ${contactEmail("hallo")} so we can take care of it quickly.`,
    ],
  },
};
