import { accountMessages } from "../features/account/messages";
import { OrderHistory } from "../features/account/order-history";
import { requireUser } from "../features/account/require-user.server";
import { WithdrawalLink } from "../features/withdrawal/withdrawal-link";
import { localeOf } from "../lib/i18n/locale";
import { useMessages } from "../lib/i18n/react";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/orders";

export const meta: Route.MetaFunction = (args) => {
  const { ACCOUNT } = accountMessages[localeOf(args.location.pathname)];
  return pageMeta(args, {
    title: ACCOUNT.ordersTitle,
    description: ACCOUNT.ordersDescription,
    noindex: true,
  });
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const { auth, account } = context.services;
  const user = await requireUser(request, auth);
  return { orders: await account.orderHistory(user) };
}

/** The same order history as the account's Orders tab (linked from the user menu). */
export default function Orders({ loaderData }: Route.ComponentProps) {
  const { ACCOUNT } = useMessages(accountMessages);
  return (
    <div className="mx-auto max-w-3xl px-4 pt-28 pb-16 md:px-6">
      <h1 className="mb-6 text-3xl font-bold tracking-tight text-leaf-950 md:text-4xl">
        {ACCOUNT.ordersTitle}
      </h1>
      <OrderHistory orders={loaderData.orders} />
      <WithdrawalLink className="mt-6" />
    </div>
  );
}
