import { Heart, Menu, ScanLine, Search, User } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useUser } from "../../features/account/use-user";
import { CartButton } from "../../features/cart/cart-button";
import { ScanLink } from "../../features/finder/scan-link";
import { cn } from "../../lib/cn";
import { LanguageSwitch, Link, NavLink, useMessages, usePagePath } from "../../lib/i18n/react";
import { onDemand } from "../../lib/on-demand";
import { onFirstInteraction } from "../../lib/on-first-interaction";
import { useHydrated } from "../../lib/use-hydrated";
import { headerState, useScroll } from "../../lib/use-scroll";
import { Logo } from "./logo";
import { shellMessages } from "./messages";

// Only signed-in customers see the user menu: its dropdown (Radix menu, popper) loads on demand.
const UserMenu = lazy(() =>
  import("../../features/account/user-menu").then((m) => ({ default: m.UserMenu })),
);

// The search dialog and the mobile menu (Radix dialog code) load on first opening, and ahead of it when
// the page is idle or a pointer or focus reaches their button; the buttons themselves are in the page.
const SearchDialog = onDemand(() =>
  import("../../features/catalog/search-dialog").then((m) => m.SearchDialog),
);
const MobileMenu = onDemand(() => import("./mobile-menu").then((m) => m.MobileMenu));

const iconButton = "inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-black/5";

/** Fixed header (spec §2): transparent over the home hero, hides on scrolling down, returns on scrolling up. */
export function Header() {
  const { NAV_LINKS, SHELL } = useMessages(shellMessages);
  const isHome = usePagePath() === "/";
  const scroll = useScroll();
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const { solid, hidden, showActions } = headerState(isHome, scroll);
  const user = useUser();
  const hydrated = useHydrated();
  const searchButton = useRef<HTMLButtonElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  // Where focus returns after the search: its button, or the menu button when opened from the menu.
  const searchOpener = useRef<HTMLElement | null>(null);
  useEffect(
    () =>
      onFirstInteraction(() => {
        SearchDialog.preload();
        MobileMenu.preload();
      }),
    [],
  );

  return (
    <header
      data-testid="site-header"
      data-solid={solid}
      data-hidden={hidden && !menuOpen}
      className={cn(
        "fixed inset-x-0 top-0 z-40 transition-[transform,background-color,color] duration-300 print:hidden",
        solid ? "bg-white/85 text-leaf-950 shadow-sm backdrop-blur-md" : "bg-transparent text-white",
        hidden && !menuOpen && "-translate-y-full",
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 md:px-6">
        <Logo />
        <nav aria-label={SHELL.mainNav} className="hidden md:block">
          <ul className="flex items-center gap-1 lg:gap-2">
            {NAV_LINKS.map((l) => {
              const className = ({ isActive }: { isActive: boolean }) =>
                cn(
                  "rounded-full px-3 py-2 text-sm font-medium hover:bg-black/5",
                  isActive && "underline decoration-2 underline-offset-8",
                );
              return (
                <li key={l.to}>
                  {"scan" in l ? (
                    <ScanLink end className={className}>
                      {l.label}
                    </ScanLink>
                  ) : (
                    <NavLink to={l.to} end viewTransition className={className}>
                      {l.label}
                    </NavLink>
                  )}
                </li>
              );
            })}
          </ul>
        </nav>
        <div
          data-testid="header-actions"
          className={cn("hidden items-center gap-1 md:flex", !showActions && "invisible")}
        >
          <button
            ref={searchButton}
            type="button"
            aria-label={SHELL.search}
            aria-haspopup="dialog"
            aria-expanded={searchOpen}
            onClick={() => {
              searchOpener.current = searchButton.current;
              setSearchOpen(true);
            }}
            onPointerEnter={SearchDialog.preload}
            onFocus={SearchDialog.preload}
            className={iconButton}
          >
            <Search aria-hidden className="h-5 w-5" />
          </button>
          <ScanLink aria-label={SHELL.aiFinder} className={iconButton}>
            <ScanLine aria-hidden className="h-5 w-5" />
          </ScanLink>
          {user ? null : (
            // Signed in, the user menu lists the saved plants; guests reach them here.
            <Link to="/saved-plants" viewTransition aria-label={SHELL.saved} className={iconButton}>
              <Heart aria-hidden className="h-5 w-5" />
            </Link>
          )}
          {user ? (
            <Suspense fallback={<span className={iconButton} />}>
              <UserMenu user={user} />
            </Suspense>
          ) : (
            <Link to="/auth" viewTransition aria-label={SHELL.login} className={iconButton}>
              <User aria-hidden className="h-5 w-5" />
            </Link>
          )}
          <CartButton className="hover:bg-black/5" />
          <LanguageSwitch
            {...SHELL.switch}
            className="ml-1 rounded-full px-3 py-2 text-sm font-medium hover:bg-black/5"
          />
        </div>
        {hydrated ? null : <NoScriptMenu />}
        <button
          ref={menuButton}
          type="button"
          hidden={!hydrated}
          className={cn(iconButton, "md:hidden")}
          aria-label={SHELL.openMenu}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
          onPointerEnter={MobileMenu.preload}
          onFocus={MobileMenu.preload}
        >
          <Menu aria-hidden className="h-6 w-6" />
        </button>
        <SearchDialog open={searchOpen} onOpenChange={setSearchOpen} trigger={searchOpener} />
        <MobileMenu
          open={menuOpen}
          onOpenChange={setMenuOpen}
          trigger={menuButton}
          onSearch={() => {
            searchOpener.current = menuButton.current;
            setMenuOpen(false);
            setSearchOpen(true);
          }}
        />
      </div>
    </header>
  );
}

/**
 * The mobile menu before (or without) JavaScript: a native disclosure with the main links. Once React
 * has hydrated, the menu button and its sheet take over.
 */
function NoScriptMenu() {
  const { NAV_LINKS, SHELL } = useMessages(shellMessages);
  return (
    <details data-testid="noscript-menu" className="relative md:hidden">
      <summary className={cn(iconButton, "cursor-pointer list-none [&::-webkit-details-marker]:hidden")}>
        <Menu aria-hidden className="h-6 w-6" />
        <span className="sr-only">{SHELL.menu}</span>
      </summary>
      <nav
        aria-label={SHELL.mainNav}
        className="absolute right-0 top-full mt-2 w-64 rounded-2xl bg-white p-2 text-leaf-950 shadow-xl"
      >
        <ul className="flex flex-col">
          {NAV_LINKS.map((l) => (
            <li key={l.to}>
              <a href={l.to} className="block rounded-full px-4 py-3 text-lg font-medium hover:bg-leaf-50">
                {l.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
}
