import type { MouseEvent } from "react";
import type { NavLinkProps } from "react-router";
import { NavLink, useLocalizedNavigate } from "../../lib/i18n/react";
import { type SplashVariant, useSplashScreen } from "./splash-screen";

export const FINDER_PATH = "/ai-finder";

/** Splash, then the tutorial when it is due, then the camera (spec §2, §4). */
export function useStartScan() {
  const { showSplash } = useSplashScreen();
  const navigate = useLocalizedNavigate();
  return (variant: SplashVariant = "scan") => showSplash(() => navigate(FINDER_PATH), variant);
}

/**
 * Every "Blattwerk Scan" entry: a real link to /ai-finder (works without JavaScript, in a new tab or
 * with modifier keys); a plain click runs the splash and tutorial first.
 */
export function ScanLink({
  variant = "scan",
  onClick,
  ...props
}: Omit<NavLinkProps, "to"> & { variant?: SplashVariant }) {
  const startScan = useStartScan();
  return (
    <NavLink
      {...props}
      to={FINDER_PATH}
      onClick={(e: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(e);
        if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        startScan(variant);
      }}
    />
  );
}
