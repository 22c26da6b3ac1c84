import { FormMessage } from "../../components/ui/field";
import { useMessages } from "../../lib/i18n/react";
import { AuthError } from "./auth-client";
import { authMessages } from "./messages";

/** A failed call's message, with the reasons when the password was too weak. */
export function AuthErrorMessage({ error, fallback }: { error: unknown; fallback: string }) {
  const { AUTH } = useMessages(authMessages);
  if (!error) return null;
  const message = error instanceof AuthError && error.message ? error.message : fallback;
  const reasons = error instanceof AuthError ? error.reasons : [];
  return (
    <FormMessage>
      <p className="font-medium">{message}</p>
      {reasons.length ? (
        <>
          <p className="mt-2">{AUTH.weakReasons}</p>
          <ul data-testid="weak-password-reasons" className="mt-1 list-disc pl-5">
            {reasons.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </>
      ) : null}
    </FormMessage>
  );
}
