import type { SessionUser } from "../../domain/contracts/account";
import { getProfile } from "../account/profiles";
import type { Config } from "../config";
import type { Db } from "../db/client";
import type { RequestLimits } from "../http/request-limits";
import type { Outbox } from "../mail/outbox";
import type { PublicChanges } from "../public-changes";
import { createBetterAuth } from "./auth";

export type { SessionUser };

export interface AuthService {
  /** better-auth's own request handler, mounted under /api/auth/* (server/auth/routes.ts). */
  handler(request: Request): Promise<Response>;
  /** The user of the request's session cookie with their profile, or null. For loaders and APIs. */
  getUser(request: Request): Promise<SessionUser | null>;
  /**
   * Only the signed-in user's id, or null for a guest. This is what the checkout calls to record
   * `orders.user_id` for a new order.
   */
  getUserId(request: Request): Promise<string | null>;
}

export function createAuthService({
  config,
  db,
  outbox,
  secret,
  publicChanges,
  limits,
}: {
  config: Config;
  db: Db;
  outbox: Outbox;
  secret: string;
  publicChanges: PublicChanges;
  limits: RequestLimits;
}): AuthService {
  const auth = createBetterAuth({ config, db, outbox, secret, publicChanges, limits });

  async function session(request: Request) {
    if (!request.headers.get("cookie")) return null;
    // The cookie's lifetime is renewed by the browser's own /api/auth/get-session call, where the
    // refreshed cookie can be sent; a page render only reads.
    return auth.api.getSession({ headers: request.headers, query: { disableRefresh: true } });
  }

  return {
    handler: (request) => auth.handler(request),
    async getUserId(request) {
      return (await session(request))?.user.id ?? null;
    },
    async getUser(request) {
      const s = await session(request);
      if (!s) return null;
      const profile = await getProfile(db, s.user.id);
      return {
        id: s.user.id,
        email: s.user.email,
        emailVerified: s.user.emailVerified,
        firstName: profile?.firstName ?? "",
        lastName: profile?.lastName ?? "",
        avatarUrl: profile?.avatarUrl ?? null,
      };
    },
  };
}
