import { createContext, forwardRef, useCallback, useContext } from "react";
import {
  type LinkProps,
  type NavigateOptions,
  type NavLinkProps,
  Link as RouterLink,
  NavLink as RouterNavLink,
  type To,
  useLocation,
  useNavigate,
} from "react-router";
import { sharedPageSearch } from "../../../domain/catalog/shared-page-query";
import { useHydrated } from "../use-hydrated";
import { type Locale, type Localized, localeOf, localePath, stripLocale, switchLocale } from "./locale";

/** Without a provider (unit tests rendering one component) the shop speaks German. */
const LocaleContext = createContext<Locale>("de");

/** Set once in the root from the URL; everything below reads it. */
export function LocaleProvider({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  return <LocaleContext.Provider value={localeOf(pathname)}>{children}</LocaleContext.Provider>;
}

export const useLocale = (): Locale => useContext(LocaleContext);

/** A feature's texts in the page's language. */
export function useMessages<T>(messages: Localized<T>) {
  return messages[useLocale()];
}

/** The current page's path without the locale prefix, for checks like "is this the home page". */
export const usePagePath = (): string => stripLocale(useLocation().pathname);

/** Turns a German root-relative `to` into the current language's. */
export function useLocalize() {
  const locale = useLocale();
  return useCallback(
    <T extends To>(to: T): T => {
      if (typeof to === "string") return localePath(locale, to) as T;
      const path = to as Exclude<To, string>;
      return (path.pathname ? { ...path, pathname: localePath(locale, path.pathname) } : path) as T;
    },
    [locale],
  );
}

/** react-router's Link that keeps the page's language: write German paths, English pages get `/en/…`. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...rest }, ref) {
  return <RouterLink ref={ref} to={useLocalize()(to)} {...rest} />;
});

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ to, ...rest }, ref) {
  return <RouterNavLink ref={ref} to={useLocalize()(to)} {...rest} />;
});

/** useNavigate that keeps the page's language. */
export function useLocalizedNavigate() {
  const navigate = useNavigate();
  const localize = useLocalize();
  return useCallback(
    (to: To | number, options?: NavigateOptions) =>
      typeof to === "number" ? navigate(to) : navigate(localize(to), options),
    [navigate, localize],
  );
}

/**
 * The link to the same page in the other language (#19), query and anchor kept. Its label is in the
 * language it leads to (`lang` set for screen readers); `name` is its accessible name.
 * Lives here, in the shared helpers' chunk, as both the header and the lazily loaded mobile menu show it.
 */
export function LanguageSwitch({
  label,
  name,
  lang,
  className,
  onClick,
}: {
  label: string;
  name: string;
  lang: string;
  className?: string;
  onClick?: () => void;
}) {
  const { pathname, search, hash } = useLocation();
  const target = switchLocale(pathname, useLocale() === "de" ? "en" : "de");
  // The server never sees the anchor: it joins once the page runs (hydration keeps server attributes).
  // Until then only the parameters the page reads, as the page cache keys it: a stored page must not
  // repeat one visitor's other parameters (a newsletter's, a random one) to the next (#49 §4).
  const hydrated = useHydrated();
  const anchor = hydrated ? hash : "";
  const query = hydrated ? search : sharedPageSearch(new URLSearchParams(search));
  return (
    <RouterLink
      to={`${target}${query}${anchor}`}
      lang={lang}
      hrefLang={lang}
      aria-label={name}
      onClick={onClick}
      className={className}
      data-testid="language-switch"
    >
      {label}
    </RouterLink>
  );
}
