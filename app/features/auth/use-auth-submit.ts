import { type FormEvent, useState } from "react";
import { useHydrated } from "../../lib/use-hydrated";

/**
 * The submit state every auth form shares: one request at a time, and the service's error kept for
 * AuthErrorMessage. `keepBusy` leaves the button disabled after success while the page navigates away.
 * `ready` is false until the page has hydrated: a form sent before that would go out as a plain GET, with
 * the password in the address (and a reset link's token replaced by it), so its button waits.
 */
export function useAuthSubmit(
  run: () => Promise<void>,
  { log, keepBusy = false }: { log?: string; keepBusy?: boolean } = {},
) {
  const ready = useHydrated();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await run();
      if (!keepBusy) setBusy(false);
    } catch (err) {
      if (log) console.error(log, err);
      setError(err);
      setBusy(false);
    }
  }
  return { busy, ready, error, onSubmit };
}
