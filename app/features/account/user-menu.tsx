import { Heart, LogOut, Package, User } from "lucide-react";
import { DropdownMenu as M } from "radix-ui";
import type { SessionUser } from "../../../domain/contracts/account";
import { Link, useLocale, useMessages } from "../../lib/i18n/react";
import { accountMessages } from "./messages";
import { signOutAndGoHome } from "./sign-out";
import { UserAvatar } from "./user-avatar";

const item =
  "flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2.5 text-sm text-stone-800 outline-none " +
  "data-[highlighted]:bg-leaf-50 data-[highlighted]:text-leaf-950";

/** The header's user menu (spec §2): names and email, Account, Orders, Saved Plants, Log out. */
export function UserMenu({ user }: { user: SessionUser }) {
  const { USER_MENU } = useMessages(accountMessages);
  const locale = useLocale();
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(" ");
  return (
    <M.Root modal={false}>
      <M.Trigger
        aria-label={USER_MENU.open(user)}
        data-testid="user-menu"
        className="inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-black/5"
      >
        <UserAvatar user={user} />
      </M.Trigger>
      <M.Portal>
        <M.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-60 rounded-2xl border border-stone-200 bg-white p-2 shadow-lg animate-fade-in"
        >
          <M.Label className="px-3 py-2">
            {fullName ? <span className="block font-semibold text-leaf-950">{fullName}</span> : null}
            <span className="block truncate text-sm text-stone-600">{user.email}</span>
          </M.Label>
          <M.Separator className="my-1 h-px bg-stone-200" />
          <M.Item asChild className={item}>
            <Link to="/account" viewTransition>
              <User aria-hidden className="h-4 w-4" /> {USER_MENU.account}
            </Link>
          </M.Item>
          <M.Item asChild className={item}>
            <Link to="/orders" viewTransition>
              <Package aria-hidden className="h-4 w-4" /> {USER_MENU.orders}
            </Link>
          </M.Item>
          <M.Item asChild className={item}>
            <Link to="/saved-plants" viewTransition>
              <Heart aria-hidden className="h-4 w-4" /> {USER_MENU.savedPlants}
            </Link>
          </M.Item>
          <M.Separator className="my-1 h-px bg-stone-200" />
          <M.Item className={item} onSelect={() => void signOutAndGoHome(locale)}>
            <LogOut aria-hidden className="h-4 w-4" /> {USER_MENU.logOut}
          </M.Item>
        </M.Content>
      </M.Portal>
    </M.Root>
  );
}
