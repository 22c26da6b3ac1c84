import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { shippingRates } from "../domain/shop/settings";
import { smallBusinessAt } from "../domain/shop/small-business";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { FloatingButtons } from "./components/layout/floating-buttons";
import { Footer } from "./components/layout/footer";
import { Header } from "./components/layout/header";
import { shellMessages } from "./components/layout/messages";
import { NotFound } from "./components/layout/not-found";
import { Toaster } from "./components/ui/toaster";
import { useAccountSync } from "./features/account/use-account-sync";
import { useUser } from "./features/account/use-user";
import { CART_HINT_SCRIPT, checkoutHintScript } from "./features/cart/cart-hint";
import { CookieConsent } from "./features/consent/cookie-consent";
import { PlantTutorialProvider } from "./features/finder/plant-tutorial";
import { SplashScreenProvider } from "./features/finder/splash-screen";
import { isLocalized, LOCALES, localeOf, localePath, stripLocale, switchLocale } from "./lib/i18n/locale";
import { LocaleProvider, useMessages, usePagePath } from "./lib/i18n/react";
import type { ShopSettings } from "./lib/shop-settings";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { config, auth } = context.services;
  const settings: ShopSettings = {
    // The back office's settings as this request read them (server/settings, #34).
    freeShippingThresholdCents: config.shop.shipping.freeFromCents,
    shippingRatesCents: shippingRates(config.shop),
    giftWrapCents: config.shop.giftWrap.priceCents,
    deliveryDays: { from: config.shop.delivery.fromDays, to: config.shop.delivery.toDays },
    publicUrl: config.publicUrl,
    hostedCheckout: config.checkoutProvider === "shopify" && Boolean(config.shopifyStoreDomain),
    ...(smallBusinessAt(config.shop.tax, new Date()) && { smallBusiness: true }),
  };
  // The signed-in customer for the header, rendered on the server: no signed-out flash.
  const user = await auth.getUser(request);
  return { settings, nonce: context.cspNonce, user };
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const { pathname } = useLocation();
  const locale = localeOf(pathname);
  const page = stripLocale(pathname);
  // The cart lives in the browser: its two pages read it in the head, before they paint (cart-hint.ts).
  const headHint =
    page === "/cart"
      ? CART_HINT_SCRIPT
      : page === "/checkout"
        ? checkoutHintScript(localePath(locale, "/cart"))
        : null;
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f5e3b" />
        {/* With a precedence React puts the stylesheet ahead of the dozens of script preloads it hoists
            into the head: the one render-blocking request is not queued behind them. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        {headHint ? (
          <script
            nonce={data?.nonce}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: constants of ours (cart-hint.ts), no input in them
            dangerouslySetInnerHTML={{ __html: headHint }}
          />
        ) : null}
        <Meta />
        <Links />
        {isLocalized(pathname) && data ? (
          <LanguageAlternates pathname={pathname} publicUrl={data.settings.publicUrl} />
        ) : null}
      </head>
      <body>
        <LocaleProvider>
          <SkipLink />
          {children}
          <Toaster />
        </LocaleProvider>
        <Scripts nonce={data?.nonce} />
      </body>
    </html>
  );
}

/**
 * Scroll to the top on every route change, or to the hash target (support anchors). `key` is a trigger
 * too: following a link to the very URL already shown (footer "Versand" while on /support#shipping,
 * scrolled elsewhere) jumps to the target again, as a plain link would.
 * On the first render after loading, the server-rendered page already opened at the top (or where the
 * browser restored it); scrolling to the top again at hydration would yank back a reader who started
 * scrolling before the scripts ran, so only a hash target is (re)applied then.
 */
/** Module-level, not a ref: the shell remounts when an error boundary takes over, the page does not reload. */
let hydrated = false;

function useScrollToTop() {
  const { pathname, hash, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname and key are triggers, not inputs
  useEffect(() => {
    const firstRender = !hydrated;
    hydrated = true;
    if (hash) {
      const el = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (el) {
        el.scrollIntoView();
        return;
      }
    }
    if (!firstRender) window.scrollTo(0, 0);
  }, [pathname, hash, key]);
}

/** Each storefront page names its twin in the other language, and German as the default (#19). */
function LanguageAlternates({ pathname, publicUrl }: { pathname: string; publicUrl: string }) {
  return (
    <>
      {LOCALES.map((l) => (
        <link key={l} rel="alternate" hrefLang={l} href={`${publicUrl}${switchLocale(pathname, l)}`} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${publicUrl}${switchLocale(pathname, "de")}`} />
    </>
  );
}

function SkipLink() {
  const { SHELL } = useMessages(shellMessages);
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:p-3"
    >
      {SHELL.skipToContent}
    </a>
  );
}

/** Pages that take the whole screen: the camera of Blattwerk Scan. */
const IMMERSIVE = new Set(["/ai-finder"]);

function Shell({ children, error = false }: { children: React.ReactNode; error?: boolean }) {
  useScrollToTop();
  const immersive = IMMERSIVE.has(usePagePath());
  useAccountSync(useUser());
  // The back office brings its own frame, <main> included (the skip link jumps past its nav); only once
  // its loader admitted the visitor, so guests and customers get the shop's own 404 in the shop's frame.
  // An error that escaped the back office's frame is shown in the shop's.
  const backOffice = useMatches().some((m) => m.id === "admin" && m.loaderData !== undefined);
  if (backOffice && !error) return children;
  return (
    <PlantTutorialProvider>
      <SplashScreenProvider>
        {immersive ? null : <Header />}
        {/* tabIndex -1: the skip link moves keyboard focus here, not only the scroll position. No fade-in:
            content at opacity 0 is no paint candidate, so the first view's largest paint waited for the
            scripts' evaluation to end before it counted (issue #31). */}
        <main id="main" tabIndex={-1} className="min-h-[60vh] focus:outline-none">
          {children}
        </main>
        {immersive ? null : (
          <>
            <Footer />
            <FloatingButtons />
          </>
        )}
        <CookieConsent />
      </SplashScreenProvider>
    </PlantTutorialProvider>
  );
}

export default function App() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { SHELL, NOT_FOUND } = useMessages(shellMessages);
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Shell error>
        <title>{`${NOT_FOUND.title} | Blattwerk`}</title>
        <NotFound />
      </Shell>
    );
  }
  console.error(error);
  return (
    <Shell error>
      <title>{`${SHELL.errorTitle} | Blattwerk`}</title>
      <section className="mx-auto max-w-2xl px-4 pt-32 pb-16 text-center">
        <h1 className="text-3xl font-bold text-leaf-950">{SHELL.errorHeading}</h1>
        <p className="mt-4 text-stone-700">{SHELL.errorText}</p>
      </section>
    </Shell>
  );
}
