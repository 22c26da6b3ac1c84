import { PAGES } from "../../content/pages";
import { infoMessages } from "../features/info/messages";
import { InfoHero } from "../features/info/shared/info-hero";
import {
  ContactSection,
  HelpCenterSection,
  ReturnsSection,
  ShippingSection,
} from "../features/info/support/support-sections";
import { SupportTopics } from "../features/info/support/support-topics";
import { sharedPageHeaders } from "../lib/cache-headers";
import { localeOf } from "../lib/i18n/locale";
import { useMessages } from "../lib/i18n/react";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/support";

/** The same for every anonymous visitor: shared briefly (app/lib/cache-headers.ts). */
export const headers: Route.HeadersFunction = sharedPageHeaders;

/**
 * The page's editorial text in the request's language, from the server: the browser gets this one page in
 * this one language with the HTML instead of every info page in both languages in its JavaScript (#31).
 */
export const loader = ({ request }: Route.LoaderArgs) => {
  const locale = localeOf(new URL(request.url).pathname);
  return PAGES[locale].support;
};

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, infoMessages[localeOf(args.location.pathname)].INFO.support.meta);

/** Anchors #help-center, #contact, #shipping, #returns (spec §2); root.tsx scrolls to the hash. */
export default function SupportPage({ loaderData }: Route.ComponentProps) {
  const { INFO } = useMessages(infoMessages);
  const SUPPORT = loaderData;
  return (
    <>
      <InfoHero eyebrow={INFO.support.eyebrow} title={SUPPORT.heading} lead={SUPPORT.intro} />
      <SupportTopics />
      <HelpCenterSection helpCenter={SUPPORT.helpCenter} />
      <ContactSection contact={SUPPORT.contact} />
      <div className="mx-auto grid max-w-6xl items-start gap-6 px-4 py-14 md:px-6 md:py-20 lg:grid-cols-2">
        <ShippingSection shipping={SUPPORT.shipping} />
        <ReturnsSection returns={SUPPORT.returns} />
      </div>
    </>
  );
}
