import { useSearchParams } from "react-router";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../components/ui/tabs";
import { ACCOUNT } from "../features/account/messages";
import { OrderHistory } from "../features/account/order-history";
import { ProfileForm } from "../features/account/profile-form";
import { requireUser } from "../features/account/require-user.server";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/account";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: ACCOUNT.title, description: ACCOUNT.description, noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  const { auth, database } = context.services;
  const user = await requireUser(request, auth);
  const { orderHistory } = await import("../../server/account/orders");
  return { user, orders: await orderHistory(database.db, user) };
}

/** The account dashboard (spec §2): Profile and Orders tabs. */
export default function Account({ loaderData }: Route.ComponentProps) {
  const [params, setParams] = useSearchParams();
  const tab = params.get("tab") === "orders" ? "orders" : "profile";
  return (
    <div className="mx-auto max-w-3xl px-4 pt-28 pb-16 md:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-leaf-950 md:text-4xl">{ACCOUNT.title}</h1>
      <Tabs
        className="mt-6"
        value={tab}
        onValueChange={(v) =>
          setParams(v === "orders" ? { tab: "orders" } : {}, { replace: true, preventScrollReset: true })
        }
      >
        <TabsList aria-label={ACCOUNT.tabsLabel} className="max-w-sm">
          <TabsTrigger value="profile">{ACCOUNT.profileTab}</TabsTrigger>
          <TabsTrigger value="orders">{ACCOUNT.ordersTab}</TabsTrigger>
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
      </Tabs>
    </div>
  );
}
