import { useEffect, useState } from "react";
import { redirect, useSearchParams } from "react-router";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../components/ui/tabs";
import { rememberRedirect } from "../features/auth/auth-redirect";
import { ForgotPasswordForm } from "../features/auth/forgot-password-form";
import { authMessages } from "../features/auth/messages";
import { SignInForm } from "../features/auth/sign-in-form";
import { SignUpForm } from "../features/auth/sign-up-form";
import { localeOf, localePath } from "../lib/i18n/locale";
import { useMessages } from "../lib/i18n/react";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/auth";

export const meta: Route.MetaFunction = (args) => {
  const { AUTH } = authMessages[localeOf(args.location.pathname)];
  return pageMeta(args, { title: AUTH.pageTitle, description: AUTH.pageDescription, noindex: true });
};

/** Signed-in customers have nothing to do here. */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (await context.services.auth.getUserId(request))
    throw redirect(localePath(localeOf(new URL(request.url).pathname), "/account"));
  return null;
}

type Tab = "sign-in" | "sign-up";

export default function AuthPage() {
  const { AUTH } = useMessages(authMessages);
  const [params] = useSearchParams();
  const [tab, setTab] = useState<Tab>(params.get("tab") === "sign-up" ? "sign-up" : "sign-in");
  const [forgot, setForgot] = useState(params.get("view") === "forgot");
  // One address for all three forms: switching tabs keeps what was typed.
  const [email, setEmail] = useState("");

  // A protected page sent the visitor here (/auth?redirect=/account): come back to it afterwards.
  useEffect(() => {
    rememberRedirect(params.get("redirect"));
  }, [params]);

  return (
    <div className="mx-auto max-w-md px-4 pt-28 pb-16">
      {/* The heading follows the open tab (issue #32: it said „Anmelden" over the sign-up form). */}
      <h1 className="text-3xl font-bold tracking-tight text-leaf-950">
        {tab === "sign-up" && !forgot ? AUTH.signUpTab : AUTH.pageTitle}
      </h1>
      <p className="mt-2 text-stone-700">{AUTH.intro}</p>
      <div className="mt-6 rounded-2xl bg-white p-5 shadow-sm md:p-6">
        {forgot ? (
          <ForgotPasswordForm email={email} onEmail={setEmail} onBack={() => setForgot(false)} />
        ) : (
          <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)}>
            <TabsList aria-label={AUTH.tabsLabel}>
              <TabsTrigger value="sign-in">{AUTH.signInTab}</TabsTrigger>
              <TabsTrigger value="sign-up">{AUTH.signUpTab}</TabsTrigger>
            </TabsList>
            <TabsContent value="sign-in">
              <SignInForm email={email} onEmail={setEmail} onForgot={() => setForgot(true)} />
            </TabsContent>
            <TabsContent value="sign-up">
              <SignUpForm email={email} onEmail={setEmail} onSignIn={() => setTab("sign-in")} />
            </TabsContent>
          </Tabs>
        )}
      </div>
    </div>
  );
}
