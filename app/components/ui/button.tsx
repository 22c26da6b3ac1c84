import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";
import { Link } from "../../lib/i18n/react";

export type ButtonVariant = "primary" | "secondary" | "outline" | "ghost" | "gradient" | "light";
export type ButtonSize = "sm" | "md" | "lg" | "icon";

const base =
  "inline-flex items-center justify-center gap-2 rounded-full font-medium transition-colors " +
  "disabled:pointer-events-none disabled:opacity-50 select-none";
const variants: Record<ButtonVariant, string> = {
  primary: "bg-leaf-700 text-white hover:bg-leaf-800",
  secondary: "bg-leaf-100 text-leaf-900 hover:bg-leaf-200",
  outline: "border border-leaf-700 text-leaf-800 hover:bg-leaf-50",
  ghost: "text-current hover:bg-black/5",
  gradient: "bg-scan-gradient text-white hover:brightness-105",
  light: "bg-white text-leaf-900 hover:bg-leaf-50",
};
const sizes: Record<ButtonSize, string> = {
  sm: "h-9 px-4 text-sm",
  md: "h-11 px-5 text-base",
  lg: "h-13 px-7 text-lg",
  icon: "h-11 w-11",
};

export const buttonClass = (variant: ButtonVariant = "primary", size: ButtonSize = "md", extra?: string) =>
  cn(base, variants[variant], sizes[size], extra);

type ButtonProps = ComponentProps<"button"> & { variant?: ButtonVariant; size?: ButtonSize };

export function Button({ variant, size, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, size, className)} {...props} />;
}

type LinkButtonProps = ComponentProps<typeof Link> & { variant?: ButtonVariant; size?: ButtonSize };

export function LinkButton({ variant, size, className, ...props }: LinkButtonProps) {
  return <Link viewTransition className={buttonClass(variant, size, className)} {...props} />;
}
