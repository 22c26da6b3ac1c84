import { useEffect } from "react";
// biome-ignore lint/style/noRestrictedImports: the saved route carries its own language; takeRedirect(locale) gives the default in this page's language
import { useNavigate, useSearchParams } from "react-router";
import { LinkButton } from "../components/ui/button";
import { FormMessage } from "../components/ui/field";
import { useUser } from "../features/account/use-user";
import { takeRedirect } from "../features/auth/auth-redirect";
import { authMessages } from "../features/auth/messages";
import { localeOf } from "../lib/i18n/locale";
import { useLocale, useMessages } from "../lib/i18n/react";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/auth-callback";

export const meta: Route.MetaFunction = (args) => {
  const { AUTH } = authMessages[localeOf(args.location.pathname)];
  return pageMeta(args, { title: AUTH.callbackTitle, description: AUTH.callbackDescription, noindex: true });
};

/**
 * Where the confirmation link lands once it has set the session cookie: forward to the route saved
 * under auth_redirect (spec §4), else /. A broken or expired link arrives with ?error=….
 */
export default function AuthCallback() {
  const [params] = useSearchParams();
  const { AUTH } = useMessages(authMessages);
  const locale = useLocale();
  // The saved route carries its own language; without one, the home page in this page's.
  const navigate = useNavigate();
  const user = useUser();
  const failed = params.has("error") || !user;
  useEffect(() => {
    if (!failed) navigate(takeRedirect(locale), { replace: true });
  }, [failed, navigate, locale]);

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
