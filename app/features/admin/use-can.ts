import { useRouteLoaderData } from "react-router";
import type { Permission } from "../../../domain/shop/roles";

/**
 * What the signed-in member's role may do (domain/shop/roles.ts), as the back office's frame loaded it:
 * pages show only the buttons the role may press (the server checks each action again).
 */
export function useCan(): (permission: Permission) => boolean {
  const frame = useRouteLoaderData("admin") as { permissions?: readonly Permission[] } | undefined;
  const granted = new Set(frame?.permissions ?? []);
  return (permission) => granted.has(permission);
}
