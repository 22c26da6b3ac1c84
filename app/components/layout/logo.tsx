import { Leaf } from "lucide-react";
import { BRAND } from "../../../domain/shop/brand";
import { cn } from "../../lib/cn";
import { Link, useMessages } from "../../lib/i18n/react";
import { shellMessages } from "./messages";

export function Logo({ className }: { className?: string }) {
  const { SHELL } = useMessages(shellMessages);
  return (
    <Link
      to="/"
      viewTransition
      aria-label={SHELL.home}
      className={cn("flex items-center gap-2 text-xl font-bold tracking-tight", className)}
    >
      <Leaf aria-hidden className="h-6 w-6" />
      <span>{BRAND.name}</span>
    </Link>
  );
}
