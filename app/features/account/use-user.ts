import { useRouteLoaderData } from "react-router";
import type { SessionUser } from "../../../domain/contracts/account";

/** The signed-in customer as the root loader hands it to every page (no client-side flash). */
export function useUser(): SessionUser | null {
  const data = useRouteLoaderData("root") as { user?: SessionUser | null } | undefined;
  return data?.user ?? null;
}
