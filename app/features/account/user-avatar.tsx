import { Avatar } from "radix-ui";
import type { SessionUser } from "../../../domain/contracts/account";
import { cn } from "../../lib/cn";
import { avatarInitials } from "./avatar";

/** The profile picture, or the initials while it loads or when there is none. */
export function UserAvatar({ user, className }: { user: SessionUser; className?: string }) {
  return (
    <Avatar.Root
      className={cn(
        "inline-flex h-9 w-9 select-none items-center justify-center overflow-hidden rounded-full bg-leaf-700 text-sm font-semibold text-white",
        className,
      )}
    >
      {user.avatarUrl ? (
        <Avatar.Image src={user.avatarUrl} alt="" className="h-full w-full object-cover" />
      ) : null}
      <Avatar.Fallback data-testid="avatar-initials">{avatarInitials(user)}</Avatar.Fallback>
    </Avatar.Root>
  );
}
