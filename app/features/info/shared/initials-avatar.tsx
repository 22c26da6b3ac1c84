import { Avatar } from "radix-ui";
import { cn } from "../../../lib/cn";

/** A round picture with the initials as fallback (while loading, on error, or without an image). */
export function InitialsAvatar({
  initials,
  name,
  image,
  className,
}: {
  initials: string;
  /** Read by screen readers; the initials themselves are decoration. */
  name: string;
  image?: string;
  className?: string;
}) {
  return (
    <Avatar.Root
      className={cn(
        "inline-flex shrink-0 select-none items-center justify-center overflow-hidden rounded-full",
        className,
      )}
    >
      {image ? <Avatar.Image src={image} alt={name} className="h-full w-full object-cover" /> : null}
      <Avatar.Fallback className="flex h-full w-full items-center justify-center font-semibold">
        <span aria-hidden>{initials}</span>
        <span className="sr-only">{name}</span>
      </Avatar.Fallback>
    </Avatar.Root>
  );
}
