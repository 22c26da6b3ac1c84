import { useRouteLoaderData } from "react-router";

/** The signed-in customer as the root loader hands it to every page (no client-side flash). */
export interface SessionUserView {
  id: string;
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  avatarUrl: string | null;
}

export function useUser(): SessionUserView | null {
  const data = useRouteLoaderData("root") as { user?: SessionUserView | null } | undefined;
  return data?.user ?? null;
}
