import { PARTNER } from "../../content/pages";
import { INFO } from "../features/info/messages";
import { PartnerBenefits } from "../features/info/partner/partner-benefits";
import { PartnerCircle } from "../features/info/partner/partner-circle";
import { PartnerCta } from "../features/info/partner/partner-cta";
import { PartnerSteps } from "../features/info/partner/partner-steps";
import { PartnerTraits } from "../features/info/partner/partner-traits";
import { CopyEmailButton } from "../features/info/shared/copy-email-button";
import { InfoHero } from "../features/info/shared/info-hero";
import { sharedPageHeaders } from "../lib/cache-headers";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/partner";

/** The same for every anonymous visitor: shared briefly (app/lib/cache-headers.ts). */
export const headers: Route.HeadersFunction = sharedPageHeaders;

export const meta: Route.MetaFunction = (args) => pageMeta(args, INFO.partner.meta);

export default function PartnerPage() {
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
