import { Truck } from "lucide-react";
import { deliveryPromise } from "../../../domain/orders/delivery-promise";
import { openCookieSettings, useConsent } from "../../features/consent/consent-store";
import { Link, useLocale, useMessages } from "../../lib/i18n/react";
import { useShopSettings } from "../../lib/shop-settings";
import { Logo } from "./logo";
import { shellMessages } from "./messages";

export function Footer() {
  const { FOOTER } = useMessages(shellMessages);
  const { given } = useConsent();
  const { freeShippingThreshold, deliveryDays, smallBusiness } = useShopSettings();
  const locale = useLocale();
  return (
    <footer className="bg-leaf-950 text-leaf-50 print:hidden">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-4 md:px-6">
        <div className="flex flex-col gap-3">
          <Logo />
          <p className="text-sm text-leaf-100">{FOOTER.tagline}</p>
          <p className="flex items-center gap-2 text-sm font-medium">
            <Truck aria-hidden className="h-4 w-4" /> {FOOTER.freeShipping(freeShippingThreshold)}
          </p>
          <p className="text-sm text-leaf-100">{deliveryPromise(locale, deliveryDays)}</p>
          <p className="text-sm text-leaf-100">{FOOTER.deliveryArea}</p>
        </div>
        {FOOTER.groups.map((g) => (
          <nav key={g.heading} aria-label={g.heading}>
            <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-leaf-200">{g.heading}</h2>
            <ul className="flex flex-col gap-2 text-sm">
              {g.links.map((l) => (
                <li key={l.to}>
                  <Link to={l.to} viewTransition className="hover:underline">
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-4 text-xs text-leaf-100 md:px-6">
          <p>{(smallBusiness ? FOOTER.copyrightNoVat : FOOTER.copyright)(new Date().getFullYear())}</p>
          {given ? (
            <button type="button" onClick={openCookieSettings} className="underline hover:text-white">
              {FOOTER.cookieSettings}
            </button>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
