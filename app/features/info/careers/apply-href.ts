import { infoMessages } from "../messages";

type CareersTexts = (typeof infoMessages)["de"]["INFO"]["careers"];

/** mailto link with the spec's subject "Application for {title}", encoded per RFC 6068 (spaces as %20). */
export const applyHref = (
  email: string,
  title: string,
  C: CareersTexts = infoMessages.de.INFO.careers,
): string => `mailto:${email}?subject=${encodeURIComponent(C.subject(title))}`;

export const initiativeHref = (email: string, C: CareersTexts = infoMessages.de.INFO.careers): string =>
  `mailto:${email}?subject=${encodeURIComponent(C.initiative.subject)}`;
