import { ArrowRight, Mail, RotateCcw, Truck } from "lucide-react";
import type { SupportContent } from "../../../../content/pages";
import { deliveryPromiseDays, deliveryRule } from "../../../../domain/orders/delivery-promise";
import { buttonClass } from "../../../components/ui/button";
import { Link, useLocale, useMessages } from "../../../lib/i18n/react";
import { useShopSettings } from "../../../lib/shop-settings";
import { ShippingRates } from "../../catalog/shipping-rates";
import { infoMessages } from "../messages";
import { InfoSection } from "../shared/info-section";
import { FactList } from "./fact-list";
import { FaqList } from "./faq-list";

export function HelpCenterSection({ helpCenter }: { helpCenter: SupportContent["helpCenter"] }) {
  return (
    <InfoSection id={helpCenter.id} heading={helpCenter.heading}>
      <FaqList faqs={helpCenter.faqs} />
    </InfoSection>
  );
}

export function ContactSection({ contact }: { contact: SupportContent["contact"] }) {
  const { INFO } = useMessages(infoMessages);
  return (
    <InfoSection id={contact.id} heading={contact.heading} tone="white">
      <div className="flex flex-col gap-6 rounded-3xl bg-leaf-50 p-6 md:flex-row md:items-center md:justify-between md:p-8">
        <div className="flex max-w-xl flex-col gap-3 text-lg leading-relaxed text-stone-700">
          <p>{contact.text}</p>
          <p className="text-base text-stone-600">{contact.hours}</p>
        </div>
        <div className="flex flex-col gap-2 md:items-end">
          <a href={`mailto:${contact.email}`} className={buttonClass("primary", "lg")}>
            <Mail aria-hidden className="h-5 w-5" />
            {INFO.support.writeUs}
          </a>
          <p className="text-sm font-medium text-leaf-900">{contact.email}</p>
        </div>
      </div>
    </InfoSection>
  );
}

/**
 * Shipping facts; "{threshold}" becomes the configured free-shipping threshold (DESIGN §7), "{deliveryTime}"
 * the delivery time of the settings (#34) with its rule.
 */
export function ShippingSection({ shipping }: { shipping: SupportContent["shipping"] }) {
  const { freeShippingThreshold, deliveryDays } = useShopSettings();
  const locale = useLocale();
  const promise = deliveryPromiseDays(deliveryDays);
  const deliveryTime = `${promise.from}–${promise.to} ${locale === "en" ? "working days" : "Werktage"}. ${deliveryRule(locale, deliveryDays)}`;
  const items = shipping.items.map((i) =>
    i.replaceAll("{threshold}", freeShippingThreshold).replaceAll("{deliveryTime}", deliveryTime),
  );
  return (
    <FactCard id={shipping.id} heading={shipping.heading} icon={<Truck aria-hidden className="h-6 w-6" />}>
      <FactList items={items} />
      <div className="mt-6 border-t border-leaf-100 pt-5">
        <ShippingRates />
      </div>
    </FactCard>
  );
}

export function ReturnsSection({ returns }: { returns: SupportContent["returns"] }) {
  const { INFO } = useMessages(infoMessages);
  return (
    <FactCard id={returns.id} heading={returns.heading} icon={<RotateCcw aria-hidden className="h-6 w-6" />}>
      <FactList items={returns.items} />
      <ul className="mt-6 flex flex-col gap-2 border-t border-leaf-100 pt-5 font-semibold text-leaf-800">
        <li>
          <Link to="/widerruf" viewTransition className="inline-flex items-center gap-2 hover:underline">
            <ArrowRight aria-hidden className="h-4 w-4" />
            {INFO.support.withdrawalNotice}
          </Link>
        </li>
        <li>
          <Link
            to="/widerruf#widerrufsbutton"
            viewTransition
            className="inline-flex items-center gap-2 hover:underline"
          >
            <ArrowRight aria-hidden className="h-4 w-4" />
            {INFO.support.withdrawOnline}
          </Link>
        </li>
      </ul>
    </FactCard>
  );
}

function FactCard({
  id,
  heading,
  icon,
  children,
}: {
  id: string;
  heading: string;
  icon: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="rounded-3xl bg-white p-6 shadow-sm md:p-8">
      <div className="flex items-center gap-3">
        <span className="inline-flex h-12 w-12 items-center justify-center rounded-2xl bg-leaf-100 text-leaf-800">
          {icon}
        </span>
        <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight text-leaf-950 md:text-3xl">
          {heading}
        </h2>
      </div>
      <div className="mt-6">{children}</div>
    </section>
  );
}
