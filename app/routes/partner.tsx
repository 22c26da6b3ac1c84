import { PAGES, withDeliveryDays } from "../../content/pages";
import { infoMessages } from "../features/info/messages";
import { PartnerBenefits } from "../features/info/partner/partner-benefits";
import { PartnerCircle } from "../features/info/partner/partner-circle";
import { PartnerCta } from "../features/info/partner/partner-cta";
import { PartnerSteps } from "../features/info/partner/partner-steps";
import { PartnerTraits } from "../features/info/partner/partner-traits";
import { CopyEmailButton } from "../features/info/shared/copy-email-button";
import { InfoHero } from "../features/info/shared/info-hero";
import { sharedPageHeaders } from "../lib/cache-headers";
import { localeOf } from "../lib/i18n/locale";
import { useMessages } from "../lib/i18n/react";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/partner";

/** The same for every anonymous visitor: shared briefly (app/lib/cache-headers.ts). */
export const headers: Route.HeadersFunction = sharedPageHeaders;

/**
 * The page's editorial text in the request's language, from the server: the browser gets this one page in
 * this one language with the HTML instead of every info page in both languages in its JavaScript (#31).
 */
export const loader = ({ request, context }: Route.LoaderArgs) => {
  const locale = localeOf(new URL(request.url).pathname);
  // The delivery days as the back office set them, read by this request (server/settings).
  const { fromDays, toDays } = context.services.config.shop.delivery;
  return withDeliveryDays(PAGES[locale].partner, { from: fromDays, to: toDays });
};

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, infoMessages[localeOf(args.location.pathname)].INFO.partner.meta);

export default function PartnerPage({ loaderData }: Route.ComponentProps) {
  const { INFO } = useMessages(infoMessages);
  const PARTNER = loaderData;
  return (
    <>
      <InfoHero
        eyebrow={INFO.partner.eyebrow}
        title={PARTNER.headline}
        lead={PARTNER.intro}
        actions={
          <CopyEmailButton
            email={PARTNER.contactEmail}
            label={PARTNER.buttonLabel}
            copiedToast={PARTNER.copiedToast}
            showHint
          />
        }
        aside={<PartnerCircle avatars={PARTNER.avatars} />}
      />
      <PartnerSteps steps={PARTNER.steps} />
      <PartnerBenefits benefits={PARTNER.benefits} />
      <PartnerTraits traits={PARTNER.traits} />
      <PartnerCta partner={PARTNER} />
    </>
  );
}
