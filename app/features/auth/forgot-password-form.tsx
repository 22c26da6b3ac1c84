import { useState } from "react";
import { FormMessage } from "../../components/ui/field";
import { SubmitButton } from "../../components/ui/submit-button";
import { useMessages } from "../../lib/i18n/react";
import { authClient } from "./auth-client";
import { AuthErrorMessage } from "./auth-error";
import { EmailField } from "./email-field";
import { authMessages } from "./messages";
import { useAuthSubmit } from "./use-auth-submit";

/** Requests a reset link. The answer is the same whether or not the address has an account. */
export function ForgotPasswordForm({
  email,
  onEmail,
  onBack,
}: {
  email: string;
  onEmail: (e: string) => void;
  onBack: () => void;
}) {
  const { AUTH } = useMessages(authMessages);
  const [sent, setSent] = useState(false);
  const { busy, error, onSubmit } = useAuthSubmit(async () => {
    await authClient.requestPasswordReset(email);
    setSent(true);
  });
  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={onSubmit}>
      <h2 className="text-xl font-semibold text-leaf-950">{AUTH.forgotTitle}</h2>
      <p className="text-sm text-stone-700">{AUTH.forgotText}</p>
      <EmailField email={email} onEmail={onEmail} />
      {sent ? <FormMessage tone="success">{AUTH.forgotSent}</FormMessage> : null}
      <AuthErrorMessage error={error} fallback={AUTH.forgotFailed} />
      <SubmitButton disabled={busy}>{AUTH.forgotSubmit}</SubmitButton>
      <button
        type="button"
        onClick={onBack}
        className="self-center text-sm font-medium text-leaf-800 underline-offset-4 hover:underline"
      >
        {AUTH.backToSignIn}
      </button>
    </form>
  );
}
