import { useEffect } from "react";
import type { SessionUser } from "../../../domain/contracts/account";
import { authClient } from "../auth/auth-client";
import { mergeWithAccount, setAccountSync } from "../catalog/saved-plants";

/** Keeps the browser in step with the signed-in account: saved plants both ways, session lifetime. */
export function useAccountSync(user: SessionUser | null) {
  const id = user?.id;
  useEffect(() => {
    setAccountSync(!!id);
    if (!id) return;
    mergeWithAccount().catch((err) => console.warn("Saved plants not merged", err));
    authClient.touch().catch(() => {});
  }, [id]);
}
