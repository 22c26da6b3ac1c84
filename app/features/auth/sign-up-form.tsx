import { MailCheck } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { ACCOUNT_NAME_MAX, MINIMUM_AGE } from "../../../domain/contracts/sign-up";
import { Button } from "../../components/ui/button";
import { Field, FormMessage } from "../../components/ui/field";
import { SubmitButton } from "../../components/ui/submit-button";
import { Link, useMessages } from "../../lib/i18n/react";
import { AuthError, authClient } from "./auth-client";
import { AuthErrorMessage } from "./auth-error";
import { EmailField } from "./email-field";
import { authMessages } from "./messages";
import { useAuthSubmit } from "./use-auth-submit";

const legalLink = "font-medium text-leaf-800 underline underline-offset-4 hover:text-leaf-950";

/** Opens beside the form, so nothing typed is lost. */
function LegalLink({ to, children }: { to: string; children: string }) {
  const { AUTH } = useMessages(authMessages);
  return (
    <Link to={to} target="_blank" rel="noopener" className={legalLink}>
      {children}
      <span className="sr-only"> {AUTH.acceptTerms.newTab}</span>
    </Link>
  );
}

/**
 * The terms of use become part of the contract only when the customer accepts them at sign-up (§ 305
 * Abs. 2 BGB), and the terms admit only adults: one required checkbox for both, checked by the server.
 */
function TermsCheckbox({
  id,
  checked,
  onChange,
  error,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error: string | null;
}) {
  const { AUTH } = useMessages(authMessages);
  const t = AUTH.acceptTerms;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          name="acceptTerms"
          required
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5 h-5 w-5 shrink-0 accent-leaf-700"
        />
        <label htmlFor={id} className="text-sm text-stone-800">
          {t.before} <LegalLink to="/terms">{t.terms}</LegalLink> {t.middle}{" "}
          <LegalLink to="/privacy">{t.privacy}</LegalLink> {t.after} {t.age(MINIMUM_AGE)}
        </label>
      </div>
      {error ? (
        <div id={`${id}-error`}>
          <FormMessage>{error}</FormMessage>
        </div>
      ) : null}
    </div>
  );
}

/**
 * Name, email, password and the terms checkbox. The answer never says whether the address already has an account, so
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
  const { AUTH } = useMessages(authMessages);
  const [name, setName] = useState("");
  const [password, setPassword] = useState("");
  const [accepted, setAccepted] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const termsId = useId();
  const { busy, error, onSubmit } = useAuthSubmit(
    async () => {
      await authClient.signUp(name, email, password, accepted);
      setSentTo(email.trim());
      setPassword("");
    },
    { log: "An error occurred during registration" },
  );
  // The server's answer to a missing checkbox belongs next to the checkbox.
  const termsError = error instanceof AuthError && error.code === "terms_not_accepted";
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
        maxLength={ACCOUNT_NAME_MAX}
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
      <TermsCheckbox
        id={termsId}
        checked={accepted}
        onChange={setAccepted}
        error={termsError ? error.message : null}
      />
      {termsError ? null : <AuthErrorMessage error={error} fallback={AUTH.signUpFailed} />}
      <SubmitButton disabled={busy}>{busy ? AUTH.signingUp : AUTH.signUp}</SubmitButton>
    </form>
  );
}
