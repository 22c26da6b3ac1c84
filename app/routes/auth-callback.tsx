import { useEffect } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { LinkButton } from "../components/ui/button";
import { FormMessage } from "../components/ui/field";
import { useUser } from "../features/account/use-user";
import { takeRedirect } from "../features/auth/auth-redirect";
import { AUTH } from "../features/auth/messages";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/auth-callback";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: AUTH.callbackTitle, description: "Anmeldung wird abgeschlossen.", noindex: true });

/**
 * Where the confirmation link lands once it has set the session cookie: forward to the route saved
 * under auth_redirect (spec §4), else /. A broken or expired link arrives with ?error=….
 */
export default function AuthCallback() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const user = useUser();
  const failed = params.has("error") || !user;
  useEffect(() => {
    if (!failed) navigate(takeRedirect(), { replace: true });
  }, [failed, navigate]);

  return (
    <div className="mx-auto max-w-md px-4 pt-28 pb-16">
      <h1 className="text-3xl font-bold tracking-tight text-leaf-950">{AUTH.callbackTitle}</h1>
      {failed ? (
        <div className="mt-6 flex flex-col gap-4">
          <FormMessage>{AUTH.callbackFailed}</FormMessage>
          <LinkButton to="/auth">{AUTH.toSignIn}</LinkButton>
        </div>
      ) : (
        <p role="status" className="mt-6 text-stone-700">
          {AUTH.callbackWorking}
        </p>
      )}
    </div>
  );
}
