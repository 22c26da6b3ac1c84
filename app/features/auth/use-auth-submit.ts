import { type FormEvent, useState } from "react";

/**
 * The submit state every auth form shares: one request at a time, and the service's error kept for
 * AuthErrorMessage. `keepBusy` leaves the button disabled after success while the page navigates away.
 * The forms' buttons are SubmitButtons: sent before hydration, a form would go out as a plain GET with the
 * password in the address (and a reset link's token replaced by it).
 */
export function useAuthSubmit(
  run: () => Promise<void>,
  { log, keepBusy = false }: { log?: string; keepBusy?: boolean } = {},
) {
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
  return { busy, error, onSubmit };
}
