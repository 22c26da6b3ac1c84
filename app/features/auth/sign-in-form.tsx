import { useState } from "react";
import { Field } from "../../components/ui/field";
import { SubmitButton } from "../../components/ui/submit-button";
import { useLocale, useMessages } from "../../lib/i18n/react";
import { authClient } from "./auth-client";
import { AuthErrorMessage } from "./auth-error";
import { takeRedirect } from "./auth-redirect";
import { EmailField } from "./email-field";
import { authMessages } from "./messages";
import { useAuthSubmit } from "./use-auth-submit";

/** Email and password; no client-side rules (spec §5): the server answers every mistake. */
export function SignInForm({
  email,
  onEmail,
  onForgot,
}: {
  email: string;
  onEmail: (e: string) => void;
  onForgot: () => void;
}) {
  const { AUTH } = useMessages(authMessages);
  const locale = useLocale();
  const [password, setPassword] = useState("");
  const { busy, error, onSubmit } = useAuthSubmit(
    async () => {
      await authClient.signIn(email, password);
      // A fresh page load: every loader, the header and saved plants see the new session.
      window.location.assign(takeRedirect(locale));
    },
    { log: "An error occurred during login", keepBusy: true },
  );
  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={onSubmit}>
      <EmailField email={email} onEmail={onEmail} />
      <Field
        label={AUTH.password}
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <button
        type="button"
        onClick={onForgot}
        className="self-start text-sm font-medium text-leaf-800 underline-offset-4 hover:underline"
      >
        {AUTH.forgot}
      </button>
      <AuthErrorMessage error={error} fallback={AUTH.signInFailed} />
      <SubmitButton disabled={busy}>{busy ? AUTH.signingIn : AUTH.signIn}</SubmitButton>
    </form>
  );
}
