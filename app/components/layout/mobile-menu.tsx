import { Heart, LogOut, ScanLine, Search, User } from "lucide-react";
import { lazy, type RefObject, Suspense } from "react";
import { useUser } from "../../features/account/use-user";
import { CartButton } from "../../features/cart/cart-button";
import { ScanLink } from "../../features/finder/scan-link";
import { LanguageSwitch, Link, NavLink, useMessages } from "../../lib/i18n/react";
import { Sheet } from "../ui/sheet";
import { Logo } from "./logo";
import { shellMessages } from "./messages";

// Account code (avatar on Radix) loads only for signed-in customers who open the menu.
const UserAvatar = lazy(() =>
  import("../../features/account/user-avatar").then((m) => ({ default: m.UserAvatar })),
);

const icon = "inline-flex h-12 w-12 items-center justify-center rounded-full bg-leaf-50 text-leaf-900";

/**
 * Right-side sheet of the mobile header (spec §2). The header renders the opening button and loads this
 * (with the sheet's Radix code) on the first opening.
 */
export function MobileMenu({
  open,
  onOpenChange,
  trigger,
  onSearch,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  /** The opening button: focus returns to it on closing. */
  trigger?: RefObject<HTMLElement | null>;
  onSearch: () => void;
}) {
  const { NAV_LINKS, SHELL } = useMessages(shellMessages);
  const close = () => onOpenChange(false);
  const user = useUser();
  return (
    <Sheet open={open} onOpenChange={onOpenChange} title={SHELL.menu} trigger={trigger}>
      <Logo className="text-leaf-900" />
      <nav aria-label={SHELL.mainNav}>
        <ul className="flex flex-col gap-1 text-leaf-950">
          {NAV_LINKS.map((l) => (
            <li key={l.to}>
              {"scan" in l ? (
                // The mobile-menu variant of the splash: "Plant Finder" (spec §2).
                <ScanLink
                  variant="finder"
                  end
                  onClick={close}
                  className="mt-2 block rounded-full bg-scan-gradient px-4 py-3 text-center text-lg font-medium text-white"
                >
                  {l.label}
                </ScanLink>
              ) : (
                <NavLink
                  to={l.to}
                  end
                  viewTransition
                  onClick={close}
                  className="block rounded-full px-4 py-3 text-lg font-medium hover:bg-leaf-50"
                >
                  {l.label}
                </NavLink>
              )}
            </li>
          ))}
          <li className="mt-2 border-t border-stone-200 pt-2">
            <NavLink
              to="/saved-plants"
              end
              viewTransition
              onClick={close}
              className="flex items-center gap-3 rounded-full px-4 py-3 text-lg font-medium hover:bg-leaf-50"
            >
              <Heart aria-hidden className="ml-1.5 h-5 w-5" />
              {SHELL.saved}
            </NavLink>
          </li>
          {user ? (
            <>
              <li>
                <NavLink
                  to="/account"
                  end
                  viewTransition
                  onClick={close}
                  className="flex items-center gap-3 rounded-full px-4 py-3 text-lg font-medium hover:bg-leaf-50"
                >
                  <span aria-hidden>
                    <Suspense fallback={<span className="inline-block h-8 w-8" />}>
                      <UserAvatar user={user} className="h-8 w-8 text-xs" />
                    </Suspense>
                  </span>
                  {SHELL.account}
                </NavLink>
              </li>
              <li>
                <button
                  type="button"
                  onClick={() => {
                    close();
                    void import("../../features/account/sign-out").then((m) => m.signOutAndGoHome());
                  }}
                  className="flex w-full items-center gap-3 rounded-full px-4 py-3 text-left text-lg font-medium hover:bg-leaf-50"
                >
                  <LogOut aria-hidden className="ml-1.5 h-5 w-5" />
                  {SHELL.logout}
                </button>
              </li>
            </>
          ) : null}
          <li className="mt-2 border-t border-stone-200 pt-2">
            <LanguageSwitch
              {...SHELL.switch}
              onClick={close}
              className="block rounded-full px-4 py-3 text-lg font-medium hover:bg-leaf-50"
            />
          </li>
        </ul>
      </nav>
      <div className="mt-auto flex items-center justify-around border-t border-stone-200 pt-4">
        <button type="button" onClick={onSearch} aria-label={SHELL.search} className={icon}>
          <Search aria-hidden className="h-5 w-5" />
        </button>
        <ScanLink variant="finder" onClick={close} aria-label={SHELL.aiFinder} className={icon}>
          <ScanLine aria-hidden className="h-5 w-5" />
        </ScanLink>
        <Link
          to={user ? "/account" : "/auth"}
          viewTransition
          onClick={close}
          aria-label={user ? SHELL.account : SHELL.login}
          className={icon}
        >
          <User aria-hidden className="h-5 w-5" />
        </Link>
        <CartButton className={icon} />
      </div>
    </Sheet>
  );
}
