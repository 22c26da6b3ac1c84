import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { isValidShopDomain } from "../../domain/shop/shop-domain";
import { PageHeader } from "../components/page/page-header";
import { SubmitButton } from "../components/ui/submit-button";
import { checkCredentials } from "../features/shopify/catalog-function";
import { loadCredentials, saveCredentials } from "../features/shopify/credentials";
import { shopifyMessages } from "../features/shopify/messages";
import { type Locale, localeOf } from "../lib/i18n/locale";
import { useLocale, useLocalizedNavigate } from "../lib/i18n/react";
import { pageMeta } from "../lib/meta";
import { toast } from "../lib/toast";
import type { Route } from "./+types/shopify-settings";

export const meta: Route.MetaFunction = (args) => {
  const { SETTINGS } = shopifyMessages[localeOf(args.location.pathname)];
  return pageMeta(args, { title: SETTINGS.title, description: SETTINGS.metaDescription, noindex: true });
};

/** The store the shop itself is configured with (SHOPIFY_STORE_DOMAIN), if any. */
export const loader = ({ context }: Route.LoaderArgs) => ({
  serverStore: context.services.config.shopifyStoreDomain ?? null,
});

type Errors = { domain?: string; token?: string };

/** Validation of spec §5, the same rule the server applies. */
export function validateSettings(domain: string, token: string, locale: Locale = "de"): Errors {
  const { SETTINGS } = shopifyMessages[locale];
  const errors: Errors = {};
  if (!isValidShopDomain(domain.trim())) errors.domain = SETTINGS.invalidDomain;
  if (!token.trim()) errors.token = SETTINGS.missingToken;
  return errors;
}

const field = "h-11 rounded-xl border border-stone-300 bg-white px-3 aria-[invalid=true]:border-red-700";

export default function ShopifySettings({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const { SETTINGS } = shopifyMessages[locale];
  const navigate = useLocalizedNavigate();
  const [params] = useSearchParams();
  const [domain, setDomain] = useState("");
  const [token, setToken] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  // Until the browser's stored store is read, nothing is claimed about which catalogue is shown.
  const [saved, setSaved] = useState<boolean | null>(null);

  useEffect(() => {
    loadCredentials()
      .then((c) => {
        setSaved(Boolean(c));
        if (c) {
          setDomain(c.domain);
          setToken(c.token);
        }
      })
      .catch(() => setSaved(false));
  }, []);

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    const found = validateSettings(domain, token, locale);
    setErrors(found);
    if (found.domain || found.token) return;
    setBusy(true);
    try {
      const creds = { domain: domain.trim(), token: token.trim() };
      const result = await checkCredentials(creds);
      if ("error" in result || !result.valid) {
        const description =
          "error" in result
            ? result.error
            : result.reason === "unreachable"
              ? SETTINGS.unreachable
              : SETTINGS.rejected;
        toast.error(SETTINGS.failed, { description });
        return;
      }
      await saveCredentials(creds);
      toast.success(SETTINGS.saved);
      navigate(params.get("from") === "checkout" ? "/checkout" : "/");
    } catch {
      toast.error(SETTINGS.failed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="pb-16">
      <PageHeader title={SETTINGS.title}>
        <p className="text-base">{SETTINGS.intro}</p>
      </PageHeader>
      {saved === false ? (
        <p
          className="mx-auto mb-5 max-w-5xl rounded-2xl bg-leaf-50 px-4 py-3 text-stone-800 md:px-6"
          data-testid="catalogue-source"
        >
          {loaderData.serverStore ? SETTINGS.serverStore(loaderData.serverStore) : SETTINGS.ownCatalog}
        </p>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="mx-auto flex max-w-5xl flex-col gap-5 px-4 md:px-6">
        <div className="flex max-w-lg flex-col gap-1">
          <label htmlFor="shop-domain" className="font-medium text-leaf-950">
            {SETTINGS.domain}
          </label>
          <input
            id="shop-domain"
            value={domain}
            onChange={(e) => setDomain(e.target.value)}
            placeholder={SETTINGS.domainHint}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={!!errors.domain}
            aria-describedby={errors.domain ? "shop-domain-error" : undefined}
            className={field}
          />
          {errors.domain ? (
            <p id="shop-domain-error" className="text-sm text-red-800">
              {errors.domain}
            </p>
          ) : null}
        </div>
        <div className="flex max-w-lg flex-col gap-1">
          <label htmlFor="shop-token" className="font-medium text-leaf-950">
            {SETTINGS.token}
          </label>
          <input
            id="shop-token"
            type="password"
            value={token}
            onChange={(e) => setToken(e.target.value)}
            autoComplete="off"
            aria-invalid={!!errors.token}
            aria-describedby={errors.token ? "shop-token-error" : "shop-token-hint"}
            className={field}
          />
          {errors.token ? (
            <p id="shop-token-error" className="text-sm text-red-800">
              {errors.token}
            </p>
          ) : (
            <p id="shop-token-hint" className="text-sm text-stone-600">
              {SETTINGS.tokenHint}
            </p>
          )}
        </div>
        {/* Sent before hydration, the form would go out as a plain GET with the token in the address. */}
        <SubmitButton disabled={busy} className="self-start">
          {busy ? SETTINGS.saving : SETTINGS.save}
        </SubmitButton>
      </form>
    </div>
  );
}
