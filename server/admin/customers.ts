import { desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { OrderStatus } from "../../domain/contracts/order";
import type { WithdrawalState } from "../../domain/orders/withdrawal-handling";
import type { Db } from "../db/client";
import { orderBalances, orders, plants, reviews, users, withdrawals } from "../db/schema";
import { notesOf } from "./notes";
import { paged, pageWindow } from "./paging";

/**
 * Customers of the back office (#34). A customer is an email address, lower-cased: the account with
 * that address and every order placed with it, as a guest or signed in (an account's orders count under
 * the account's address even where the order names another). So a guest who later signs up is one
 * customer, and a customer's notes stay with them. The page's id is the key in base64url: the address
 * is not written into URLs and logs as it is.
 */

export const CUSTOMERS_PER_PAGE = 25;

export const customerId = (key: string): string =>
  Buffer.from(key.toLowerCase(), "utf8").toString("base64url");

/** The key of a page id, or null for anything that is not one. */
export function customerKeyOf(id: string): string | null {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(id)) return null;
  const key = Buffer.from(id, "base64url").toString("utf8");
  return key.length <= 254 && key.includes("@") && key === key.toLowerCase() && customerId(key) === id
    ? key
    : null;
}

export interface CustomerRow {
  id: string;
  email: string;
  name: string;
  hasAccount: boolean;
  orders: number;
  /** What the customer owes for all their orders after corrections (the ledger's debt). */
  spentCents: number;
  lastOrderAt: string | null;
  /** Still to be paid over all their orders (never less than 0 per order). */
  openCents: number;
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Every customer's orders keyed by address: the account's address for orders placed signed in, else the
 * order's own. Accounts without an order come from `users` (customers only: staff appear once they order).
 */
const PEOPLE = sql`
  with people as (
    select lower(coalesce(u.email, o.email)) as key, o.id as order_id, o.created_at,
           o.first_name || ' ' || o.last_name as name
      from orders o left join users u on u.id = o.user_id
  ),
  accounts as (
    select lower(email) as key, name, id from users
  ),
  keys as (
    select key from people
    union
    select lower(email) from users where role = 'customer'
  )`;

interface RawCustomer {
  key: string;
  name: string | null;
  account_name: string | null;
  has_account: boolean;
  orders: number | string;
  spent: number | string;
  open: number | string;
  last_order: Date | string | null;
}

/** One page of customers, the latest buyers first; `q` searches address and name (parts of them). */
export async function listCustomers(db: Db, query: { q?: string; page?: number }) {
  const q = (query.q ?? "").trim().slice(0, 100);
  const pattern = `%${likeEscape(q)}%`;
  const having: SQL = q
    ? sql`having k.key ilike ${pattern} or bool_or(p.name ilike ${pattern}) or bool_or(a.name ilike ${pattern})`
    : sql``;
  const grouped = sql`
    select k.key,
           (array_agg(p.name order by p.created_at desc) filter (where p.name is not null))[1] as name,
           max(a.name) as account_name,
           bool_or(a.id is not null) as has_account,
           count(p.order_id)::int as orders,
           coalesce(sum(b.owed_cents), 0)::int as spent,
           coalesce(sum(greatest(b.open_cents, 0)), 0)::int as open,
           max(p.created_at) as last_order
      from keys k
      left join people p on p.key = k.key
      left join order_balances b on b.order_id = p.order_id
      left join accounts a on a.key = k.key
     group by k.key ${having}`;
  const { page, limit, offset } = pageWindow(query.page, CUSTOMERS_PER_PAGE);
  const [rows, total] = await Promise.all([
    db.execute(
      sql`${PEOPLE} ${grouped} order by last_order desc nulls last, k.key limit ${limit} offset ${offset}`,
    ),
    db.execute(sql`${PEOPLE} select count(*)::int as n from (${grouped}) g`),
  ]);
  const list = (rows as unknown as { rows: RawCustomer[] }).rows.map(
    (r): CustomerRow => ({
      id: customerId(r.key),
      email: r.key,
      name: (r.account_name || r.name || "").trim(),
      hasAccount: Boolean(r.has_account),
      orders: Number(r.orders),
      spentCents: Number(r.spent),
      lastOrderAt: r.last_order ? new Date(r.last_order).toISOString() : null,
      openCents: Number(r.open),
    }),
  );
  const n = Number((total as unknown as { rows: { n: number | string }[] }).rows[0]?.n ?? 0);
  return paged(list, n, page, CUSTOMERS_PER_PAGE);
}

/** Everything the customer page shows; null when nobody ordered or signed up with this address. */
export async function customerDetail(db: Db, key: string) {
  const [account] = await db
    .select({
      id: users.id,
      name: users.name,
      createdAt: users.createdAt,
      termsAcceptedAt: users.termsAcceptedAt,
      termsVersion: users.termsVersion,
      role: users.role,
      emailVerified: users.emailVerified,
    })
    .from(users)
    .where(eq(sql`lower(${users.email})`, key));
  const theirs = or(
    eq(sql`lower(${orders.email})`, key),
    account ? eq(orders.userId, account.id) : undefined,
  );
  const rows = await db
    .select({
      id: orders.id,
      number: orders.number,
      createdAt: orders.createdAt,
      status: orders.status,
      totalCents: orders.totalCents,
      firstName: orders.firstName,
      lastName: orders.lastName,
      userId: orders.userId,
      email: orders.email,
      owedCents: orderBalances.owedCents,
      openCents: orderBalances.openCents,
    })
    .from(orders)
    .leftJoin(orderBalances, eq(orderBalances.orderId, orders.id))
    .where(theirs)
    .orderBy(desc(orders.createdAt), desc(orders.id));
  // An order placed signed in by another account with this address typed in belongs to that account.
  const mine = rows.filter((o) => !o.userId || o.userId === account?.id);
  if (!account && mine.length === 0) return null;
  const orderIds = mine.map((o) => o.id);
  const [declared, written, notes] = await Promise.all([
    db
      .select({
        id: withdrawals.id,
        createdAt: withdrawals.createdAt,
        state: withdrawals.state,
        orderReference: withdrawals.orderReference,
        orderId: withdrawals.orderId,
      })
      .from(withdrawals)
      .where(
        or(
          eq(sql`lower(trim(${withdrawals.email}))`, key),
          orderIds.length ? inArray(withdrawals.orderId, orderIds) : undefined,
        ),
      )
      .orderBy(desc(withdrawals.createdAt)),
    account
      ? db
          .select({
            id: reviews.id,
            plantId: reviews.plantId,
            plantName: plants.name,
            rating: reviews.rating,
            comment: reviews.comment,
            createdAt: reviews.createdAt,
          })
          .from(reviews)
          .leftJoin(plants, eq(plants.id, reviews.plantId))
          .where(eq(reviews.userId, account.id))
          .orderBy(desc(reviews.createdAt))
      : Promise.resolve([]),
    notesOf(db, "customer", key),
  ]);
  const latest = mine[0];
  const numberOf = new Map(mine.map((o) => [o.id, o.number]));
  return {
    id: customerId(key),
    email: key,
    name: (account?.name || (latest ? `${latest.firstName} ${latest.lastName}` : "")).trim(),
    account: account
      ? {
          createdAt: account.createdAt.toISOString(),
          emailVerified: account.emailVerified,
          role: account.role,
          /** The terms of use accepted at sign-up (§ 305 Abs. 2 BGB); null for accounts made before. */
          terms: account.termsVersion
            ? { version: account.termsVersion, acceptedAt: account.termsAcceptedAt?.toISOString() ?? null }
            : null,
        }
      : null,
    /**
     * Marketing consent: the shop asks for none and stores none (no newsletter; the cookie choice stays
     * in the browser), so there is nothing to show but that.
     */
    marketingConsent: null,
    totals: {
      orders: mine.length,
      spentCents: mine.reduce((s, o) => s + (o.owedCents ?? 0), 0),
      openCents: mine.reduce((s, o) => s + Math.max(0, o.openCents ?? 0), 0),
    },
    orders: mine.map((o) => ({
      id: o.id,
      number: o.number,
      createdAt: o.createdAt.toISOString(),
      status: o.status as OrderStatus,
      totalCents: o.totalCents,
      openCents: o.openCents ?? 0,
      guest: !o.userId,
    })),
    withdrawals: declared.map((w) => ({
      id: w.id,
      createdAt: w.createdAt.toISOString(),
      state: w.state as WithdrawalState,
      orderNumber: (w.orderId && numberOf.get(w.orderId)) || w.orderReference,
    })),
    reviews: written.map((r) => ({
      id: r.id,
      plantId: r.plantId,
      plantName: r.plantName ?? r.plantId,
      rating: r.rating,
      comment: r.comment,
      createdAt: r.createdAt.toISOString(),
    })),
    notes,
  };
}

/** The customer an order belongs to (the account's address if placed signed in): its page id. */
export async function customerIdOfOrder(db: Db, order: { email: string; userId: string | null }) {
  if (order.userId) {
    const [u] = await db.select({ email: users.email }).from(users).where(eq(users.id, order.userId));
    if (u) return customerId(u.email);
  }
  return customerId(order.email);
}

export type CustomerDetail = NonNullable<Awaited<ReturnType<typeof customerDetail>>>;
