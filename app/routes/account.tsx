import { useSearchParams } from "react-router";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../components/ui/tabs";
import { accountMessages } from "../features/account/messages";
import { OrderHistory } from "../features/account/order-history";
import { ProfileForm } from "../features/account/profile-form";
import { requireUser } from "../features/account/require-user.server";
import { SpotList } from "../features/account/spot-list";
import { finderMessages } from "../features/finder/messages";
import { WithdrawalLink } from "../features/withdrawal/withdrawal-link";
import { localeOf } from "../lib/i18n/locale";
import { useMessages } from "../lib/i18n/react";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/account";

export const meta: Route.MetaFunction = (args) => {
  const { ACCOUNT } = accountMessages[localeOf(args.location.pathname)];
  return pageMeta(args, { title: ACCOUNT.title, description: ACCOUNT.description, noindex: true });
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const { auth, account, spots } = context.services;
  const user = await requireUser(request, auth);
  const [orders, kept] = await Promise.all([
    account.orderHistory(user),
    spots.withPlants(user, localeOf(new URL(request.url).pathname)),
  ]);
  return { user, orders, spots: kept };
}

/** The account dashboard (spec §2): Profile and Orders tabs, plus the spots kept from Blattwerk Scan. */
export default function Account({ loaderData }: Route.ComponentProps) {
  const { ACCOUNT } = useMessages(accountMessages);
  const { SPOTS } = useMessages(finderMessages);
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const tab = requested === "orders" || requested === "spots" ? requested : "profile";
  return (
    <div className="mx-auto max-w-3xl px-4 pt-28 pb-16 md:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-leaf-950 md:text-4xl">{ACCOUNT.title}</h1>
      <Tabs
        className="mt-6"
        value={tab}
        onValueChange={(v) =>
          setParams(v === "profile" ? {} : { tab: v }, { replace: true, preventScrollReset: true })
        }
      >
        <TabsList aria-label={ACCOUNT.tabsLabel} className="max-w-sm">
          <TabsTrigger value="profile">{ACCOUNT.profileTab}</TabsTrigger>
          <TabsTrigger value="orders">{ACCOUNT.ordersTab}</TabsTrigger>
          <TabsTrigger value="spots">{SPOTS.tab}</TabsTrigger>
        </TabsList>
        <TabsContent value="profile">
          {/* key: a saved name comes back from the loader and resets the form to it */}
          <ProfileForm
            key={`${loaderData.user.firstName}|${loaderData.user.lastName}`}
            user={loaderData.user}
          />
        </TabsContent>
        <TabsContent value="orders">
          <OrderHistory orders={loaderData.orders} />
        </TabsContent>
        <TabsContent value="spots">
          <SpotList spots={loaderData.spots} />
        </TabsContent>
      </Tabs>
      <WithdrawalLink className="mt-8" />
    </div>
  );
}
