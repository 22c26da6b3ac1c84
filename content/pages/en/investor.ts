import { BRAND, contactEmail } from "../../../domain/shop/brand";
import type { InvestorContent } from "../investor";

/** The investor page in English (#19): the same structure as ../investor.ts. */
export const INVESTOR_EN: InvestorContent = {
  heading: "Investor Relations",
  intro: `${BRAND.name} combines an online shop for houseplants with camera-based light measurement and a network of local nurseries. Here investors can find out what we are working on and how to get in touch with us.`,
  highlights: [
    { value: "63\u00a0%", label: "growth in urban gardening" },
    {
      value: "73\u00a0%",
      label: "of people have chosen a plant for the wrong spot at least once",
    },
    { value: "98\u00a0%", label: "accuracy of the scan in classifying the light conditions" },
    { value: "< 3\u00a0sec.", label: "from scan to recommendation" },
  ],
  paragraphs: [
    "For many people, plants have become a fixed part of their home, and urban gardening has grown by 63\u00a0%. At the same time, buying a plant often fails at the very first question: 73\u00a0% of people have chosen a plant for the wrong spot at least once.",
    `This is exactly where ${BRAND.scanName} comes in. The scan combines brightness, colour temperature and the camera's exposure data, classifies the light conditions of a spot with 98\u00a0% accuracy and delivers matching plant recommendations in under 3 seconds. The images are analysed on the device only and never uploaded – privacy is part of our product.`,
    "For fulfilment we work with local partner nurseries and plant shops all over Germany. They pack and ship the orders; we contribute reach, technology and customer service. So our range grows with every new partner business.",
    "For conversations, documents and questions about our development, investors can reach us directly at the following address.",
  ],
  contactEmail: contactEmail("investoren"),
  buttonLabel: "Copy investor contact",
  copiedToast: "Email copied to clipboard",
};
