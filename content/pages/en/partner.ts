import { BRAND, contactEmail } from "../../../domain/shop/brand";
import { DELIVERY_DAYS_SLOT, PARTNER, type PartnerContent } from "../partner";

/** The partner page in English (#19): the same structure as ../partner.ts; the partners' names stay. */
export const PARTNER_EN: PartnerContent = {
  headline: "Together we bring plants to the right spot",
  intro: `Do you run a nursery or a plant shop and would like to sell your plants online too – without a web shop of your own? As a partner of ${BRAND.name}, you ship orders to customers all over Germany who, thanks to ${BRAND.scanName}, know exactly which plant suits their spot.`,
  buttonLabel: "Become a partner",
  contactEmail: contactEmail("partner"),
  copiedToast: "Email copied to clipboard",
  steps: [
    {
      title: "Apply",
      text: "Write us a few lines about your business, your range and your location. We'll get back to you and get to know each other in a personal conversation.",
    },
    {
      title: "We set everything up",
      text: "Together we decide which plants you offer and get your business ready for shipping. You don't need to build a web shop of your own.",
    },
    {
      title: "Ship and earn",
      text: "Orders come straight to you. You pack the plants with the care you always take, ship them with DHL and earn on every sale.",
    },
  ],
  benefits: [
    {
      title: "New customers all over Germany",
      text: "Through our shop you reach people far beyond your region – without a web shop of your own.",
    },
    {
      title: "Purchases that fit",
      text: `${BRAND.scanName} recommends plants based on the light at the chosen spot. So your plants are more likely to end up where they feel at home.`,
    },
    {
      title: "More time for plants",
      text: "The shop, payments and customer enquiries run through us. You focus on what you do best: healthy plants.",
    },
    {
      title: "Shipping that minds the weather",
      text: "Above 35\u00a0°C or below 0\u00a0°C we pause shipping. That way we protect your plants from heat and frost on the way.",
    },
    {
      title: "Your name stays visible",
      text: `At ${BRAND.name} you don't disappear behind an anonymous brand. We show which nurseries and plant shops are behind our range.`,
    },
  ],
  traits: [
    {
      title: "A love of plant quality",
      text: "You only ship plants you would take home yourself: healthy, strong and well rooted.",
    },
    {
      title: "Care in packing",
      text: "You know how to pack plants so that leaves, shoots and root balls survive the journey well.",
    },
    {
      title: "Reliability",
      text: `Every order leaves your business promptly so that we can keep our delivery time of ${DELIVERY_DAYS_SLOT} working days.`,
    },
    {
      title: "Expertise",
      text: "You know your range and can judge which plant needs which light and which care.",
    },
    {
      title: "Openness to new things",
      text: "You'd like to break new ground together with us and give us honest feedback so we get better.",
    },
  ],
  // The partners' own names, the same in both languages.
  avatars: PARTNER.avatars,
};
