import { ABOUT } from "./about";
import { CAREERS } from "./careers";
import { ABOUT_EN, CAREERS_EN, INVESTOR_EN, PARTNER_EN, SUPPORT_EN } from "./en";
import { INVESTOR } from "./investor";
import { PARTNER } from "./partner";
import { SUPPORT } from "./support";

export * from "./about";
export * from "./careers";
export * from "./en";
export * from "./investor";
export * from "./partner";
export * from "./support";

/** The info pages' texts per language (#19): German at the root, English under /en. */
export const PAGES = {
  de: { about: ABOUT, careers: CAREERS, investor: INVESTOR, partner: PARTNER, support: SUPPORT },
  en: {
    about: ABOUT_EN,
    careers: CAREERS_EN,
    investor: INVESTOR_EN,
    partner: PARTNER_EN,
    support: SUPPORT_EN,
  },
} as const;
