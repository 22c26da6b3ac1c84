import { MailCheck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "../../components/ui/button";
import { Field } from "../../components/ui/field";
import { authClient } from "./auth-client";
import { AuthErrorMessage } from "./auth-error";
import { EmailField } from "./email-field";
import { AUTH } from "./messages";
import { useAuthSubmit } from "./use-auth-submit";

/**
 * Name, email and password. The answer never says whether the address already has an account, so
 * success always reads "check your mail"; the link in that mail signs the new customer in.
 */
export function SignUpForm({
  email,
  onEmail,
  onSignIn,
}: {
  email: string;
  onEmail: (e: string) => void;
  onSignIn: () => void;
}) {
  const [name, setName] = useState("");
  const [password, setPassword] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { busy, error, onSubmit } = useAuthSubmit(
    async () => {
      await authClient.signUp(name, email, password);
      setSentTo(email.trim());
      setPassword("");
    },
    { log: "An error occurred during registration" },
  );
  const doneHeading = useRef<HTMLHeadingElement>(null);
  // The form is replaced by a shorter message: bring it into view and to screen readers.
  useEffect(() => {
    if (!sentTo) return;
    doneHeading.current?.focus();
    doneHeading.current?.scrollIntoView({ block: "center" });
  }, [sentTo]);

  if (sentTo) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 text-center" data-testid="sign-up-done">
        <MailCheck aria-hidden className="h-10 w-10 text-leaf-700" />
        <h2
          ref={doneHeading}
          tabIndex={-1}
          className="text-xl font-semibold text-leaf-950 focus:outline-none"
        >
          {AUTH.checkMailTitle}
        </h2>
        <p className="text-stone-700">{AUTH.checkMail(sentTo)}</p>
        <p className="text-sm text-stone-600">{AUTH.checkMailHint}</p>
        <Button variant="outline" onClick={onSignIn}>
          {AUTH.toSignIn}
        </Button>
      </div>
    );
  }

  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={onSubmit}>
      <Field
        label={AUTH.name}
        name="name"
        autoComplete="name"
        hint={AUTH.nameHint}
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <EmailField email={email} onEmail={onEmail} />
      <Field
        label={AUTH.password}
        type="password"
        name="password"
        autoComplete="new-password"
        hint={AUTH.passwordHint}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <AuthErrorMessage error={error} fallback={AUTH.signUpFailed} />
      <Button type="submit" disabled={busy}>
        {busy ? AUTH.signingUp : AUTH.signUp}
      </Button>
    </form>
  );
}
