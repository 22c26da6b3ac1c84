import { INFO } from "../messages";

/** mailto link with the spec's subject "Application for {title}", encoded per RFC 6068 (spaces as %20). */
export const applyHref = (email: string, title: string): string =>
  `mailto:${email}?subject=${encodeURIComponent(INFO.careers.subject(title))}`;

export const initiativeHref = (email: string): string =>
  `mailto:${email}?subject=${encodeURIComponent(INFO.careers.initiative.subject)}`;
