import { Leaf } from "lucide-react";
import { Link } from "react-router";
import { BRAND } from "../../../domain/brand";
import { cn } from "../../lib/cn";
import { SHELL } from "./messages";

export function Logo({ className }: { className?: string }) {
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
