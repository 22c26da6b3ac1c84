import { useCallback, useState } from "react";
import { toast } from "../../../lib/toast";

/**
 * Copies an address to the clipboard with a toast. Where the Clipboard API is missing (plain HTTP,
 * old browsers) or refused, `failed` turns true so the caller shows the address instead.
 */
export function useCopyEmail(email: string, copiedToast: string) {
  const [failed, setFailed] = useState(false);
  const copy = useCallback(async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error("Clipboard API unavailable");
      await navigator.clipboard.writeText(email);
      setFailed(false);
      toast.success(copiedToast, { description: email });
    } catch {
      setFailed(true);
    }
  }, [email, copiedToast]);
  return { copy, failed };
}
