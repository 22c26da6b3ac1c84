import { useState } from "react";
import { useSearchParams } from "react-router";
import { LinkButton } from "../components/ui/button";
import { Field, FormMessage } from "../components/ui/field";
import { SubmitButton } from "../components/ui/submit-button";
import { authClient } from "../features/auth/auth-client";
import { AuthErrorMessage } from "../features/auth/auth-error";
import { authMessages } from "../features/auth/messages";
import { useAuthSubmit } from "../features/auth/use-auth-submit";
import { localeOf } from "../lib/i18n/locale";
import { Link, useMessages } from "../lib/i18n/react";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/auth-reset-password";

export const meta: Route.MetaFunction = (args) => {
  const { AUTH } = authMessages[localeOf(args.location.pathname)];
  return pageMeta(args, { title: AUTH.resetTitle, description: AUTH.resetDescription, noindex: true });
};

/** The page the reset mail links to: a new password for the token in the URL. */
export default function ResetPassword() {
  const { AUTH } = useMessages(authMessages);
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [password, setPassword] = useState("");
  const [done, setDone] = useState(false);
  const { busy, error, onSubmit } = useAuthSubmit(async () => {
    await authClient.resetPassword(token, password);
    setDone(true);
  });

  return (
    <div className="mx-auto max-w-md px-4 pt-28 pb-16">
      <h1 className="text-3xl font-bold tracking-tight text-leaf-950">{AUTH.resetTitle}</h1>
      <div className="mt-6 rounded-2xl bg-white p-5 shadow-sm md:p-6">
        {!token ? (
          <div className="flex flex-col gap-4">
            <FormMessage>{AUTH.resetNoToken}</FormMessage>
            <LinkButton to="/auth?view=forgot">{AUTH.requestNewLink}</LinkButton>
          </div>
        ) : done ? (
          <div className="flex flex-col gap-4">
            <FormMessage tone="success">{AUTH.resetDone}</FormMessage>
            <LinkButton to="/auth">{AUTH.toSignIn}</LinkButton>
          </div>
        ) : (
          <form noValidate className="flex flex-col gap-4" onSubmit={onSubmit}>
            <Field
              label={AUTH.newPassword}
              type="password"
              name="password"
              autoComplete="new-password"
              hint={AUTH.passwordHint}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <AuthErrorMessage error={error} fallback={AUTH.resetFailed} />
            <SubmitButton disabled={busy}>{AUTH.resetSubmit}</SubmitButton>
            <Link
              to="/auth?view=forgot"
              className="self-center text-sm font-medium text-leaf-800 underline-offset-4 hover:underline"
            >
              {AUTH.requestNewLink}
            </Link>
          </form>
        )}
      </div>
    </div>
  );
}
